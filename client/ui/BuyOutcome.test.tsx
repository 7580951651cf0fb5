import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BuyOutcome } from './BuyOutcome';

const render = (error: string | null, status: string) =>
  renderToString(<BuyOutcome errorId="e1" error={error} status={status} reserved="Ajouté au panier" />);

describe('BuyOutcome', () => {
  it("holds the added line's place before it shows, out of sight and out of the accessibility tree", () => {
    const html = render(null, '');
    expect(html).toContain('<span class="buy__outcome-sizer" aria-hidden="true">Ajouté au panier</span>');
    expect(html).toContain('<p class="buy__status" role="status"></p>');
    expect(html).toContain('<div id="e1" class="buy__error" role="alert"></div>');
  });

  it('says what the add came to in its live regions, the held place unchanged', () => {
    expect(render(null, 'Ajouté au panier')).toContain('role="status">Ajouté au panier</p>');
    const refused = render('Choisissez une taille', '');
    expect(refused).toContain('role="alert">Choisissez une taille</div>');
    expect(refused).toContain('aria-hidden="true">Ajouté au panier</span>');
  });
});
