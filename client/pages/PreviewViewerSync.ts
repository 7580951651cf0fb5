/**
 * Scroll sync between the preview viewer and the CMS frame around it (content spec section 2): the
 * viewer posts its scroll position to the parent and follows the parent's, accepting messages only
 * from the configured parent origin.
 */
export const SCROLL_MESSAGE = 'preview-viewer:scroll';

export type ScrollMessage = { type: typeof SCROLL_MESSAGE; scrollY: number };

export const scrollMessage = (scrollY: number): ScrollMessage => ({
  type: SCROLL_MESSAGE,
  scrollY: Math.max(0, Math.round(scrollY)),
});

/** The scroll position a message asks for, or undefined when it is not one from `parentOrigin`. */
export const scrollFromMessage = (
  event: { origin: string; data: unknown },
  parentOrigin: string,
): number | undefined => {
  if (event.origin !== parentOrigin) return undefined;
  const data = event.data as Partial<ScrollMessage> | null;
  if (typeof data !== 'object' || data === null || data.type !== SCROLL_MESSAGE) return undefined;
  const y = data.scrollY;
  return typeof y === 'number' && Number.isFinite(y) && y >= 0 ? y : undefined;
};

/** The viewer's query as a URL search string (empty values left out). */
export const viewerSearch = (query: { docType: string; layoutVariant: string; limit: number }): string => {
  const params = new URLSearchParams({ docType: query.docType });
  if (query.layoutVariant) params.set('layoutVariant', query.layoutVariant);
  params.set('limit', String(query.limit));
  return params.toString();
};
