/**
 * Every locale complete: a shopper walks home, a category, a product, the cart (after adding the
 * product) and the checkout of each non-English site, and no English interface text is left on
 * the way. What is looked at: the visible text nodes, the options of selects and the document
 * title. What counts as English: a value of the English message catalogue that the site's own
 * catalogue translates differently, and the sandbox's English catalogue words (colour, category,
 * product type and size names, gender prefixes, shipping methods and delivery times, promotion
 * callouts, product descriptions and feature bullets) that the language's dictionary does not
 * also use. Reviews and questions are the shoppers' own text, and are left out.
 */
import { expect, type Page, test } from '@playwright/test';
import { messagesFor } from '../../client/i18n';
import { authText } from '../../client/i18n/auth';
import { checkoutText } from '../../client/i18n/checkout';
import type { Messages } from '../../client/i18n/en';
import { pageTitles } from '../../client/i18n/page-titles';
import { PALETTE, PRODUCT_TYPES } from '../../sandbox/seed/catalog';
import { PROMOTION_TEXT, SHIPPING_METHOD_TEXT } from '../../sandbox/seed/i18n/commerce';
import { FEATURE_TEXT } from '../../sandbox/seed/i18n/copy';
import {
  ADJECTIVES,
  CATEGORY_NAMES,
  COLOR_NAMES,
  GENDERS,
  type Lang,
  NOUNS,
  SIZE_WORDS,
} from '../../sandbox/seed/i18n/words';
import { COUPONS, PROMOTIONS } from '../../sandbox/src/commerce/promotions';
import { HOME_METHODS, OTHER_METHODS } from '../../sandbox/src/commerce/shipments';
import { islandsHydrated, reachIslands, SANDBOX_URL } from './helpers';

/** The sandbox's outbox (live reset links, gift card PINs) answers only its admin key. */
const SANDBOX_ADMIN = { headers: { 'x-sandbox-admin': 'sandbox-admin-key' } };

const WALKS: { locale: string; lang: Exclude<Lang, 'en'> }[] = [
  { locale: 'fr-ca', lang: 'fr' },
  { locale: 'de-de', lang: 'de' },
  { locale: 'fr-fr', lang: 'fr' },
  { locale: 'it-it', lang: 'it' },
];

/** The shoppers' own text: reviews and questions. */
const PRODUCT_COPY = '.reviews__list, .questions__list';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A template to a pattern: `{name}` and `{money:2000}` stand for any text. */
const pattern = (template: string) =>
  template
    .split(/\{[\w:]+\}/)
    .map(escapeRegExp)
    .join('.+?');

const en = messagesFor('en');
const enTitles = pageTitles('en');

/** English catalogue values the language translates (whole text nodes, placeholders as wildcards). */
const untranslatedMessages = (messages: Messages, lang: Exclude<Lang, 'en'>): RegExp[] =>
  [
    ...(Object.keys(en) as (keyof Messages)[])
      .filter((key) => messages[key] !== en[key])
      .map((key) => en[key]),
    ...(Object.keys(enTitles) as (keyof typeof enTitles)[])
      .filter((key) => pageTitles(lang)[key] !== enTitles[key])
      .map((key) => enTitles[key]),
    // The identity pages' titles ("Sign in | Ridgeline" on fr-ca was one).
    ...(['signInTitle', 'signUpTitle'] as const)
      .filter((key) => authText(lang)[key] !== authText('en')[key])
      .map((key) => authText('en')[key]),
  ]
    // Templates that are mostly placeholders ("{name}", "{count} ×") would match anything.
    .filter((value) => (value.replace(/\{\w+\}/g, '').match(/\p{L}/gu) ?? []).length >= 3)
    .map((value) => new RegExp(`^${pattern(value.trim())}$`));

/** Every string the language's dictionaries hold: an English word found among them is that language's too. */
const dictionaryText = (lang: Exclude<Lang, 'en'>): string =>
  [
    ...Object.values(COLOR_NAMES).map((n) => n[lang]),
    ...Object.values(CATEGORY_NAMES).map((n) => n[lang]),
    ...Object.values(NOUNS).map((n) => n[lang][0]),
    ...Object.values(SIZE_WORDS).map((n) => n[lang]),
    ...Object.values(GENDERS).map((n) => n[lang]),
    ...Object.values(SHIPPING_METHOD_TEXT).flatMap((m) => [m.label[lang], m.deliveryTime[lang]]),
    ...Object.values(PROMOTION_TEXT).flatMap((p) => [p.name[lang], p.callout[lang]]),
    ...Object.values(ADJECTIVES).flatMap((a) =>
      'compound' in a[lang] ? [] : Object.values(a[lang] as Record<string, string>),
    ),
  ].join(' | ');

