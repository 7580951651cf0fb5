/**
 * A phone input grouped as the shopper types, in the country's national format (the one phone
 * rule, shared/contract/phone/format.ts): the checkout address, enrollment's mobile step and the
 * profile. Only inserted text (typed or pasted) is grouped, so a deleted space or parenthesis
 * stays deleted; with no event (the page's value on start) the value is grouped as it is.
 */
import { formatPhone } from '../../shared/contract/phone/format';

export const groupPhoneAsTyped = (input: HTMLInputElement, country: string, event?: Event): void => {
  if (event && !(event instanceof InputEvent && event.inputType.startsWith('insert'))) return;
  const grouped = formatPhone(input.value, country);
  if (grouped !== input.value) input.value = grouped;
};
