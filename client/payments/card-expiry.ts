/**
 * A card's expiry as shoppers type it: "12/30", "12 / 2030", "1230", "1/30". Read on the client
 * before the provider is asked, so a date the provider cannot read is named on the expiry input
 * rather than coming back as a refusal of the card.
 */
export type CardExpiry = { month: number; year: number };

const withSeparator = /^(\d{1,2})\s*[/\-.]\s*(\d{2}|\d{4})$/;
const digitsOnly = /^(\d{1,2}?)(\d{2}|\d{4})$/;

/** The month and four-digit year of what was typed, or undefined when it is not a date. */
export const parseCardExpiry = (typed: string): CardExpiry | undefined => {
  const value = typed.trim();
  const digits = value.replace(/\D/g, '');
  const match =
    withSeparator.exec(value) ??
    (/^\d+$/.test(value) && [3, 4, 6].includes(digits.length) ? digitsOnly.exec(value) : null);
  if (!match?.[1] || !match[2]) return undefined;
  const month = Number(match[1]);
  const year = Number(match[2]);
  if (month < 1 || month > 12) return undefined;
  return { month, year: year < 100 ? 2000 + year : year };
};

/**
 * The input's value as the shopper types digits: "MM/YY", the slash added after the month (a
 * pasted "MMYYYY" keeps its year). Anything with a slash or a space is left as typed: the shopper
 * wrote the separator.
 */
export const maskCardExpiry = (typed: string): string => {
  if (!/^\d*$/.test(typed) || typed.length <= 2) return typed;
  return typed.length === 6
    ? `${typed.slice(0, 2)}/${typed.slice(2)}`
    : `${typed.slice(0, 2)}/${typed.slice(2, 4)}`;
};
