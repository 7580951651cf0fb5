/**
 * Internal component JSON (content spec section 7): `GET /fapi/components/collections|footer|
 * search|utility`, for islands and apps that render a component outside a page. Published content
 * is shared (`public`); an editor's preview answer is made `private, no-store` by the preview
 * middleware. An upstream that fails gives the component as `null` (logged), never a 5xx; a key
 * the upstream does not know is a 404.
 */
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import {
  type ContentItemOf,
  type ContentPage,
  productCarouselItemSchema,
  searchContentTypeSchema,
} from '../../../shared/contract';
import { notFoundOn404 } from '../../content/reads';
import { cacheableBy } from '../../context/site';
import type { AppEnv } from '../../env';
import { HttpError } from '../../middleware/errors';
import { validate } from '../../validation';

const SHARED = 'public, max-age=60, stale-while-revalidate=600';

/** The component, or null when the upstream failed for another reason than a missing key. */
const component = async <T>(c: Context<AppEnv>, name: string, read: Promise<T>): Promise<T | null> => {
  try {
    return await notFoundOn404(read, name);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    c.get('log').warn('component unavailable', { component: name, error: String(error) });
    return null;
  }
};

const answer = <K extends string, T>(c: Context<AppEnv>, key: K, value: T | null) =>
  c.json({ [key]: value } as Record<K, T | null>, 200, {
    'cache-control': value === null ? 'no-store' : cacheableBy(new URL(c.req.url), SHARED),
  });

/** The product collections (carousels) of a content page, products resolved by the content API. */
const collectionsOf = (page: ContentPage): ContentItemOf<'product-carousel'>[] =>
  page.sections.flatMap((s) =>
    s.items.flatMap((item) => {
      const parsed = item.type === 'product-carousel' ? productCarouselItemSchema.safeParse(item) : null;
      return parsed?.success ? [parsed.data] : [];
    }),
  );

export const fapiComponents = new Hono<AppEnv>()
  .get('/fapi/components/footer', async (c) =>
    answer(c, 'footer', await component(c, 'Footer', c.get('upstream').content.footer())),
  )
  .get(
    '/fapi/components/collections',
    validate(
      'query',
      z.object({
        page: z
          .string()
          .regex(/^[a-z0-9-]{1,80}$/, 'Page is not valid')
          .default('home'),
      }),
    ),
    async (c) => {
      const { page } = c.req.valid('query');
      const content = await component(c, 'Page', c.get('upstream').content.augmentedPage(page));
      return answer(c, 'collections', content && collectionsOf(content));
    },
  )
  .get(
    '/fapi/components/search',
    validate('query', z.object({ searchType: searchContentTypeSchema.default('results') })),
    async (c) =>
      answer(
        c,
        'search',
        await component(
          c,
          'Search content',
          c.get('upstream').search.searchContent(c.req.valid('query').searchType),
        ),
      ),
  )
  .get('/fapi/components/utility', async (c) => {
    // Utility navigation: the top-level content pages (about, help, stores, stories, ...).
    const children = await component(c, 'Utility links', c.get('upstream').content.children('home'));
    const { locale } = c.get('site');
    return answer(
      c,
      'links',
      children
        ? children.children.map((page) => ({ text: page.title, url: `/${locale}/${page.path}` }))
        : null,
    );
  });
