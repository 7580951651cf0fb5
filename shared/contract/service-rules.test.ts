import { describe, expect, it } from 'vitest';
import {
  contactFromFields,
  photoProblem,
  photoTypeOf,
  toBase64,
  WARRANTY_PHOTO_MAX_BYTES,
} from './service-rules';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('photo checks', () => {
  it('tell the type by the first bytes, whatever the name says', () => {
    expect(photoTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(photoTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(photoTypeOf(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(photoTypeOf(new TextEncoder().encode('RIFF\0\0\0\0AVI LIST'))).toBeNull();
    expect(photoTypeOf(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeNull();
    expect(photoTypeOf(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(photoTypeOf(bytes(0x89, 0x50))).toBeNull();
  });

  it('refuse an empty, an oversized or an unknown file', () => {
    expect(photoProblem(bytes())).toBe('photoEmpty');
    const big = new Uint8Array(WARRANTY_PHOTO_MAX_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(photoProblem(big)).toBe('photoTooLarge');
    expect(photoProblem(big.subarray(0, WARRANTY_PHOTO_MAX_BYTES))).toBeNull();
    expect(photoProblem(new TextEncoder().encode('<html>'))).toBe('photoType');
  });

  it('travel as base64, large ones included', () => {
    const large = new Uint8Array(200_000).map((_, i) => i % 251);
    const decoded = Uint8Array.from(atob(toBase64(large)), (char) => char.charCodeAt(0));
    expect(decoded).toEqual(large);
  });
});

describe('the contact form', () => {
  const fields = {
    topic: 'orders/order-status',
    firstName: ' Zoë ',
    lastName: "O'Brien-Lefèvre",
    email: 'zoe@example.com',
    orderNumber: 'rl0000000001',
    message: 'Where is my parcel? It was due on Monday.',
  };

  it('becomes the call body, trimmed, the order number in capitals', () => {
    expect(contactFromFields(fields)).toEqual({
      body: {
        categoryId: 'orders',
        subjectId: 'order-status',
        firstName: 'Zoë',
        lastName: "O'Brien-Lefèvre",
        email: 'zoe@example.com',
        orderNumber: 'RL0000000001',
        message: fields.message,
      },
      problems: {},
    });
  });

  it('names each field to fix, the topic as one', () => {
    const { problems } = contactFromFields({
      topic: 'Orders',
      firstName: '',
      lastName: '<b>',
      email: 'zoe@',
      orderNumber: '42',
      message: 'Hi <img src=x onerror=alert(1)> there',
    });
    expect(problems).toEqual({
      topic: 'required',
      firstName: 'required',
      lastName: 'nameInvalid',
      email: 'emailInvalid',
      orderNumber: 'orderNumberInvalid',
      message: 'markupNotAllowed',
    });
    expect(contactFromFields({ ...fields, message: 'Hello\u202ethere, my order?' }).problems).toEqual({
      message: 'charactersNotAllowed',
    });
    expect(contactFromFields({ ...fields, message: 'x'.repeat(2001) }).problems).toEqual({
      message: 'tooLong',
    });
    expect(contactFromFields({ ...fields, orderNumber: '' }).body).not.toHaveProperty('orderNumber');
  });
});
