/**
 * Interface text by site language, and the tiny helpers that fill `{placeholders}` and pick plural
 * forms. Server components read the whole catalogue; islands get only `ISLAND_MESSAGE_KEYS` through
 * the state snapshot.
 */
import { Memo, memo } from '../../shared/contract/memo';
import type { Site } from '../../shared/site';
import { de } from './de';
import { en, type MessageKey, type Messages } from './en';
import { fr } from './fr';
import { it } from './it';

export type { MessageKey, Messages };

const CATALOGUES: Record<Site['language'], Messages> = { en, fr, de, it };

/**
 * What a site writes differently from its language's catalogue. The English catalogue is
 * Commonwealth English ("Colour"), which en-gb and en-ca keep; US English spells these the
 * American way. Only the differing keys are listed, so a new key is never missing here.
 */
export const LOCALE_OVERRIDES: Readonly<Record<string, Partial<Messages>>> = {
  'en-us': {
    refine_color: 'Color',
    color: 'Color',
    colorsAvailable_one: '{count} color',
    colorsAvailable_other: '{count} colors',
  },
};

const overlaid = new WeakMap<object, WeakMap<object, object>>();

/**
 * A catalogue with a site's own spellings over it (`LOCALE_OVERRIDES` here, its like in the
 * smaller catalogues), made once per pair so a page's text stays one object (`islandMessages`
 * keys its cache by it).
 */
export const overlay = <T extends object>(base: T, overrides: Partial<T> | undefined): T => {
  if (!overrides) return base;
  let byOverrides = overlaid.get(base);
  if (!byOverrides) {
    byOverrides = new WeakMap();
    overlaid.set(base, byOverrides);
  }
  let merged = byOverrides.get(overrides) as T | undefined;
  if (!merged) {
    merged = { ...base, ...overrides };
    byOverrides.set(overrides, merged);
  }
  return merged;
};

/**
 * The interface text of a site: its language's catalogue with the site's own spellings over it.
 * Pass the site's locale wherever text is shown on a site; the language alone gives the plain
 * catalogue.
 */
export const messagesFor = (language: Site['language'], locale?: string): Messages =>
  overlay(CATALOGUES[language] ?? en, locale ? LOCALE_OVERRIDES[locale] : undefined);

/** A partial catalogue (what islands receive); missing keys fall back to the key itself. */
export type MessageSource = Partial<Messages>;

export const format = (template: string, vars?: Record<string, string | number>): string =>
  vars
    ? template.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m))
    : template;

export const t = (messages: MessageSource, key: MessageKey, vars?: Record<string, string | number>): string =>
  format(messages[key] ?? key, vars);

type PluralBase<K> = K extends `${infer B}_one` ? B : never;

type PluralForms = { rules: Intl.PluralRules; forms: Memo<number, 'one' | 'other'> };
/**
 * Each language tag's rules and its answer per count, kept: the rules' `select` goes into ICU, and
 * every page asks it the same few counts (the cart button's count is in every header). Per tag
 * (the sites' few), and at most 1,000 counts per tag.
 */
const plurals = memo<string, PluralForms>({ name: 'i18n/plural-forms', max: 32 });
const makePlurals = (languageTag: string): PluralForms => ({
  rules: new Intl.PluralRules(languageTag),
  forms: new Memo({ name: `i18n/plural-forms/${languageTag}`, max: 1000 }),
});

const pluralForm = (languageTag: string, count: number): 'one' | 'other' => {
  const { rules, forms } = plurals.getOrCreate(languageTag, makePlurals);
  const known = forms.get(count);
  if (known) return known;
  return forms.set(count, rules.select(count) === 'one' ? 'one' : 'other');
};

/**
 * Picks `{base}_one` or `{base}_other` by the language's plural rules and fills `{count}`. Any
 * catalogue with such a pair works (the main one, lists, …); missing keys fall back to the key.
 */
export const plural = <M extends { [key: string]: string | undefined } = MessageSource>(
  messages: M,
  languageTag: string,
  base: PluralBase<keyof M>,
  count: number,
  vars?: Record<string, string | number>,
): string => {
  const key = `${base}_${pluralForm(languageTag, count)}`;
  return format(messages[key] ?? key, { count, ...vars });
};

/** Ids whose server message is shown as it is (commerce spec section 8: "INV406: server message shown"). */
const SERVER_MESSAGE_FIRST: ReadonlySet<string> = new Set(['INV406']);

