/**
 * `/{locale}/checkout/3ds/return`: where the card provider's challenge comes back to inside the
 * place-order dialog's iframe. It completes nothing: the island sees this page load, closes the
 * dialog and patches the order through the BFF, so the PATCH happens once. Opened on its own (the
 * island gone, a copied link) it offers the page route that completes the order, with the same
 * query, to the top window.
 */
import { Hono } from 'hono';
import { renderToString } from 'react-dom/server.edge';
import { checkoutText } from '../../client/i18n/checkout';
import { threeDSReturnPath } from '../../shared/three-ds';
import { threeDSReturnOf } from '../checkout/three-ds';
import type { AppEnv } from '../env';
import { assets } from '../render/assets';
import { LOCALE } from '../render/page-kit';

export const threeDSReturnPage = new Hono<AppEnv>().get(`/${LOCALE}/checkout/3ds/return`, (c) => {
  const { site } = c.var;
  const { orderNumber, answer } = threeDSReturnOf(c);
  const text = checkoutText(site.language, site.locale);
  const query = new URLSearchParams({ order: orderNumber, ...answer });
  const html = renderToString(
    <html lang={site.languageTag}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{text.challengeReturning}</title>
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        <main className="challenge-return">
          <p role="status">{text.challengeReturning}</p>
          <a
            className="button button--primary"
            href={`${threeDSReturnPath(site.locale, 'complete')}?${query}`}
            target="_top"
          >
            {text.challengeContinue}
          </a>
        </main>
      </body>
    </html>,
  );
  return c.html(`<!doctype html>${html}`, 200, { 'cache-control': 'private, no-store' });
});
