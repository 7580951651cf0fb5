/**
 * Copies of a page render's context. A shared render (`shared-lists.tsx`) must know whether what
 * it rendered read the shopper's part of the context, so its copy has those fields behind getters
 * that note each read; a copy made from it (an island's) keeps the getters instead of reading them.
 */
import type { PageContextValue } from '../../client/island-kit/context';

/** The parts of the page context that are this request's shopper's, not the site's. */
const PERSONAL_FIELDS = ['request', 'identity', 'locationPrompt', 'benefitBarClosed'] as const;

const watched = new WeakSet<PageContextValue>();

/**
 * `page` with `fields` replaced, for a render that must note any read of the shopper's fields:
 * the names read are pushed into the answered `read` as they happen.
 */
export function watchingPersonal(
  page: PageContextValue,
  fields: Partial<PageContextValue>,
): { context: PageContextValue; read: string[] } {
  const read: string[] = [];
  const context: PageContextValue = { ...page, ...fields };
  for (const field of PERSONAL_FIELDS)
    Object.defineProperty(context, field, {
      enumerable: true,
      get: () => {
        read.push(field);
        return page[field];
      },
    });
  watched.add(context);
  return { context, read };
}

/** `page` with `fields` replaced; the shopper's fields of a watched context stay unread getters. */
export function withFields(page: PageContextValue, fields: Partial<PageContextValue>): PageContextValue {
  if (!watched.has(page)) return { ...page, ...fields };
  const copy = Object.defineProperties({}, Object.getOwnPropertyDescriptors(page)) as PageContextValue;
  watched.add(copy);
  return Object.assign(copy, fields);
}
