/**
 * The store locator page `/{locale}/store-locator` (content page key store-locator) and the
 * storefront's size-chart and foot-size components (`/fapi/components/size-chart/{productType}`,
 * `/fapi/components/foot-sizes`). The locator is a GET form: it works without script.
 */
import { Hono } from 'hono';
import { messagesFor } from '../../client/i18n';
import { type StoreLocatorData, StoreLocatorMain } from '../../client/pages/StoreLocatorPage';
import { cacheableBy } from '../context/site';
import type { AppEnv } from '../env';
import { describeError, HttpError } from '../middleware/errors';
import { LOCALE, page, shellFor, soft } from '../render/page-kit';
import { searchStoresWithStock, storeSearchQuerySchema } from '../stores/search';

const REFERENCE_CACHE = 'public, max-age=300, stale-while-revalidate=3600';

export const storePages = new Hono<AppEnv>()
  .get(`/${LOCALE}/store-locator`, async (c) => {
    const { site } = c.var;
    const path = `/${site.locale}/store-locator`;
    const query = c.req.query();
    const hasSearch = Boolean(query.postalCode || (query.latitude && query.longitude));
    // The editors' page (title, description, sections); the locator works without it.
    const content = await soft(c, 'store-locator content', c.get('upstream').content.page('store-locator'));
    const shell = await shellFor(c, {
      pageType: 'Other',
      title: `${content?.seo.title ?? messagesFor(site.language, site.locale).storeLocatorTitle} | Ridgeline`,
      description: content?.seo.description ?? 'Find a Ridgeline store near you: opening hours and stock.',
      canonicalPath: path,
    });
    const main = async () => {
      const data: StoreLocatorData = {
        content,
        path,
        postalCode: query.postalCode ?? '',
        productId: query.productId ?? '',
        stores: null,
        errorId: null,
      };
      if (hasSearch) {
        const parsed = storeSearchQuerySchema.safeParse({
          ...query,
          productId: query.productId || undefined,
        });
        if (!parsed.success) data.errorId = 'API400';
        else {
          try {
            data.stores = (await searchStoresWithStock(c, parsed.data, 'all')).stores;
          } catch (error) {
            const d = describeError(error);
            if (d.status >= 500) throw error;
            data.errorId = d.errorId;
          }
        }
      }
      return <StoreLocatorMain data={data} />;
    };
    return page(c, shell, 'StoreLocator', main);
  })
  .get('/fapi/components/size-chart/:productType', async (c) => {
    const type = c.req.param('productType');
    if (!/^[a-z]{2,20}$/.test(type)) throw new HttpError(404, 'API404', 'Unknown product type');
    const chart = await c.get('upstream').sizing.sizeChart(type);
    c.header('cache-control', cacheableBy(new URL(c.req.url), REFERENCE_CACHE));
    return c.json(chart);
  })
  .get('/fapi/components/foot-sizes', async (c) => {
    const sizes = await c.get('upstream').sizing.footSizes();
    c.header('cache-control', cacheableBy(new URL(c.req.url), REFERENCE_CACHE));
    return c.json(sizes);
  });
