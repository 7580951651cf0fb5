/**
 * Content documents per site and language: the home page, the error-4xx page, the mega menu and the
 * footer. Product carousels store product ids; the content API resolves them into product cards at
 * request time, so prices and currency always follow the catalogue and the site.
 */
import type { Footer, MegaMenuNode, Menu } from '../../shared/contract/content';
import { LOCALES } from '../src/sites';
import type { Catalog, CategoryRow, ProductRow } from './catalog';
import { BLOCK_SEEDS } from './content-blocks';
import { editorialPages, fragments, popups, productContent } from './content-editorial';
import {
  type BlockSeedContext,
  type ContentRow,
  contentImage,
  type Lang,
  type ProductPicks,
  type StoredCarouselItem,
  type StoredPage,
} from './content-types';
import { categoryName as localizedCategoryName } from './i18n/names';
import { promiseWriter, RETURN_DAYS } from './promises';

const T: Record<string, Record<Lang, string>> = {
  heroEyebrow: { en: 'New season', fr: 'Nouvelle saison', de: 'Neue Saison', it: 'Nuova stagione' },
  heroTitle: {
    en: 'Made for the long way up',
    fr: 'Conçu pour la longue montée',
    de: 'Gemacht für den langen Aufstieg',
    it: 'Fatto per la lunga salita',
  },
  heroSubtitle: {
    en: 'Shells, boots and packs tested above the treeline.',
    fr: 'Vestes, chaussures et sacs testés au-dessus des arbres.',
    de: 'Jacken, Schuhe und Rucksäcke, getestet über der Baumgrenze.',
    it: 'Giacche, scarponi e zaini testati oltre il limite del bosco.',
  },
  heroLifestyleEyebrow: {
    en: 'Weekend ready',
    fr: 'Prêt pour le week-end',
    de: 'Bereit fürs Wochenende',
    it: 'Pronti per il weekend',
  },
  heroLifestyleTitle: {
    en: 'Out the door by sunrise',
    fr: 'Dehors dès le lever du soleil',
    de: 'Bei Sonnenaufgang draußen',
    it: 'Fuori all’alba',
  },
  heroLifestyleSubtitle: {
    en: 'Layers and boots for the first light on the trail.',
    fr: 'Couches et chaussures pour les premières lueurs sur le sentier.',
    de: 'Schichten und Schuhe für das erste Licht auf dem Pfad.',
    it: 'Strati e scarponi per la prima luce sul sentiero.',
  },
  shopMen: { en: 'Shop men', fr: 'Homme', de: 'Herren', it: 'Uomo' },
  shopWomen: { en: 'Shop women', fr: 'Femme', de: 'Damen', it: 'Donna' },
  newArrivals: { en: 'New arrivals', fr: 'Nouveautés', de: 'Neuheiten', it: 'Novità' },
  bestsellers: { en: 'Bestsellers', fr: 'Meilleures ventes', de: 'Bestseller', it: 'I più venduti' },
  shopAll: { en: 'Shop all', fr: 'Tout voir', de: 'Alle ansehen', it: 'Vedi tutto' },
  categoriesTitle: {
    en: 'Shop by category',
    fr: 'Acheter par catégorie',
    de: 'Nach Kategorie einkaufen',
    it: 'Acquista per categoria',
  },
  bannerTitle: {
    en: 'Rain-ready shells',
    fr: 'Vestes prêtes pour la pluie',
    de: 'Regenfeste Jacken',
    it: 'Giacche pronte per la pioggia',
  },
  bannerSubtitle: {
    en: 'Waterproof, breathable, packable.',
    fr: 'Imperméables, respirantes, compressibles.',
    de: 'Wasserdicht, atmungsaktiv, packbar.',
    it: 'Impermeabili, traspiranti, comprimibili.',
  },
  splitTitle: {
    en: 'Boots that go the distance',
    fr: 'Des chaussures qui tiennent la distance',
    de: 'Stiefel für jede Distanz',
    it: 'Scarponi che fanno strada',
  },
  splitText: {
    en: 'Grippy, waterproof and broken in from the first mile.',
    fr: 'Adhérentes, imperméables et confortables dès le premier kilomètre.',
    de: 'Griffig, wasserdicht und vom ersten Kilometer an bequem.',
    it: 'Aderenti, impermeabili e comodi dal primo chilometro.',
  },
  shopBoots: { en: 'Shop boots', fr: 'Voir les chaussures', de: 'Stiefel ansehen', it: 'Vedi gli scarponi' },
  storyTitle: {
    en: 'Built to last, made to repair',
    fr: 'Conçu pour durer, fait pour être réparé',
    de: 'Gebaut für lange Zeit, gemacht zum Reparieren',
    it: 'Costruito per durare, fatto per essere riparato',
  },
  storyText: {
    en: 'Every Ridgeline piece carries a lifetime repair promise.',
    fr: 'Chaque article Ridgeline bénéficie d’une promesse de réparation à vie.',
    de: 'Für jedes Ridgeline-Teil gilt unser lebenslanges Reparaturversprechen.',
    it: 'Ogni capo Ridgeline ha una promessa di riparazione a vita.',
  },
  storyRepairsTitle: {
    en: 'Repairs for life, on us',
    fr: 'Des réparations à vie, offertes',
    de: 'Reparaturen ein Leben lang, von uns',
    it: 'Riparazioni a vita, offerte da noi',
  },
  storyRepairsText: {
    en: 'Torn shell, worn sole, broken buckle: send it in and we fix it.',
    fr: 'Veste déchirée, semelle usée, boucle cassée : envoyez-la, nous la réparons.',
    de: 'Gerissene Jacke, abgelaufene Sohle, kaputte Schnalle: Schicken Sie sie ein, wir reparieren sie.',
    it: 'Giacca strappata, suola consumata, fibbia rotta: inviacela e la ripariamo.',
  },
  storyRepairsLink: {
    en: 'How repairs work',
    fr: 'Comment fonctionnent les réparations',
    de: 'So funktionieren Reparaturen',
    it: 'Come funzionano le riparazioni',
  },
  returnsLine: {
    en: `Free returns within ${RETURN_DAYS} days`,
    fr: `Retours gratuits sous ${RETURN_DAYS} jours`,
    de: `Kostenlose Rücksendung innerhalb von ${RETURN_DAYS} Tagen`,
    it: `Resi gratuiti entro ${RETURN_DAYS} giorni`,
  },
  returnsLineLink: {
    en: 'Returns and delivery',
    fr: 'Retours et livraison',
    de: 'Rücksendung und Versand',
    it: 'Resi e spedizione',
  },
  cartNudgeTitle: {
    en: 'Your cart is waiting for you',
    fr: 'Votre panier vous attend',
    de: 'Ihr Warenkorb wartet auf Sie',
    it: 'Il tuo carrello ti aspetta',
  },
  cartNudgeLink: {
    en: 'Complete your order',
    fr: 'Finaliser ma commande',
    de: 'Bestellung abschließen',
    it: 'Completa l’ordine',
  },
  storyLink: {
    en: 'How returns work',
    fr: 'Comment fonctionnent les retours',
    de: 'So funktionieren Rücksendungen',
    it: 'Come funzionano i resi',
  },
  notFoundTitle: {
    en: "We can't find that page",
    fr: 'Page introuvable',
    de: 'Diese Seite wurde nicht gefunden',
    it: 'Pagina non trovata',
  },
  notFoundText: {
    en: 'The page may have moved. Try the menu, or start from one of our bestsellers.',
    fr: 'La page a peut-être été déplacée. Essayez le menu ou nos meilleures ventes.',
    de: 'Die Seite wurde vielleicht verschoben. Versuchen Sie das Menü oder unsere Bestseller.',
    it: 'La pagina potrebbe essere stata spostata. Prova il menu o i nostri più venduti.',
  },
  backHome: {
    en: 'Back to the home page',
    fr: 'Retour à l’accueil',
    de: 'Zur Startseite',
    it: 'Torna alla home',
  },
  homeTitle: {
    en: 'Ridgeline | Outdoor clothing, boots and packs',
    fr: 'Ridgeline | Vêtements, chaussures et sacs outdoor',
    de: 'Ridgeline | Outdoor-Bekleidung, Schuhe und Rucksäcke',
    it: 'Ridgeline | Abbigliamento, calzature e zaini outdoor',
  },
  homeDescription: {
    en: 'Outdoor clothing, footwear and packs from Ridgeline.',
    fr: 'Vêtements, chaussures et sacs outdoor Ridgeline.',
    de: 'Outdoor-Bekleidung, Schuhe und Rucksäcke von Ridgeline.',
    it: 'Abbigliamento, calzature e zaini outdoor Ridgeline.',
  },
  shop: { en: 'Shop', fr: 'Boutique', de: 'Shop', it: 'Negozio' },
  help: { en: 'Help', fr: 'Besoin d’aide ?', de: 'Hilfe', it: 'Aiuto' },
  social: {
    en: 'Ridgeline on social media',
    fr: 'Ridgeline sur les réseaux sociaux',
    de: 'Ridgeline in den sozialen Medien',
    it: 'Ridgeline sui social',
  },
  about: { en: 'About Ridgeline', fr: 'À propos', de: 'Über Ridgeline', it: 'Chi siamo' },
  returns: { en: 'Returns', fr: 'Retours', de: 'Rücksendungen', it: 'Resi' },
  contact: { en: 'Contact us', fr: 'Une question ? Écrivez-nous', de: 'Kontakt', it: 'Contattaci' },
  stores: { en: 'Store locator', fr: 'Trouver un magasin', de: 'Filialsuche', it: 'Trova negozio' },
  story: { en: 'Our story', fr: 'Notre histoire', de: 'Unsere Geschichte', it: 'La nostra storia' },
  repair: { en: 'Repairs', fr: 'Réparations', de: 'Reparaturen', it: 'Riparazioni' },
  terms: {
    en: 'Terms of use',
    fr: 'Conditions d’utilisation',
    de: 'Nutzungsbedingungen',
    it: 'Condizioni d’uso',
  },
  privacy: { en: 'Privacy', fr: 'Confidentialité', de: 'Datenschutz', it: 'Privacy' },
  returnPolicy: {
    en: 'Return policy',
    fr: 'Politique de retour',
    de: 'Rückgaberecht',
    it: 'Politica di reso',
  },
  copyright: {
    en: 'All rights reserved.',
    fr: 'Tous droits réservés.',
    de: 'Alle Rechte vorbehalten.',
    it: 'Tutti i diritti riservati.',
  },
};

