/**
 * What seeded content promises about delivery and returns, written from the rules that price them:
 * amounts are `{money:<minor units>}` placeholders made from the promotions' constants and written
 * in each site's currency and language when the seed runs (`writeMoney`, as promotion callouts are),
 * so a changed threshold or fee changes every banner with it. `promises.test.ts` scans the seeded
 * documents for any other amount next to a shipping word.
 */
import { FREE_SHIPPING_THRESHOLD, STANDARD_SHIPPING_FEE, writeMoney } from '../src/commerce/promotions';
import type { SiteLocale } from '../src/sites';

/** The amount from which standard shipping is free (`PROMO-FREESHIP-150`). */
export const FREE_SHIPPING_FROM = `{money:${FREE_SHIPPING_THRESHOLD}}`;
/** Standard shipping below the threshold. */
export const STANDARD_SHIPPING = `{money:${STANDARD_SHIPPING_FEE}}`;
/** The return window content states (the returns help page's), in days. */
export const RETURN_DAYS = 30;

/** A seed text with its amounts written for one site locale. */
export const promiseWriter =
  (site: Pick<SiteLocale, 'currency' | 'languageTag'>) =>
  (text: string): string =>
    writeMoney(text, site.currency, site.languageTag);
