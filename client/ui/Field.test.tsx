import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Field } from './Field';

const render = (props: Parameters<typeof Field>[0]) => renderToString(<Field {...props} />);

describe('Field', () => {
  it('labels a plain text input and starts it with the value', () => {
    expect(
      render({
        id: 'ship-city',
        name: 'city',
        label: 'City',
        value: 'Denver',
        autoComplete: 'address-level2',
      }),
    ).toBe(
      '<div class="checkout-field"><label for="ship-city">City</label>' +
        '<input id="ship-city" type="text" autoComplete="address-level2" name="city" value="Denver"/></div>',
    );
  });

  it('marks a required field in its label, unless told not to', () => {
    const required = render({ id: 'f', name: 'f', label: 'Name', required: true });
    expect(required).toContain('<label for="f">Name<span aria-hidden="true"> *</span></label>');
    expect(required).toContain('required=""');
    const unmarked = render({ id: 'f', name: 'f', label: 'Name', required: true, markRequired: false });
    expect(unmarked).toContain('<label for="f">Name</label>');
    expect(unmarked).toContain('required=""');
  });

  it('names its hint and its error, and is invalid only with an error', () => {
    const hinted = render({ id: 'p', name: 'phone', label: 'Phone', hint: 'e.g. 303 555 0182' });
    expect(hinted).toContain('aria-describedby="p-hint"');
    expect(hinted).toContain('<p id="p-hint" class="checkout-field__hint">e.g. 303 555 0182</p>');
    expect(hinted).not.toContain('aria-invalid');
    const refused = render({ id: 'p', name: 'phone', label: 'Phone', hint: 'h', error: 'Not a number' });
    expect(refused).toContain('aria-invalid="true"');
    expect(refused).toContain('aria-describedby="p-hint p-error"');
    expect(refused).toContain('<p id="p-error" class="checkout-field__error">Not a number</p>');
    // The hint comes before the error, both after the input.
    expect(refused.indexOf('p-hint"')).toBeLessThan(refused.indexOf('id="p-error"'));
    expect(refused.indexOf('<input')).toBeLessThan(refused.indexOf('id="p-hint"'));
  });

  it('passes the input type, input mode and autocomplete through', () => {
    const html = render({
      id: 'e',
      name: 'email',
      label: 'E-mail',
      type: 'email',
      inputMode: 'email',
      autoComplete: 'email',
    });
    expect(html).toContain('type="email"');
    expect(html).toContain('inputMode="email"');
    expect(html).toContain('autoComplete="email"');
  });

  it('takes the focus only when asked (the first refused field)', () => {
    expect(render({ id: 'a', name: 'a', label: 'A', autoFocus: true })).toMatch(/<input[^>]*autofocus/i);
    expect(render({ id: 'a', name: 'a', label: 'A', autoFocus: false })).not.toMatch(/autofocus/i);
  });

  it('puts the hint between the label and the input when asked (a format to read first)', () => {
    const html = render({
      id: 'b',
      name: 'birthDate',
      label: 'Birth date',
      hint: 'MM/DD/YYYY',
      hintPlacement: 'above',
    });
    expect(html.indexOf('</label>')).toBeLessThan(html.indexOf('id="b-hint"'));
    expect(html.indexOf('id="b-hint"')).toBeLessThan(html.indexOf('<input'));
    expect(html).toContain('aria-describedby="b-hint"');
  });

  it('takes the look of the enrollment and identity forms: the `field` block for it, its hint and error', () => {
    const html = render({ id: 'x', name: 'x', label: 'X', hint: 'h', error: 'e', block: 'field' });
    expect(html).toMatch(/^<div class="field">/);
    expect(html).toContain('<p id="x-hint" class="field__hint">h</p>');
    expect(html).toContain('<p id="x-error" class="field__error">e</p>');
    expect(html).not.toContain('checkout-field');
  });

  it('names what else describes it first, then its hint and its error', () => {
    const html = render({
      id: 'pw',
      name: 'password',
      label: 'Password',
      type: 'password',
      describedBy: 'pw-rules',
      hint: 'h',
      error: 'Too short',
    });
    expect(html).toContain('aria-describedby="pw-rules pw-hint pw-error"');
    expect(html).toContain('type="password"');
  });

  it("is refused by a form's one message: names it, is invalid, renders no error of its own", () => {
    const shared = render({
      id: 'e',
      name: 'email',
      label: 'E-mail',
      sharedErrorId: 'form-error',
      describedBy: 'r',
    });
    expect(shared).toContain('aria-invalid="true" aria-describedby="r form-error"');
    expect(shared).not.toContain('<p');
    // An error of its own wins: the field names that one.
    const own = render({
      id: 'e',
      name: 'email',
      label: 'E-mail',
      sharedErrorId: 'form-error',
      error: 'Bad',
    });
    expect(own).toContain('aria-describedby="e-error"');
    expect(own).not.toContain('form-error');
  });

  it('passes the length limits and the placeholder through', () => {
    const html = render({
      id: 'p',
      name: 'phone',
      label: 'Phone',
      minLength: 3,
      maxLength: 30,
      placeholder: '(201) 555-0123',
    });
    expect(html).toContain('minLength="3"');
    expect(html).toContain('maxLength="30"');
    expect(html).toContain('placeholder="(201) 555-0123"');
  });
});
