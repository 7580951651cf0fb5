/**
 * Groups a server-rendered phone input (`inputId`) as it is typed, in the country's national
 * format (`groupPhoneAsTyped`): the profile's mobile phone. It renders nothing; without script the
 * server takes the number as typed and shows it grouped after saving.
 */
import { useEffect } from 'react';
import { groupPhoneAsTyped } from '../ui/phone-grouping';

export type PhoneGroupingProps = { inputId: string; country: string };

export default function PhoneGrouping({ inputId, country }: PhoneGroupingProps) {
  useEffect(() => {
    const input = document.getElementById(inputId);
    if (!(input instanceof HTMLInputElement)) return;
    const onInput = (event: Event) => groupPhoneAsTyped(input, country, event);
    input.addEventListener('input', onInput);
    return () => input.removeEventListener('input', onInput);
  }, [inputId, country]);
  return null;
}
