import { describe, expect, it } from 'vitest';
import { parseNonceOffsets, spliceNonce, withNoncePlaceholders } from './nonce-splice';

const encode = (text: string) => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe("a shared page's nonce", () => {
  // Multi-byte text before, between and after the nonces: offsets count bytes, not characters.
  const page =
    '<html><head><script nonce="a1">x</script></head><body>Été — 10 €' +
    '<script type="module" nonce="a1" src="/e.js"></script><p>naïve</p><script nonce="a1"></script>';

  it("is stored as placeholders at byte offsets, and each answer's own nonce goes in their place", () => {
    const { body, at } = withNoncePlaceholders(page, 'a1');
    expect(body).not.toContain('nonce="a1"');
    expect(at).toHaveLength(3);
    const stored = encode(body);
    const offsets = parseNonceOffsets(at.join(','), stored.byteLength)!;
    expect(decode(spliceNonce(stored, offsets, 'Zm9vYmFyYmF6cXV4'))).toBe(
      page.replaceAll('nonce="a1"', 'nonce="Zm9vYmFyYmF6cXV4"'),
    );
    // A shorter nonce than the placeholder fits as well.
    expect(decode(spliceNonce(stored, offsets, 'b'))).toBe(page.replaceAll('nonce="a1"', 'nonce="b"'));
  });

  it('escapes the nonce it puts in', () => {
    const { body, at } = withNoncePlaceholders(page, 'a1');
    expect(decode(spliceNonce(encode(body), at, '"><script>'))).not.toContain('"><script>');
  });

  it('keeps a page without a nonce as it is, with no offsets', () => {
    const { body, at } = withNoncePlaceholders('<p>plain</p>', 'a1');
    expect([body, at]).toEqual(['<p>plain</p>', []]);
    expect(parseNonceOffsets('', 12)).toEqual([]);
  });

  it('refuses offsets it did not write: none, not numbers, overlapping, or past the end', () => {
    const { body, at } = withNoncePlaceholders(page, 'a1');
    const size = encode(body).byteLength;
    expect(parseNonceOffsets(at.join(','), size)).toEqual(at);
    for (const header of [null, 'x', '1.5', `${at[1]},${at[0]}`, `${at[0]},${at[0]! + 1}`, String(size)])
      expect(parseNonceOffsets(header, size), String(header)).toBeUndefined();
  });
});