/** The sandbox's English catalogue phrases, as they would show untranslated. */
const ENGLISH_SEED_PHRASES: string[] = [
  ...Object.values(PALETTE).map((c) => c.name),
  ...Object.keys(CATEGORY_NAMES),
  ...Object.values(PRODUCT_TYPES).map((t) => t.noun),
  ...Object.keys(ADJECTIVES),
  ...Object.keys(SIZE_WORDS),
  ...Object.values(GENDERS).map((g) => g.en),
  ...[...Object.values(HOME_METHODS), ...Object.values(OTHER_METHODS)].flatMap((m) => [
    m.label,
    m.deliveryTime,
  ]),
  ...[...Object.values(PROMOTIONS), ...COUPONS.values()].flatMap((p) => [p.name, ...p.callout.split('|')]),
  ...Object.keys(FEATURE_TEXT),
  'built for long days outside',
];

const untranslatedSeedWords = (lang: Exclude<Lang, 'en'>): RegExp[] => {
  const own = dictionaryText(lang);
  return [...new Set(ENGLISH_SEED_PHRASES)]
    .filter((phrase) => !new RegExp(`(^|[^\\p{L}])${pattern(phrase)}($|[^\\p{L}])`, 'u').test(own))
    .map((phrase) => new RegExp(`(^|[^\\p{L}])${pattern(phrase)}($|[^\\p{L}])`, 'u'));
};

/** What the shopper reads on the page: visible text nodes outside product copy, select options, the title. */
const pageText = (page: Page): Promise<string[]> =>
  page.evaluate((copy) => {
    // The title whole and in its parts ("Panier | Ridgeline").
    const out = new Set<string>([document.title, ...document.title.split(/ [|—] /)]);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!text || !parent || parent.closest(`script, style, template, ${copy}`)) continue;
      if (parent.checkVisibility()) out.add(text);
    }
    for (const option of document.querySelectorAll('option')) out.add(option.text.trim());
    return [...out];
  }, PRODUCT_COPY);

/** Collects the English interface text of the pages it is shown (`look(step)` after each step). */
const englishFinder = (page: Page, lang: Exclude<Lang, 'en'>) => {
  const checks = [...untranslatedMessages(messagesFor(lang), lang), ...untranslatedSeedWords(lang)];
  const found: string[] = [];
  const look = async (step: string) => {
    for (const text of await pageText(page)) {
      const hit = checks.find((re) => re.test(text));
      if (hit) found.push(`${step}: "${text}" (${hit.source})`);
    }
  };
  return { found, look };
};

