/**
 * Copies of a page render's context. A shared render (`shared-lists.tsx`) must know whether what
 * it rendered read the shopper's part of the context, so its copy has those fields behind getters
 * that note each read (the request field by field: its URL is noted apart); a copy made from it
 * (an island's) keeps the getters instead of reading them.
 */
import type { PageContextValue } from '../../client/island-kit/context';
import type { ContentRequest } from '../../shared/content/request';

/** The parts of the page context that are this request's shopper's, not the site's. */
const PERSONAL_FIELDS = ['request', 'identity', 'locationPrompt', 'benefitBarClosed'] as const;

/**
 * What a render that read only the request's URL (its path and query) notes: its HTML is the same
 * for every shopper at that URL, so it may be shared per URL (`shared-lists.tsx`). Any other field
 * of the request (the audience, the test segment, dismissed pop-ups) notes `request`.
 */
export const URL_READ = 'url';
const URL_FIELDS: ReadonlySet<string> = new Set(['path', 'search'] satisfies (keyof ContentRequest)[]);

/** `request` with each field behind a getter that notes whether the URL or the shopper was read. */
const watchedRequest = (request: ContentRequest, read: string[]): ContentRequest => {
  const copy = {} as ContentRequest;
  for (const field of Object.keys(request))
    Object.defineProperty(copy, field, {
      enumerable: true,
      get: () => {
        read.push(URL_FIELDS.has(field) ? URL_READ : 'request');
        return request[field as keyof ContentRequest];
      },
    });
  return copy;
};

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
  let request: ContentRequest | undefined;
  for (const field of PERSONAL_FIELDS)
    Object.defineProperty(context, field, {
      enumerable: true,
      get: () => {
        // A page without a request renders blocks as at `/`: that is not this URL's HTML either.
        if (field === 'request' && page.request) {
          request ??= watchedRequest(page.request, read);
          return request;
        }
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
