import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Rating } from './Rating';

const messages = { ratingScore: 'Rated {score} out of 5' };

describe('Rating', () => {
  it('fills the stars to a clean percentage', () => {
    // 4.2 / 5 × 100 is 84.00000000000001 in floating point.
    const html = renderToString(<Rating score={4.2} languageTag="en-US" messages={messages} />);
    expect(html).toContain('--rating:84%');
    expect(html).toContain('Rated 4.2 out of 5');
  });

  it('keeps the fill between empty and full', () => {
    expect(renderToString(<Rating score={7} languageTag="en-US" messages={messages} />)).toContain(
      '--rating:100%',
    );
    expect(renderToString(<Rating score={4.37} languageTag="en-US" messages={messages} />)).toContain(
      '--rating:87.4%',
    );
  });
});