/** A category's name in `lang` (every level; the dictionary lives in `i18n/words.ts`). */
export const categoryName = (row: Pick<CategoryRow, 'name'>, lang: Lang): string =>
  localizedCategoryName(row.name, lang);

export const categoryPath = (locale: string, row: Pick<CategoryRow, 'slug' | 'id'>): string =>
  `/${locale}/c/${row.slug}-${row.id}`;

const childrenOf = (categories: CategoryRow[]) => {
  const map = new Map<string | null, CategoryRow[]>();
  for (const c of categories) {
    const list = map.get(c.parent_id) ?? [];
    list.push(c);
    map.set(c.parent_id, list);
  }
  for (const list of map.values()) list.sort((a, b) => a.sort - b.sort);
  return (id: string | null) => map.get(id) ?? [];
};

const buildMenu = (catalog: Catalog, locale: string, lang: Lang): Menu => {
  const kids = childrenOf(catalog.categories);
  const node = (c: CategoryRow, withChildren: boolean): MegaMenuNode => ({
    id: c.id,
    title: categoryName(c, lang),
    target: { url: categoryPath(locale, c) },
    ...(withChildren && kids(c.id).length > 0 ? { children: kids(c.id).map((k) => node(k, true)) } : {}),
  });
  return {
    id: `menu-${locale}`,
    items: kids(null).map((l1) => ({
      id: l1.id,
      title: categoryName(l1, lang),
      target: { url: categoryPath(locale, l1) },
      overrideShopAll: `${T.shopAll![lang]} ${categoryName(l1, lang)}`,
      columns: kids(l1.id).map((l2) => ({
        id: l2.id,
        title: categoryName(l2, lang),
        children: kids(l2.id).map((l3) => node(l3, true)),
      })),
    })),
  };
};

