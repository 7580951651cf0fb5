// The home page's shared copy (worker/content/variant-cache.ts) in `npm run bench`: isolate CPU of
// the same shopper's home page served from the copy their variant code names, beside the same page
// decided and rendered (`?shared=no`: a query makes any page the shopper's own), and beside a first
// visit (decided, then the copy of the variants it gave).
import { applySetCookie } from './bench-member.mjs';

/** The cookies a shared home page needs: the decision's identity and the signed variant code. */
export const SHARED_HOME_COOKIES = ['mt.v', 'sf_vc'];

/** `mt.v` and `sf_vc` from a first visit's Set-Cookie headers, as a Cookie header (or undefined). */
export const sharedHomeCookie = (setCookies) => {
  const all = applySetCookie('', [setCookies ?? []].flat());
  const kept = all
    .split('; ')
    .filter((pair) => SHARED_HOME_COOKIES.includes(pair.slice(0, pair.indexOf('='))));
  return kept.length === SHARED_HOME_COOKIES.length ? kept.join('; ') : undefined;
};

/**
 * A shopper whose home page copy is kept: the first visit sets the cookies, and the copy is stored
 * once that answer has ended (in `waitUntil`), so the next visits are asked until one is shared.
 */
export const sharedHomeShopper = async (get, url) => {
  for (let attempt = 0; attempt < 20; attempt++) {
    const cookie = sharedHomeCookie((await get(url)).headers['set-cookie']);
    // No code: the decision ran past its budget (a busy machine); a new shopper asks again.
    if (!cookie) continue;
    for (let i = 0; i < 20; i++) {
      if ((await get(url, { cookie })).headers['x-shared-page'] === 'HIT') return cookie;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${url} was never served from its shared copy`);
};

/** The report's rows: isolate CPU per request of each way to the home page. */
export const sharedHomeRows = ({ shared, rendered, firstVisit }) => [
  `| home from its shared copy (the shopper's variant code: no decision, no render) | isolate CPU/req ${shared.toFixed(2)} ms | ${(rendered / shared).toFixed(1)} × cheaper than rendering |`,
  `| home decided and rendered (the same shopper, \`?shared=no\`: what a member or a cart holder gets) | isolate CPU/req ${rendered.toFixed(2)} ms | |`,
  `| home, a first visit (decided, then the copy of its variants) | isolate CPU/req ${firstVisit.toFixed(2)} ms | |`,
];
