/**
 * Content in French typography (`frenchTypography`): every text of an item, a nested item or a
 * pop-up as the content service sent it (titles, body and rich-text HTML, button and link texts,
 * alt texts), so what editors write later is covered too. Applied where every item renders
 * (`ContentItemView`) and to pop-ups, before the component and its island props see the item, so
 * the server HTML and the hydrated island agree; and where a page's own texts enter rendering
 * outside its items: a static page's or an article's head, crumbs, child pages and related
 * articles (`StaticPageMain`), the footer's columns and legal links (`Footer`). Addresses, ids and
 * product cards are not text.
 */
import { memoPer } from '../../shared/contract/memo';
import { frenchTypography } from '../i18n/french-typography';

/** Keys whose values are no text to typeset: addresses, identifiers, catalogue product cards. */
const NOT_TEXT = new Set([
  'id',
  'type',
  'url',
  'href',
  'src',
  'path',
  'slug',
  'products',
  'filterBy',
  'condition',
]);
const isNotText = (key: string) => NOT_TEXT.has(key) || /(?:Url|Id|Ids)$/.test(key);

const typeset = (value: unknown): unknown => {
  if (typeof value === 'string') return frenchTypography(value);
  if (Array.isArray(value)) return value.map(typeset);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) out[key] = isNotText(key) ? inner : typeset(inner);
    return out;
  }
  return value;
};

/**
 * Per content object (the upstream cache's parsed item, kept for its life): its French copy, made
 * once, so repeated renders and the shared-HTML caches keyed on the object see one copy.
 */
const copies = memoPer<object, 'fr', object>({ name: 'sections/french-content', max: 1 });

/** `content` with its texts in French typography when `language` is French; else `content` itself. */
export const inFrenchTypography = <T extends object>(content: T, language: string): T =>
  language === 'fr' ? (copies.of(content).getOrCreate('fr', () => typeset(content) as object) as T) : content;
