import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Picture } from './Picture';

const logo = { url: '/images/content/ridgeline-logo.svg', alt: 'Ridgeline', width: 120, height: 24 };

describe('Picture', () => {
  it('holds the declared ratio for an image sized by one side, whatever the file turns out to be', () => {
    const html = renderToString(<Picture image={logo} className="popup__logo" holdRatio />);
    expect(html).toContain('width="120" height="24"');
    expect(html).toContain('style="aspect-ratio:120 / 24"');
  });

  it('leaves other images to their width and height attributes', () => {
    expect(renderToString(<Picture image={logo} />)).not.toContain('style=');
  });
});
