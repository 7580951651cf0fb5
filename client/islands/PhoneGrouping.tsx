/**
 * Groups a server-rendered phone input (`inputId`) as it is typed, in the country's national
 * format (`groupPhoneAsTyped`): the profile's mobile phone. It renders nothing and runs without
 * React (a plain island); without script the server takes the number as typed and shows it
 * grouped after saving.
 */
import { groupPhoneAsTyped } from '../ui/phone-grouping';

export type PhoneGroupingProps = { inputId: string; country: string };

export function enhance(_marker: Element, props: Record<string, unknown>): void {
  const { inputId, country } = props as PhoneGroupingProps;
  const input = document.getElementById(inputId);
  if (!(input instanceof HTMLInputElement)) return;
  input.addEventListener('input', (event) => groupPhoneAsTyped(input, country, event));
}

export default function PhoneGrouping(_props: PhoneGroupingProps): null {
  return null;
}
