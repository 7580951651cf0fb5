import { describe, expect, it } from 'vitest';
import { isSafeUrl, sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps the text markup editors use', () => {
    const html =
      '<h2>Title</h2><p>Some <strong>bold</strong> and <a href="/en-us/help">a link</a>.</p><ul><li>One</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops script and style elements with their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><p>b</p>')).toBe(
      '<p>a</p><p>b</p>',
    );
  });

  it('drops event handler attributes', () => {
    const out = sanitizeHtml('<p onclick="alert(1)">x</p><img src="/a.svg" alt="a" onerror="alert(1)">');
    expect(out).not.toMatch(/onclick|onerror|alert/);
    expect(out).toContain('<p>x</p>');
  });

  it('empties javascript:, data: and protocol-relative addresses', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      '//evil.example',
    ]) {
      const out = sanitizeHtml(`<a href="${href}">x</a>`);
      expect(out, href).not.toMatch(/script:|data:|evil/i);
    }
  });

  it('keeps entity-encoded schemes inert (the ampersand is escaped, so no entity decodes to a scheme)', () => {
    const out = sanitizeHtml(
      '<a href="&#106;avascript:alert(1)">x</a><a href="java&#x09;script:alert(1)">y</a>',
    );
    expect(out).not.toMatch(/href="[^"]*(?<!&amp;)#106;/);
    expect(out).not.toMatch(/href="javascript:/i);
    // Every `&` is re-escaped: `&amp;#106;` is the text `&#106;`, a relative address, never a scheme.
    expect(out).toContain('href="&amp;#106;avascript:alert(1)"');
  });

  it('keeps http(s), mailto, tel, relative and fragment links; target only _blank with noopener', () => {
    expect(sanitizeHtml('<a href="https://example.com/x" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com/x" target="_blank" rel="noopener">x</a>',
    );
    for (const href of ['mailto:a@b.c', 'tel:+123', '#faq', '/en-us/x', '?q=1', 'page.html'])
      expect(isSafeUrl(href), href).toBe(true);
  });

  it('removes tags outside the allow list but keeps their text', () => {
    expect(sanitizeHtml('<div><form action="/x"><input name="a">Hi</form></div>')).toBe('Hi');
    expect(sanitizeHtml('<iframe src="https://x">inner</iframe>ok')).toBe('ok');
  });

  it('escapes text that only looks like markup', () => {
    expect(sanitizeHtml('<p>1 < 2</p><p>a <b</p>')).not.toMatch(/<b</);
  });
});
