/**
 * The page's side of a recalculation (shared/content/recalculate.ts): one BFF call with the page's
 * path, each slot it answers swapped in place for its new HTML (the server renders it with the
 * page's own components), the new labels pushed to the data layer. Loaded only when a recalculate
 * event arrives on a page with dependent slots (`listen.ts`); no React.
 *
 * Events that come while a call is on its way make one more call after it (the last state wins),
 * never a pile. A refusal or a network failure leaves the slots as they are. Nothing above a slot
 * moves (the slot keeps its place), and the focus stays where the shopper put it: a slot holding it
 * is swapped once the focus leaves.
 */
import { DEPENDS_ATTRIBUTE, type RecalculateAnswer } from '../../shared/content/recalculate';
import { RECALCULATE_URL } from '../../shared/contract/constants';
import { bffFetch } from '../api/bff';

type Slot = Pick<Element, 'contains' | 'replaceWith' | 'addEventListener' | 'querySelector'>;

/** Just what a recalculation uses of the document. */
export type RecalculateDocument = {
  activeElement: Element | null;
  location: { pathname: string };
  querySelector(selector: string): Slot | null;
  createElement(tag: 'template'): Pick<HTMLTemplateElement, 'innerHTML' | 'content'>;
};

/** Content item ids as the contract writes them; anything else names no slot. */
const ITEM_ID = /^[\w-]{1,100}$/;
/** On an item's frame (client/sections/index.tsx): the content item's id, which names a slot. */
const ITEM_ATTRIBUTE = 'data-item';

/** Swaps each answered slot the page marked as dependent, and pushes the answer's labels. */
export function applyRecalculation(
  doc: RecalculateDocument,
  answer: RecalculateAnswer,
  dataLayer: unknown[],
): number {
  let swapped = 0;
  for (const { item, html } of answer.slots) {
    if (!ITEM_ID.test(item)) continue;
    const slot = doc.querySelector(`[${ITEM_ATTRIBUTE}="${item}"]`);
    // Only what the server marked may be replaced: an answer never rewrites other parts of the page.
    if (!slot?.querySelector(`[${DEPENDS_ATTRIBUTE}]`)) continue;
    const template = doc.createElement('template');
    template.innerHTML = html;
    const swap = () => slot.replaceWith(template.content);
    if (doc.activeElement && slot.contains(doc.activeElement))
      slot.addEventListener('focusout', swap, { once: true });
    else swap();
    swapped++;
  }
  dataLayer.push(...answer.dataLayer);
  return swapped;
}

const once = async (doc: RecalculateDocument, dataLayer: unknown[], fetcher: typeof fetch) => {
  const path = doc.location.pathname;
  const answer = await bffFetch<RecalculateAnswer>(
    RECALCULATE_URL,
    { method: 'POST', locale: path.split('/')[1], body: { path } },
    fetcher,
  );
  if (answer.ok) applyRecalculation(doc, answer.data, dataLayer);
};

let running: Promise<void> | undefined;
let again = false;

/** The page's data layer (the head seeds it; made here if a page has none). */
const pageDataLayer = (): unknown[] => {
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer ??= [];
  return w.dataLayer;
};

/** Decides the page's dependent slots again; resolves once the page shows the last state's answer. */
export function recalculate(
  doc: RecalculateDocument,
  dataLayer: unknown[] = pageDataLayer(),
  fetcher: typeof fetch = fetch,
): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      try {
        await once(doc, dataLayer, fetcher);
      } catch (error) {
        console.error('[p13n] recalculation failed', error);
      }
    } while (again);
  })().finally(() => {
    running = undefined;
  });
  return running;
}