const buildFooter = (catalog: Catalog, locale: string, lang: Lang): Footer => {
  const roots = childrenOf(catalog.categories)(null);
  const t = (key: string) => T[key]![lang];
  return {
    id: `footer-${locale}`,
    columns: [
      {
        id: 'shop',
        title: t('shop'),
        links: roots.map((c) => ({ text: categoryName(c, lang), url: categoryPath(locale, c) })),
      },
      {
        id: 'help',
        title: t('help'),
        links: [
          { text: t('returns'), url: `/${locale}/help/returns/how-to-return` },
          { text: t('contact'), url: `/${locale}/contact-us` },
          { text: t('stores'), url: `/${locale}/store-locator` },
        ],
      },
      {
        id: 'about',
        title: t('about'),
        links: [
          { text: t('story'), url: `/${locale}/about` },
          { text: t('repair'), url: `/${locale}/help/repairs` },
        ],
      },
    ],
    // The footer call's own items: rendered by the storefront like a section's.
    items: [
      {
        id: 'footer-social',
        type: 'social-links',
        // Its own name: a page may place the brand's social links too, and landmarks need distinct names.
        title: t('social'),
        links: [
          { network: 'instagram', url: 'https://www.instagram.com/', text: 'Instagram' },
          { network: 'facebook', url: 'https://www.facebook.com/', text: 'Facebook' },
          { network: 'pinterest', url: 'https://www.pinterest.com/', text: 'Pinterest' },
        ],
      },
    ],
    legalLinks: [
      { text: t('terms'), url: `/${locale}/brand-terms` },
      { text: t('privacy'), url: `/${locale}/privacy` },
      { text: t('returnPolicy'), url: `/${locale}/help/returns/how-to-return` },
    ],
    copyright: `© 2026 Ridgeline. ${t('copyright')}`,
  };
};

