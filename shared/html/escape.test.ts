import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript } from './escape';

describe('escapeHtml', () => {
  it('escapes the five markup characters and nothing else', () => {
    expect(escapeHtml(`a&b<c>d"e'f é ☃`)).toBe('a&amp;b&lt;c&gt;d&quot;e&#39;f é ☃');
  });

  it('keeps a value inside its attribute, whichever quote delimits it', () => {
    const breakout = `x" onmouseover="alert(1)' onfocus='alert(2)`;
    for (const quote of ['"', "'"]) {
      const html = `<a title=${quote}${escapeHtml(breakout)}${quote}>`;
      expect(html.slice(1, -1).split(quote)).toHaveLength(3);
      expect(html).not.toMatch(/["'] on/);
    }
  });

  it('cannot open or close an element in text', () => {
    expect(escapeHtml('</title><script>alert(1)</script>')).not.toMatch(/[<>]/);
  });

  it('escapes an existing entity again (the value is text, not markup)', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});

describe('jsonForScript', () => {
  it('cannot close the script element or open a comment, and parses back unchanged', () => {
    const value = { text: '</script><script>alert(1)</script><!-- -->', list: ['</SCRIPT >'] };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/<\/script/i);
    expect(json).not.toContain('<!--');
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('escapes line and paragraph separators and ampersands', () => {
    expect(jsonForScript('<!--&\u2028\u2029>')).toBe('"\\u003c!--\\u0026\\u2028\\u2029\\u003e"');
    expect(jsonForScript('\u2028\u2029')).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(jsonForScript('\u2028\u2029'))).toBe('\u2028\u2029');
  });
});