/**
 * Message for an error id (commerce spec section 8), else the server's message, else generic. For
 * SERVER_MESSAGE_FIRST ids the server's message comes first; the catalogue covers a no-script
 * redirect, which carries only the id.
 */
export const errorMessage = (
  messages: MessageSource,
  errorId: string | undefined,
  serverMessage?: string,
): string => {
  if (errorId && serverMessage && SERVER_MESSAGE_FIRST.has(errorId)) return serverMessage;
  const key = `error_${errorId}` as MessageKey;
  return (errorId && messages[key]) || serverMessage || t(messages, 'genericError');
};

/** The keys the islands need at runtime; serialized once into the state snapshot. */
export const ISLAND_MESSAGE_KEYS = [
  'search',
  'searchPlaceholder',
  'resultCount_one',
  'resultCount_other',
  'suggestTerms',
  'suggestCategories',
  'suggestProducts',
  'suggestionsAvailable_one',
  'suggestionsAvailable_other',
  'quickShop',
  'viewDetails',
  'loading',
  'cart',
  'cartCount_one',
  'cartCount_other',
  'miniCartTitle',
  'miniCartAdding',
  'miniCartEmpty',
  'deliveryKind_pickup',
  'deliveryKind_sts',
  'deliveryKind_pudo',
  'viewCart',
  'checkout',
  'close',
  'subtotal',
  'qtyShort',
  'color',
  'size',
  'quantity',
  'addToCart',
  'adding',
  'addedToCart',
  // The product page's upsell (client/islands/Upsell.tsx).
  'completeTheLook',
  'upsellAdd',
  'upsellAddNamed',
  'somethingWentWrong',
  'outOfStock',
  'selectSize',
  'originalPrice',
  'currentPrice',
  'percentOff',
  'lowestPrice',
  'price',
  'showSizePrice',
  'productImages',
  'imageOf',
  'enlargeImage',
  'zoomIn',
  'zoomOut',
  'previous',
  'next',
  'genericError',
  'error_INV408',
  'error_INV700',
  'error_INV406',
  'error_BSK404',
  'error_BSK409',
  'error_GEN500',
  'decreaseQty',
  'increaseQty',
  'cartPageTitle',
  'cartItemsHeading',
  'continueShopping',
  'update',
  'remove',
  'removeItem',
  'quantityFor',
  'unitPrice',
  'orderSummary',
  'discounts',
  'shipping',
  'shippingFree',
  'tax',
  'taxIncluded',
  'total',
  'remainingToPay',
  'paidByGiftCards',
  'giftCardAmount',
  'couponLabel',
  'applyCoupon',
  'removeCoupon',
  'couponNotApplied',
  'spendMoreFreeShipping',
  'gift',
  'notifications',
  'dismiss',
  'updating',
  'yourCoupons',
  'error_INV408_max',
  'error_PRM130',
  'error_PRM140',
  'error_PRM150',
  'error_PRM160',
  'error_PRM170',
  'error_GWP403',
  'error_GWP403_qty',
  'error_AUT498',
  'error_API400',
  'error_API404',
  'error_INV700_cart',
  'error_INV409',
  'error_ORD430',
  'error_PRC409',
  'stock_partial',
  'stock_changeTo',
  'stock_soldOut',
  'stock_notAvailable',
] as const satisfies readonly MessageKey[];

/**
 * `pick` made once per catalogue object (catalogues live as long as the isolate): a page asks for
 * its islands' share of the text on every request, and the same object back lets a `shareable`
 * one be stringified once.
 */
export const oncePerCatalogue = <S extends object, T>(pick: (source: S) => T): ((source: S) => T) => {
  const picked = new WeakMap<S, T>();
  return (source) => {
    if (picked.has(source)) return picked.get(source) as T;
    const value = pick(source);
    picked.set(source, value);
    return value;
  };
};

/** The islands' share of a catalogue, picked once per catalogue (every page's state carries it). */
export const islandMessages = oncePerCatalogue(
  (messages: Messages): MessageSource => Object.fromEntries(ISLAND_MESSAGE_KEYS.map((k) => [k, messages[k]])),
);

/** The message for a validator's failure code (`v_{code}`), or nothing when the field is valid. */
export const fieldMessage = (text: MessageSource, code: string | undefined, vars: Record<string, number>) =>
  code ? format(text[`v_${code}` as MessageKey] ?? t(text, 'v_required'), vars) : '';