const carousel = (
  id: string,
  title: string,
  productIds: string[],
  target?: { text: string; url: string },
  recommendations?: StoredCarouselItem['recommendations'],
): StoredCarouselItem => ({
  id,
  type: 'product-carousel',
  title,
  ...(target ? { target } : {}),
  ...(recommendations ? { recommendations } : {}),
  breakpoints: {
    sm: { type: 'carousel', slideWidth: '75%', showArrows: false, showIndicators: true },
    md: { type: 'carousel', slideWidth: '33%', showArrows: true },
    lg: { type: 'carousel', slideWidth: '25%', showArrows: true, loop: false },
  },
  showPagination: true,
  productIds,
});

const buildPages = (catalog: Catalog, locale: string, lang: Lang, picks: ProductPicks): StoredPage[] => {
  const t = (key: string) => T[key]![lang];
  const roots = childrenOf(catalog.categories)(null);
  const root = (name: string) => roots.find((c) => c.name === name)!;
  const bootsCategory = catalog.categories.find((c) => c.slug === 'footwear-hiking-boots')!;
  const rainCategory = catalog.categories.find((c) => c.slug === 'men-clothing-jackets-rain')!;
  const home: StoredPage = {
    id: `home-${locale}`,
    slug: 'home',
    seo: { title: t('homeTitle'), description: t('homeDescription') },
    sections: [
      {
        name: 'hero',
        items: [
          {
            // Experience 1001 of the decision service (seed/decisions.ts): the baseline hero
            // against a lifestyle picture, the same kind of item so the slot keeps its size.
            id: 'home-hero-experiment',
            type: 'experiment',
            component: 'home-hero',
            experienceId: 1001,
            isFullWidth: true,
            baselines: [
              {
                id: 'home-hero',
                type: 'hero',
                eyebrow: t('heroEyebrow'),
                title: t('heroTitle'),
                subtitle: t('heroSubtitle'),
                media: contentImage('home-hero', t('heroTitle')),
                targets: [
                  { text: t('shopMen'), url: categoryPath(locale, root('Men')) },
                  { text: t('shopWomen'), url: categoryPath(locale, root('Women')) },
                ],
                colors: { text: '#ffffff' },
                isFullWidth: true,
                promotionTracking: {
                  creativeName: 'home-hero',
                  promotionId: 'PROMO-HERO',
                  promotionName: 'New season',
                },
              },
            ],
            variants: [
              {
                code: 'A',
                targets: [
                  {
                    id: 'home-hero-lifestyle',
                    type: 'hero',
                    eyebrow: t('heroLifestyleEyebrow'),
                    title: t('heroLifestyleTitle'),
                    subtitle: t('heroLifestyleSubtitle'),
                    media: contentImage('home-hero-lifestyle', t('heroLifestyleTitle')),
                    targets: [
                      { text: t('shopMen'), url: categoryPath(locale, root('Men')) },
                      { text: t('shopWomen'), url: categoryPath(locale, root('Women')) },
                    ],
                    colors: { text: '#ffffff' },
                    isFullWidth: true,
                    promotionTracking: {
                      creativeName: 'home-hero-lifestyle',
                      promotionId: 'PROMO-HERO-LIFESTYLE',
                      promotionName: 'Weekend ready',
                    },
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        name: 'new-arrivals',
        items: [
          carousel('home-new-arrivals', t('newArrivals'), picks.newArrivals, {
            text: t('shopAll'),
            url: categoryPath(locale, root('Men')),
          }),
        ],
      },
      {
        name: 'cart-nudge',
        items: [
          {
            // Experience 1005 (seed/decisions.ts), for shoppers whose cart has lines: a nudge to
            // complete the order against the returns line everyone else sees. Below the first
            // carousel, which stays near the fold (it brings React after the load event). Its decision depends
            // on the cart, so the page decides it again when the cart changes. One thin banner
            // either way: the slot keeps its height when it is swapped.
            id: 'home-cart-nudge',
            type: 'experiment',
            component: 'home-cart-nudge',
            experienceId: 1005,
            dependsOn: 'cart',
            baselines: [
              {
                id: 'home-returns-line',
                type: 'thin-banner',
                title: t('returnsLine'),
                targets: [{ text: t('returnsLineLink'), url: `/${locale}/help/returns` }],
                colors: { background: '#f2efe8', text: '#1f1f1f' },
              },
            ],
            variants: [
              {
                code: 'A',
                targets: [
                  {
                    id: 'home-cart-nudge-complete',
                    type: 'thin-banner',
                    title: t('cartNudgeTitle'),
                    targets: [{ text: t('cartNudgeLink'), url: `/${locale}/cart` }],
                    colors: { background: '#1f4d3a', text: '#ffffff' },
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        name: 'categories',
        items: [
          {
            id: 'home-category-cards',
            type: 'category-cards',
            title: t('categoriesTitle'),
            cards: roots.map((c) => ({
              id: c.id,
              title: categoryName(c, lang),
              media: contentImage(`category-${c.slug}`, categoryName(c, lang), 800, 1000),
              target: { text: categoryName(c, lang), url: categoryPath(locale, c) },
            })),
          },
        ],
      },
      {
        name: 'banners',
        lazy: true,
        items: [
          {
            id: 'home-rain-banner',
            type: 'image-banner',
            title: t('bannerTitle'),
            subtitle: t('bannerSubtitle'),
            media: contentImage('rain-shells', t('bannerTitle')),
            targets: [{ text: t('shopAll'), url: categoryPath(locale, rainCategory) }],
            alignment: 'left',
          },
          {
            id: 'home-boots-split',
            type: 'split-banner',
            title: t('splitTitle'),
            richText: t('splitText'),
            media: contentImage('boots-trail', t('splitTitle'), 1200, 1200),
            mediaPosition: 'left',
            targets: [{ text: t('shopBoots'), url: categoryPath(locale, bootsCategory) }],
            colors: { background: '#f2efe8', text: '#1f1f1f' },
          },
        ],
      },
      {
        name: 'bestsellers',
        lazy: true,
        // The second recommendation vendor's trending list; the picks when it does not answer.
        items: [
          carousel('home-bestsellers', t('bestsellers'), picks.bestsellers, undefined, {
            vendor: 'second',
            schemes: ['home_rr'],
          }),
        ],
      },
      {
        name: 'story',
        lazy: true,
        items: [
          {
            // Experience 1004 (seed/decisions.ts): the story against a repairs-first copy.
            id: 'home-story-experiment',
            type: 'experiment',
            component: 'home-story',
            experienceId: 1004,
            baselines: [
              {
                id: 'home-story',
                type: 'rich-text',
                title: t('storyTitle'),
                alignment: 'center',
                // The title is the section's heading: a heading block repeating it would print it twice.
                blocks: [
                  { kind: 'paragraph', text: t('storyText') },
                  { kind: 'link', text: t('storyLink'), url: `/${locale}/help/returns/how-to-return` },
                ],
              },
            ],
            variants: [
              {
                code: 'A',
                targets: [
                  {
                    id: 'home-story-repairs',
                    type: 'rich-text',
                    title: t('storyRepairsTitle'),
                    alignment: 'center',
                    blocks: [
                      { kind: 'paragraph', text: t('storyRepairsText') },
                      { kind: 'link', text: t('storyRepairsLink'), url: `/${locale}/help/repairs` },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
  const notFound: StoredPage = {
    id: `error-4xx-${locale}`,
    slug: 'error-4xx',
    seo: { title: t('notFoundTitle'), description: t('notFoundText') },
    sections: [
      {
        name: 'message',
        items: [
          {
            id: 'error-4xx-message',
            type: 'rich-text',
            alignment: 'center',
            blocks: [
              { kind: 'heading', level: 2, text: t('notFoundTitle') },
              { kind: 'paragraph', text: t('notFoundText') },
              { kind: 'link', text: t('backHome'), url: `/${locale}` },
            ],
          },
        ],
      },
      {
        name: 'bestsellers',
        items: [carousel('error-4xx-bestsellers', t('bestsellers'), picks.bestsellers)],
      },
    ],
  };
  return [home, notFound];
};

/** Bestsellers: the most reviewed well-rated styles; new arrivals: a spread of jackets, boots and packs. */
const pickProducts = (products: ProductRow[]): ProductPicks => {
  const bestsellers = [...products]
    .filter((p) => p.rating_score >= 4)
    .sort((a, b) => b.rating_count - a.rating_count || a.id.localeCompare(b.id))
    .slice(0, 12)
    .map((p) => p.id);
  const wanted = ['jacket', 'boot', 'pack', 'fleece', 'shoe'];
  const newArrivals: string[] = [];
  for (let i = 0; newArrivals.length < 10 && i < products.length; i++) {
    const p = products[products.length - 1 - i]!;
    if (wanted.includes(p.product_type)) newArrivals.push(p.id);
  }
  return { newArrivals, bestsellers };
};

export const generateContent = (catalog: Catalog): ContentRow[] => {
  const picks = pickProducts(catalog.products);
  const rows: ContentRow[] = [];
  for (const site of Object.values(LOCALES)) {
    const lang = site.language;
    const base = { site_id: site.siteId, locale: site.locale };
    const money = promiseWriter(site);
    const context: BlockSeedContext = {
      locale: site.locale,
      lang,
      catalog,
      picks,
      categoryPath: (row) => categoryPath(site.locale, row),
      money,
    };
    const added = BLOCK_SEEDS.map((seed) => seed(context));
    const pages = [
      ...buildPages(catalog, site.locale, lang, picks),
      ...editorialPages(site.locale, lang, {
        heroUrl: categoryPath(
          site.locale,
          catalog.categories.find((c) => c.slug === 'men-clothing-jackets-rain')!,
        ),
        productIds: picks.newArrivals,
      }),
    ];
    for (const page of pages) {
      const sections = [...page.sections, ...added.flatMap((more) => more[page.slug] ?? [])];
      rows.push({ ...base, kind: 'page', key: page.slug, doc: JSON.stringify({ ...page, sections }) });
    }
    for (const fragment of fragments(site.locale, lang, money)) {
      rows.push({ ...base, kind: 'fragment', key: fragment.id, doc: JSON.stringify(fragment) });
    }
    rows.push({ ...base, kind: 'popups', key: 'main', doc: JSON.stringify(popups(site.locale, lang)) });
    for (const product of productContent(picks.bestsellers.slice(0, 6), lang)) {
      rows.push({ ...base, kind: 'product', key: product.id, doc: JSON.stringify(product) });
    }
    rows.push({
      ...base,
      kind: 'menu',
      key: 'main',
      doc: JSON.stringify(buildMenu(catalog, site.locale, lang)),
    });
    rows.push({
      ...base,
      kind: 'footer',
      key: 'main',
      doc: JSON.stringify(buildFooter(catalog, site.locale, lang)),
    });
  }
  return rows;
};
