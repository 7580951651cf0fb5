/**
 * List pages: `/{locale}/favorites` (the member's favorites, paged), `/{locale}/favorites/shared/{shareId}`
 * (a shared list, read-only, for anyone with the link) and `/{locale}/account/saved-for-later`
 * (paged). All `private, no-store`: the first and last are the shopper's; the shared one holds no
 * token but is someone's personal list, so no shared cache may keep it either.
 */
import { type Context, Hono } from 'hono';
import { listsText } from '../../client/i18n/lists';
import { FavoritesMain, pagingOf, SharedFavoritesMain } from '../../client/pages/FavoritesPage';
import { SavedForLaterMain } from '../../client/pages/SavedForLaterPage';
import {
  FAVORITES_PAGE_SIZE,
  listIdSchema,
  SAVED_FOR_LATER_PAGE_SIZE,
} from '../../shared/contract/wishlists';
import { notFoundOn404 } from '../content/reads';
import type { AppEnv } from '../env';
import { listsOf } from '../lists/service';
import { HttpError } from '../middleware/errors';
import { requireMember } from '../middleware/member';
import { noStore } from '../middleware/no-store';
import { LOCALE, page, shellFor } from '../render/page-kit';

const ERROR_ID = /^[A-Z]{3}\d{3}$/;

/** `?page=` as a 1-based page number (anything else is the first page). */
const pageNumber = (c: Context<AppEnv>): number => {
  const n = Number(c.req.query('page'));
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
};

const errorIdOf = (c: Context<AppEnv>): string | undefined => {
  const id = c.req.query('listError');
  return id && ERROR_ID.test(id) ? id : undefined;
};

export const favoritesPages = new Hono<AppEnv>()
  .use(`/${LOCALE}/favorites`, requireMember())
  .use(`/${LOCALE}/account/saved-for-later`, requireMember())
  .use(`/${LOCALE}/favorites/shared/*`, noStore)
  .get(`/${LOCALE}/favorites`, async (c) => {
    const { site } = c.var;
    const n = pageNumber(c);
    const base = `/${site.locale}/favorites`;
    const favorites = listsOf(c).favorites({
      start: (n - 1) * FAVORITES_PAGE_SIZE,
      count: FAVORITES_PAGE_SIZE,
    });
    const shareId = listIdSchema.safeParse(c.req.query('shareId')).data;
    const shell = await shellFor(c, {
      pageType: 'Account',
      title: `${listsText(site.language, site.locale).favoritesTitle} | Ridgeline`,
      description: '',
      canonicalPath: base,
      indexable: false,
    });
    return page(c, shell, 'FavoritesMain', async () => {
      const list = await favorites;
      return (
        <FavoritesMain
          favorites={list}
          paging={pagingOf(list, n, base)}
          shareUrl={shareId ? new URL(`${base}/shared/${shareId}`, c.req.url).href : undefined}
          errorId={errorIdOf(c)}
          added={c.req.query('added') !== undefined}
        />
      );
    });
  })
  .get(`/${LOCALE}/favorites/shared/:shareId`, async (c) => {
    const { site } = c.var;
    const shareId = listIdSchema.safeParse(c.req.param('shareId')).data;
    const n = pageNumber(c);
    const base = `/${site.locale}/favorites/shared/${shareId}`;
    if (!shareId) throw new HttpError(404, 'API404', 'Favorites list not found');
    const page1 = { start: (n - 1) * FAVORITES_PAGE_SIZE, count: FAVORITES_PAGE_SIZE };
    const list = await notFoundOn404(c.get('upstream').wishlists.shared(shareId, page1), 'Favorites list');
    const shell = await shellFor(c, {
      pageType: 'Other',
      title: `${listsText(site.language, site.locale).favoritesTitle} | Ridgeline`,
      description: '',
      canonicalPath: base,
      indexable: false,
    });
    return page(c, shell, 'SharedFavoritesMain', () => (
      <SharedFavoritesMain list={list} paging={pagingOf(list, n, base)} />
    ));
  })
  .get(`/${LOCALE}/account/saved-for-later`, async (c) => {
    const { site } = c.var;
    const n = pageNumber(c);
    const base = `/${site.locale}/account/saved-for-later`;
    const saved = listsOf(c).savedForLater({
      start: (n - 1) * SAVED_FOR_LATER_PAGE_SIZE,
      count: SAVED_FOR_LATER_PAGE_SIZE,
    });
    const shell = await shellFor(c, {
      pageType: 'Account',
      title: `${listsText(site.language, site.locale).savedTitle} | Ridgeline`,
      description: '',
      canonicalPath: base,
      indexable: false,
    });
    return page(c, shell, 'SavedForLaterMain', async () => {
      const list = await saved;
      return <SavedForLaterMain list={list} paging={pagingOf(list, n, base)} errorId={errorIdOf(c)} />;
    });
  });