for (const { locale, lang } of WALKS) {
  test(`@desktop-only ${locale}: home, category, product, cart and checkout read in the site's language`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const messages = messagesFor(lang);
    const { found, look } = englishFinder(page, lang);

    await page.goto(`/${locale}`);
    await look('home');

    // Men › Clothing › Jackets: the canonical slug comes from the catalogue (301).
    await page.goto(`/${locale}/c/jackets-110011`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await look('category');

    await page.locator('#listing').getByRole('heading', { level: 3 }).first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/p/`));
    await look('product');

    await addFirstSize(page, messages);
    await look('mini cart');

    await page.goto(`/${locale}/cart`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await look('cart');

    await page.goto(`/${locale}/checkout`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await look('checkout');

    // Pages whose titles were English: the identity pages, a search, and a page that is not there.
    for (const path of ['sign-in', 'sign-up', 'search?q=veste', 'no-such-page']) {
      await page.goto(`/${locale}/${path}`);
      await look(path);
    }

    expect(found, `English text on ${locale}`).toEqual([]);
  });
}

/** On a product page: chooses the first size in stock, adds it and sees the mini cart open. */
const addFirstSize = async (page: Page, messages: ReturnType<typeof messagesFor>) => {
  await reachIslands(page, 'AddToCart');
  await page
    .getByRole('group', { name: messages.size })
    .getByRole('radio', { disabled: false })
    .first()
    .check({ force: true });
  await page.getByRole('button', { name: messages.addToCart }).click();
  await expect(page.getByRole('dialog', { name: messages.miniCartTitle })).toBeVisible();
};

/**
 * A French shopper's order: autosuggest offers French words, the order confirmation names the
 * lines in French with French typography, and the confirmation e-mail in the sandbox outbox is
 * written in French. fr-fr is the walk's French site with a French address.
 */
test('@desktop-only fr-fr: autosuggest, the order confirmation and its e-mail read French', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const locale = 'fr-fr';
  const messages = messagesFor('fr');
  const text = checkoutText('fr');
  const { found, look } = englishFinder(page, 'fr');

  await page.goto(`/${locale}`);
  const box = page.getByRole('combobox', { name: messages.search });
  await box.fill('ves');
  const listbox = page.getByRole('listbox', { name: messages.search });
  const terms = listbox.getByRole('group', { name: messages.suggestTerms }).getByRole('option');
  await expect(terms.first()).toBeVisible();
  await expect(terms.filter({ hasText: /^veste$/ })).toHaveCount(1);
  await expect(terms.filter({ hasText: /^vest$/ })).toHaveCount(0);
  await box.fill('jack');
  await expect(listbox.getByRole('group', { name: messages.suggestProducts })).toBeVisible();
  await expect(listbox.getByRole('group', { name: messages.suggestTerms })).toHaveCount(0);
  await look('autosuggest');
  await box.press('Escape');

  await page.goto(`/${locale}/c/jackets-110011`);
  await page.locator('#listing').getByRole('heading', { level: 3 }).first().getByRole('link').click();
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await addFirstSize(page, messages);

  const email = `fr-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto(`/${locale}/checkout`);
  await page.getByRole('textbox', { name: text.email, exact: true }).fill(email);
  await page.getByRole('textbox', { name: text.firstName, exact: true }).fill('Ada');
  await page.getByRole('textbox', { name: text.lastName, exact: true }).fill('Lovelace');
  await page.getByRole('textbox', { name: text.addressLine1, exact: true }).fill('10 Rue de Rivoli');
  await page.getByRole('textbox', { name: text.city, exact: true }).fill('Paris');
  await page.getByRole('textbox', { name: text.postalCode, exact: true }).fill('75001');
  await page.getByRole('textbox', { name: text.phone, exact: true }).fill('+33 1 42 60 30 00');
  await page.getByRole('button', { name: text.continueToBilling }).click();
  await expect(page).toHaveURL(/step=billing/);
  await islandsHydrated(page, 'CardField');
  await page.getByLabel(text.cardNumber).fill('4242 4242 4242 4242');
  await page.getByLabel(text.cardExpiry).fill('12/31');
  await page.getByLabel(text.cardCvc).fill('123');
  const holder = page.getByLabel(text.cardHolder);
  if ((await holder.inputValue()) === '') await holder.fill('Ada Lovelace');
  await page.getByRole('button', { name: text.continueToSummary }).click();
  await expect(page).toHaveURL(/step=summary/);
  await page.getByRole('button', { name: text.placeOrder }).click();
  await expect(page.getByRole('heading', { level: 1, name: text.confirmationTitle })).toBeVisible();
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  await look('confirmation');
  const orderNumber = /RL\d{10}/.exec(
    (await page
      .getByText(/RL\d{10}/)
      .first()
      .textContent())!,
  )![0];

  const outbox = (await (
    await request.get(
      `${SANDBOX_URL}/__outbox?to=${encodeURIComponent(email)}&ref=${orderNumber}`,
      SANDBOX_ADMIN,
    )
  ).json()) as { messages: { subject: string; body: string }[] };
  const mail = outbox.messages[0]!;
  expect(mail.subject).toBe(`Votre commande Ridgeline ${orderNumber}`);
  expect(mail.body).toContain(`Merci pour votre commande ${orderNumber}.`);
  expect(mail.body).toContain(`1 × ${name} (`);
  expect(mail.body).toContain('Total\u00a0: ');
  expect(mail.body).not.toMatch(/Thank you|Shipping:|Paid with/);

  expect(found, 'English text on fr-fr').toEqual([]);
});
