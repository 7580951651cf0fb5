/**
 * Enhances a server-rendered checkout address form (it renders nothing itself): the phone follows
 * the country's mask as it is typed, and each field is checked when it loses focus with the same
 * shared validators (content spec section 5) the server runs, so a mistake shows before posting.
 * A field already showing an error is checked again as it is typed or changed, so its message goes
 * the moment it is put right: waiting for the blur made the message vanish as the shopper tapped
 * the submit button, moving the button from under the tap (nothing was sent).
 * Without script the server's answer (422 with the same messages) does the same job.
 */
import { useEffect, useRef } from 'react';
import { ADDRESS_FORM_FIELDS, type CountryRules, validateAddress } from '../../shared/contract/address';
import { groupPhoneAsTyped } from '../ui/phone-grouping';

export type AddressFormProps = {
  /** Id prefix of the form's fields (`ship` or `bill`). */
  prefix: string;
  rules: CountryRules;
  contact: boolean;
  /** Error key → message (the checkout text's `error_*`). */
  messages: Record<string, string>;
};

const FIELDS = ADDRESS_FORM_FIELDS;

export default function AddressForm({ prefix, rules, contact, messages }: AddressFormProps) {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const form = marker.current?.closest('form');
    if (!form) return;
    const field = (name: string) => form.querySelector<HTMLInputElement>(`#${prefix}-${name}`);
    const values = () =>
      Object.fromEntries(FIELDS.map((name) => [name, field(name)?.value ?? undefined])) as Record<
        string,
        string
      >;
    const show = (name: string, key: string | undefined) => {
      const input = field(name);
      if (!input) return;
      const id = `${prefix}-${name}-error`;
      let message = document.getElementById(id);
      if (!key) {
        input.removeAttribute('aria-invalid');
        message?.remove();
        // The removed message must not stay named as the field's description.
        const rest = (input.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .filter((ref) => ref && ref !== id)
          .join(' ');
        if (rest) input.setAttribute('aria-describedby', rest);
        else input.removeAttribute('aria-describedby');
      } else {
        if (!message) {
          message = document.createElement('p');
          message.id = id;
          message.className = 'checkout-field__error';
          input.parentElement?.appendChild(message);
          input.setAttribute(
            'aria-describedby',
            [input.getAttribute('aria-describedby'), id].filter(Boolean).join(' '),
          );
        }
        message.textContent = messages[key] ?? key;
        input.setAttribute('aria-invalid', 'true');
      }
    };
    /** The address field an event happened in, or '' for anything else in the form. */
    const fieldName = (target: HTMLInputElement): string => {
      const name = target.id?.startsWith(`${prefix}-`) ? target.id.slice(prefix.length + 1) : '';
      return (FIELDS as readonly string[]).includes(name) ? name : '';
    };
    const check = (name: string) => {
      const errors = validateAddress(values(), rules, { contact, homeDelivery: contact }) as Record<
        string,
        string
      >;
      show(name, errors[name]);
    };
    const onBlur = (event: FocusEvent) => {
      const target = event.target as HTMLInputElement;
      const name = fieldName(target);
      if (!name || target.value === '') return;
      // Left for this form's submit button: the server checks every field and answers with the
      // form again. A message shown now would push the button from under the pointer between
      // press and release, and the click that was meant to send the form would be lost.
      const next = event.relatedTarget as HTMLElement | null;
      if (next?.matches('button[type="submit"], button:not([type])') && form.contains(next)) return;
      check(name);
    };
    // Only a field already marked wrong is checked while typing: a fresh field is not nagged
    // about a half-typed value (the blur check still covers it).
    const onEdit = (event: Event) => {
      const target = event.target as HTMLInputElement;
      const name = fieldName(target);
      if (!name || target.getAttribute('aria-invalid') !== 'true') return;
      check(name);
    };
    const phone = field('recipientContactPhone');
    // Grouped when the island starts and as text is typed or pasted; a deleted space or
    // parenthesis stays deleted.
    const onPhone = (event?: Event) => {
      if (phone) groupPhoneAsTyped(phone, rules.countryCode, event);
    };
    form.addEventListener('focusout', onBlur);
    // Input covers the text fields, change the region select.
    form.addEventListener('input', onEdit);
    form.addEventListener('change', onEdit);
    phone?.addEventListener('input', onPhone);
    onPhone();
    return () => {
      form.removeEventListener('focusout', onBlur);
      form.removeEventListener('input', onEdit);
      form.removeEventListener('change', onEdit);
      phone?.removeEventListener('input', onPhone);
    };
  }, [prefix, rules, contact, messages]);
  return <span ref={marker} hidden />;
}
