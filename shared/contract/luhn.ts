/**
 * The Luhn check digit rule of card numbers, one copy for both sides: the sandbox's card provider
 * refuses a number that fails it, and the storefront's log redaction takes a digit run that passes
 * it for a card number (so order numbers and timestamps stay readable).
 */
export const passesLuhn = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
};
