/**
 * One URL per shopper page. A page asked with its locale in other letters (`/EN-US`,
 * `/En-Us/c/men-1100`) or with a trailing slash (`/en-us/`, `/en-us/cart/`) is moved for good to
 * its canonical path, query kept: links and bookmarks written by hand reach the page, and search
 * engines index one address. Only GET and HEAD; a form post is answered where it was sent.
 */
import { createMiddleware } from 'hono/factory';
import { SITES } from '../../../shared/site';
import type { AppEnv } from '../../env';
import { SLUG_REDIRECT_CACHE } from '../../render/page-kit';
import { safeRedirect } from '../../validation/redirect';

/** The canonical form of a locale path, or undefined when `path` is one already (or no locale's). */
export const canonicalPath = (path: string): string | undefined => {
  const match = /^\/([A-Za-z]{2}-[A-Za-z]{2})(\/.*)?$/.exec(path);
  if (!match) return undefined;
  const locale = match[1]!.toLowerCase();
  if (!SITES[locale]) return undefined;
  const canonical = `/${locale}${(match[2] ?? '').replace(/\/+$/, '')}`;
  return canonical === path ? undefined : canonical;
};

export const canonicalPaths = createMiddleware<AppEnv>(async (c, next) => {
  const to = c.req.method === 'GET' || c.req.method === 'HEAD' ? canonicalPath(c.req.path) : undefined;
  if (!to) return next();
  // The same for every shopper: a shared cache may keep it, as it keeps a product slug's 301.
  c.header('cache-control', SLUG_REDIRECT_CACHE);
  return safeRedirect(c, to + new URL(c.req.url).search, 301);
});
