/**
 * The document frame around the streamed segments: the head (a string template, sent
 * before any data resolves) and the tail (the one state snapshot plus the island loader).
 */
import { STATE_ELEMENT_ID, type StateSnapshot, serializeSnapshot } from '../../client/state/snapshot';
import { escapeHtml } from '../../shared/html/escape';
import { interactionScript } from '../../shared/interaction-tracking';
import { promotionsScript, type TrackedPromotion } from '../../shared/promotion-tracking';
import { hreflangAlternates } from '../../shared/seo/hreflang';
import { jsonLdScript } from '../../shared/seo/jsonld';
import {
  dataLayerScript,
  impressionsScript,
  pageViewEvent,
  type TrackedProduct,
} from '../../shared/tracking';
import type { Assets } from './manifest';
import type { PageShell } from './types';

const indexable = (shell: PageShell): boolean => shell.indexable ?? shell.pageType !== 'Error';

/**
 * The head's tags as a string, as React wrote them (its casing, the module preload before the
 * style sheets): every page sends one before anything else, and rendering these few fixed elements
 * with React cost about 0.05 ms a page.
 */
const head = (shell: PageShell, assets: Assets): string => {
  const origin = shell.origin ?? '';
  const alternates = indexable(shell) && origin ? hreflangAlternates(origin, shell.canonicalPath) : [];
  return [
    '<meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>',
    `<title>${escapeHtml(shell.title)}</title>`,
    `<meta name="description" content="${escapeHtml(shell.description)}"/>`,
    indexable(shell) ? '' : '<meta name="robots" content="noindex"/>',
    `<link rel="canonical" href="${escapeHtml(`${origin}${shell.canonicalPath}`)}"/>`,
    ...alternates.map(
      (a) => `<link rel="alternate" hrefLang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}"/>`,
    ),
    '<meta name="theme-color" content="#1f3a2c"/><link rel="icon" type="image/svg+xml" href="/favicon.svg"/>',
    ...assets.fonts.map(
      (href) => `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin=""/>`,
    ),
    assets.entry ? `<link rel="modulepreload" href="${escapeHtml(assets.entry)}"/>` : '',
    ...assets.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}"/>`),
  ].join('');
};

/** `<!doctype html><html lang><head>…</head><body>` plus the skip link. */
export const documentStart = (shell: PageShell, assets: Assets, skipLabel: string): string =>
  `<!doctype html><html lang="${escapeHtml(shell.site.languageTag)}"><head>${head(shell, assets)}${headScripts(shell)}</head><body data-page-type="${escapeHtml(shell.pageType)}"><a class="skip-link" href="#main">${escapeHtml(skipLabel)}</a>`;

/** The data layer (page view plus the page's events) and the page's JSON-LD, all nonced inline JSON. */
const headScripts = (shell: PageShell): string =>
  dataLayerScript(
    [pageViewEvent(shell.pageType, shell.site, shell.canonicalPath), ...(shell.dataLayer ?? [])],
    shell.nonce,
  ) + (shell.jsonLd ?? []).map((data) => jsonLdScript(data, shell.nonce)).join('');

/** Module preloads for islands hydrated on load (emitted in the segment that first uses them). */
export const preloadLinks = (urls: Iterable<string>): string =>
  [...urls].map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`).join('');

/** The state snapshot and, when the page has islands, the loader; then the end of the document. */
export const documentEnd = (
  shell: PageShell,
  assets: Assets,
  state: StateSnapshot,
  hasIslands: boolean,
  impressions: TrackedProduct[] = [],
  promotions: TrackedPromotion[] = [],
): string => {
  const nonce = escapeHtml(shell.nonce);
  const snapshot = `<script type="application/json" id="${STATE_ELEMENT_ID}" nonce="${nonce}">${serializeSnapshot(state)}</script>`;
  const loader =
    hasIslands && assets.entry
      ? `<script type="module" nonce="${nonce}" src="${escapeHtml(assets.entry)}"></script>`
      : '';
  const tracking =
    impressionsScript(impressions, shell.site.currency, shell.nonce) +
    promotionsScript(promotions, shell.nonce) +
    interactionScript(shell.nonce);
  return `${snapshot}${tracking}${loader}</body></html>`;
};
