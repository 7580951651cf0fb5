import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatNodes } from './format-nodes';

describe('formatNodes', () => {
  it('puts each element where the sentence names it, and leaves an unknown placeholder as written', () => {
    const html = renderToStaticMarkup(
      <p>{formatNodes('Read our {terms}, then {unknown}.', { terms: <a href="/t">terms of sale</a> })}</p>,
    );
    expect(html).toBe('<p>Read our <a href="/t">terms of sale</a>, then {unknown}.</p>');
    expect(renderToStaticMarkup(<p>{formatNodes('{a}{b}', { a: 'x', b: <b>y</b> })}</p>)).toBe(
      '<p>x<b>y</b></p>',
    );
  });
});
