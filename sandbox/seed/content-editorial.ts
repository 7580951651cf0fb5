/**
 * Editorial content per site and language (content spec sections 1, 3 and 7): the article hub
 * (`stories`) and its 32 article pages with tags, the campaign landing page (`campaign`),
 * fragments, the two pop-ups (newsletter, registration) and product content for a few styles.
 * Versions of these (tomorrow's home hero, a draft) are in content-versions.ts.
 */
import type { ArticleFields } from '../../shared/contract/content';
import { contentImage, type Lang, type StoredFragment, type StoredPage } from './content-types';
import { FREE_SHIPPING_FROM, RETURN_DAYS } from './promises';

type L = Record<Lang, string>;

const TAGS: { id: string; label: L }[] = [
  {
    id: 'trail-running',
    label: { en: 'Trail running', fr: 'Trail', de: 'Trailrunning', it: 'Trail running' },
  },
  { id: 'hiking', label: { en: 'Hiking', fr: 'Randonnée', de: 'Wandern', it: 'Escursionismo' } },
  { id: 'climbing', label: { en: 'Climbing', fr: 'Escalade', de: 'Klettern', it: 'Arrampicata' } },
  { id: 'repair', label: { en: 'Repair', fr: 'Réparation', de: 'Reparatur', it: 'Riparazione' } },
  {
    id: 'gear-guides',
    label: { en: 'Gear guides', fr: 'Guides matériel', de: 'Ausrüstungsratgeber', it: 'Guide attrezzatura' },
  },
  { id: 'community', label: { en: 'Community', fr: 'Communauté', de: 'Community', it: 'Comunità' } },
];

/** Article subjects: `{place}` is filled with one of PLACES (8 subjects × 4 places = 32 articles). */
const SUBJECTS: { slug: string; title: L; tags: string[] }[] = [
  {
    slug: 'running-the-ridges',
    title: {
      en: 'Running the ridges of {place}',
      fr: 'Courir les crêtes de {place}',
      de: 'Gratlauf in {place}',
      it: 'Correre sulle creste di {place}',
    },
    tags: ['trail-running'],
  },
  {
    slug: 'first-winter-hike',
    title: {
      en: 'A first winter hike in {place}',
      fr: 'Première randonnée hivernale à {place}',
      de: 'Erste Winterwanderung in {place}',
      it: 'Prima escursione invernale a {place}',
    },
    tags: ['hiking'],
  },
  {
    slug: 'climbing-the-granite',
    title: {
      en: 'Climbing the granite of {place}',
      fr: 'Grimper le granit de {place}',
      de: 'Klettern am Granit von {place}',
      it: 'Arrampicare sul granito di {place}',
    },
    tags: ['climbing'],
  },
  {
    slug: 'fixing-a-torn-shell',
    title: {
      en: 'Fixing a torn shell after {place}',
      fr: 'Réparer une veste déchirée après {place}',
      de: 'Eine gerissene Jacke nach {place} reparieren',
      it: 'Riparare una giacca strappata dopo {place}',
    },
    tags: ['repair', 'gear-guides'],
  },
  {
    slug: 'three-days-packing-list',
    title: {
      en: 'What to pack for three days in {place}',
      fr: 'Que mettre dans son sac pour trois jours à {place} ?',
      de: 'Was für drei Tage in {place} einpacken',
      it: 'Cosa mettere nello zaino per tre giorni a {place}',
    },
    tags: ['gear-guides', 'hiking'],
  },
  {
    slug: 'meet-the-trail-crew',
    title: {
      en: 'Meet the trail crew of {place}',
      fr: 'Rencontre avec l’équipe des sentiers de {place}',
      de: 'Die Wegebauer von {place}',
      it: 'Incontro con i volontari dei sentieri di {place}',
    },
    tags: ['community'],
  },
  {
    slug: 'dawn-runs',
    title: {
      en: 'Dawn runs above {place}',
      fr: 'Courses à l’aube au-dessus de {place}',
      de: 'Morgenläufe über {place}',
      it: 'Corse all’alba sopra {place}',
    },
    tags: ['trail-running', 'community'],
  },
  {
    slug: 'resoling-boots',
    title: {
      en: 'Resoling boots for {place}',
      fr: 'Ressemeler ses chaussures pour {place}',
      de: 'Neue Sohlen für {place}',
      it: 'Risuolare gli scarponi per {place}',
    },
    tags: ['repair'],
  },
];
const PLACES = ['Chamonix', 'Zermatt', 'Banff', 'Snowdonia'];

const T = {
  storiesTitle: { en: 'Stories', fr: 'Histoires', de: 'Geschichten', it: 'Storie' },
  storiesText: {
    en: 'Trips, repairs and people from the Ridgeline community.',
    fr: 'Sorties, réparations et portraits de la communauté Ridgeline.',
    de: 'Touren, Reparaturen und Menschen aus der Ridgeline-Community.',
    it: 'Uscite, riparazioni e persone della comunità Ridgeline.',
  },
  articleSubtitle: {
    en: 'Notes from the trail, written by the people who walked it.',
    fr: 'Carnet de route : écrit par celles et ceux qui l’ont parcouru.',
    de: 'Notizen vom Weg, geschrieben von denen, die ihn gegangen sind.',
    it: 'Appunti dal sentiero, scritti da chi lo ha percorso.',
  },
  articleBody: {
    en: 'We set out before sunrise with light packs and a plan that changed twice before noon.',
    fr: 'Nous sommes partis avant l’aube avec des sacs légers et un plan qui a changé deux fois avant midi.',
    de: 'Wir brachen vor Sonnenaufgang mit leichten Rucksäcken auf, und der Plan änderte sich zweimal vor Mittag.',
    it: 'Siamo partiti prima dell’alba con zaini leggeri e un piano cambiato due volte prima di mezzogiorno.',
  },
  articleBody2: {
    en: 'Everything we carried came home, and what broke on the way is already repaired.',
    fr: 'Tout ce que nous avions est rentré, et ce qui a cassé en route est déjà réparé.',
    de: 'Alles, was wir trugen, kam mit nach Hause, und was unterwegs kaputtging, ist schon repariert.',
    it: 'Tutto ciò che avevamo è tornato a casa, e quello che si è rotto è già riparato.',
  },
  campaignTitle: {
    en: 'The Ridgeline winter campaign',
    fr: 'La campagne d’hiver Ridgeline',
    de: 'Die Ridgeline-Winterkampagne',
    it: 'La campagna invernale Ridgeline',
  },
  campaignText: {
    en: 'Warm layers, grippy boots and packs for short days and long nights.',
    fr: 'Couches chaudes, chaussures adhérentes et sacs pour les jours courts et les longues nuits.',
    de: 'Warme Schichten, griffige Stiefel und Rucksäcke für kurze Tage und lange Nächte.',
    it: 'Strati caldi, scarponi aderenti e zaini per giornate corte e notti lunghe.',
  },
  campaignCta: {
    en: 'Shop the campaign',
    fr: 'Voir la campagne',
    de: 'Zur Kampagne',
    it: 'Scopri la campagna',
  },
  campaignStory: {
    en: 'Every piece of the campaign is tested in the cold first.',
    fr: 'Chaque pièce de la campagne est d’abord testée dans le froid.',
    de: 'Jedes Teil der Kampagne wird zuerst in der Kälte getestet.',
    it: 'Ogni capo della campagna viene prima testato al freddo.',
  },
  // Amounts and days from the rules (promises.ts), written in the site's currency by the seed.
  benefit: {
    en: `Free standard delivery from ${FREE_SHIPPING_FROM} and free returns within ${RETURN_DAYS} days.`,
    fr: `Livraison standard gratuite dès ${FREE_SHIPPING_FROM} et retours gratuits sous ${RETURN_DAYS} jours.`,
    de: `Kostenlose Standardlieferung ab ${FREE_SHIPPING_FROM} und kostenlose Rücksendung innerhalb von ${RETURN_DAYS} Tagen.`,
    it: `Consegna standard gratuita da ${FREE_SHIPPING_FROM} e resi gratuiti entro ${RETURN_DAYS} giorni.`,
  },
  repairTitle: {
    en: 'Repair, don’t replace',
    fr: 'Réparer plutôt que remplacer',
    de: 'Reparieren statt ersetzen',
    it: 'Riparare, non sostituire',
  },
  repairText: {
    en: 'Send us anything Ridgeline: zips, seams and soles are on us.',
    fr: 'Envoyez-nous tout article Ridgeline\u00a0: fermetures, coutures et semelles sont pour nous.',
    de: 'Schicken Sie uns alles von Ridgeline: Reißverschlüsse, Nähte und Sohlen übernehmen wir.',
    it: 'Inviaci qualsiasi capo Ridgeline: zip, cuciture e suole sono a carico nostro.',
  },
  newsletterTitle: {
    en: 'Get 10% off your first order',
    fr: '10 % de réduction sur votre première commande',
    de: '10 % Rabatt auf Ihre erste Bestellung',
    it: '10% di sconto sul primo ordine',
  },
  newsletterMinimized: { en: 'Get 10% off', fr: '10 % offerts', de: '10 % Rabatt', it: '10% di sconto' },
  newsletterMaximized: {
    en: 'Join the Ridgeline newsletter',
    fr: 'Abonnez-vous à la newsletter Ridgeline',
    de: 'Abonnieren Sie den Ridgeline-Newsletter',
    it: 'Iscriviti alla newsletter Ridgeline',
  },
  newsletterDisclaimer: {
    en: 'You can unsubscribe at any time. See our privacy policy.',
    fr: 'Vous pouvez vous désabonner à tout moment. Voir notre politique de confidentialité.',
    de: 'Sie können sich jederzeit abmelden. Siehe unsere Datenschutzerklärung.',
    it: 'Puoi annullare l’iscrizione in qualsiasi momento. Vedi la nostra informativa sulla privacy.',
  },
  registrationTitle: {
    en: 'Create an account, earn points',
    fr: 'Créez un compte, gagnez des points',
    de: 'Konto anlegen, Punkte sammeln',
    it: 'Crea un account, guadagna punti',
  },
  registrationMinimized: {
    en: 'Join Ridgeline',
    fr: 'Rejoindre Ridgeline',
    de: 'Ridgeline beitreten',
    it: 'Unisciti a Ridgeline',
  },
  registrationCta: { en: 'Sign up', fr: 'S’inscrire', de: 'Registrieren', it: 'Registrati' },
  productStoryTitle: {
    en: 'Why we made it',
    fr: 'Pourquoi nous l’avons créé',
    de: 'Warum wir es gemacht haben',
    it: 'Perché l’abbiamo creato',
  },
  productStoryText: {
    en: 'Designed with our athletes, tested for a full season before it reached the shelves.',
    fr: 'Conçu avec nos athlètes, testé une saison entière avant d’arriver en magasin.',
    de: 'Mit unseren Athleten entwickelt und eine ganze Saison getestet, bevor es in den Handel kam.',
    it: 'Progettato con i nostri atleti, testato per un’intera stagione prima di arrivare in negozio.',
  },
} satisfies Record<string, L>;

/** The article pages of one language: `stories/{subject}-{place}`, newest first by date. */
const articles = (locale: string, lang: Lang): StoredPage[] =>
  SUBJECTS.flatMap((subject, s) =>
    PLACES.map((place, p): StoredPage => {
      const n = s * PLACES.length + p;
      const slug = `${subject.slug}-${place.toLowerCase()}`;
      const title = subject.title[lang].replace('{place}', place);
      const tags = subject.tags.map((id) => {
        const tag = TAGS.find((t) => t.id === id)!;
        return { id, label: tag.label[lang] };
      });
      const article: ArticleFields = {
        title,
        subtitle: T.articleSubtitle[lang],
        eyebrow: tags[0]!.label,
        // One a week through 2026, so the newest-first order is stable.
        date: new Date(Date.UTC(2026, 0, 4 + n * 7)).toISOString().slice(0, 10),
        ...(n % 8 === 7 ? { hidePageDate: true } : {}),
        ...(n % 2 === 0 ? { width: 'narrow' as const } : {}),
        picture: contentImage(`story-${subject.slug}`, title),
        tags,
        relatedQuery: { tagId: [subject.tags[0]!] },
      };
      return {
        id: `article-${slug}-${locale}`,
        slug: `stories-${slug}`,
        path: `stories/${slug}`,
        parent: 'stories',
        sort: 100 + n,
        seo: { title, description: T.articleSubtitle[lang] },
        article,
        sections: [
          {
            name: 'body',
            items: [
              {
                id: `article-${slug}-body`,
                type: 'rich-text',
                blocks: [
                  { kind: 'paragraph', text: T.articleBody[lang] },
                  { kind: 'paragraph', text: T.articleBody2[lang] },
                ],
              },
            ],
          },
        ],
      };
    }),
  );

/** The hub, the campaign landing page and the articles: pages with a path, listed by `children`. */
export const editorialPages = (
  locale: string,
  lang: Lang,
  campaign: { heroUrl: string; productIds: string[] },
): StoredPage[] => [
  {
    id: `stories-${locale}`,
    slug: 'stories',
    path: 'stories',
    parent: 'home',
    sort: 4,
    seo: { title: T.storiesTitle[lang], description: T.storiesText[lang] },
    sections: [
      {
        name: 'intro',
        items: [
          {
            id: 'stories-intro',
            type: 'rich-text',
            // No title: the page's own heading already says "Stories" right above it.
            alignment: 'center',
            blocks: [{ kind: 'paragraph', text: T.storiesText[lang] }],
          },
        ],
      },
    ],
  },
  {
    id: `campaign-${locale}`,
    slug: 'campaign',
    path: 'campaign',
    parent: 'home',
    sort: 5,
    seo: { title: T.campaignTitle[lang], description: T.campaignText[lang] },
    sections: [
      {
        name: 'hero',
        items: [
          {
            id: 'campaign-hero',
            type: 'hero',
            title: T.campaignTitle[lang],
            subtitle: T.campaignText[lang],
            media: contentImage('campaign-winter', T.campaignTitle[lang]),
            targets: [{ text: T.campaignCta[lang], url: campaign.heroUrl }],
            isFullWidth: true,
            promotionTracking: {
              creativeName: 'campaign-hero',
              promotionId: 'PROMO-CAMPAIGN',
              promotionName: 'Winter campaign',
            },
          },
        ],
      },
      {
        name: 'products',
        items: [
          {
            id: 'campaign-products',
            type: 'product-carousel',
            title: T.campaignCta[lang],
            productIds: campaign.productIds,
          },
        ],
      },
      {
        name: 'story',
        lazy: true,
        items: [
          {
            id: 'campaign-story',
            type: 'rich-text',
            alignment: 'center',
            blocks: [{ kind: 'paragraph', text: T.campaignStory[lang] }],
          },
        ],
      },
    ],
  },
  ...articles(locale, lang),
];

export const fragments = (locale: string, lang: Lang, money: (text: string) => string): StoredFragment[] => [
  {
    id: 'benefit-bar',
    name: 'Benefit bar',
    sections: [
      {
        name: 'benefit-bar',
        items: [
          {
            id: 'benefit-bar-text',
            type: 'rich-text',
            alignment: 'center',
            blocks: [{ kind: 'paragraph', text: money(T.benefit[lang]) }],
          },
        ],
      },
    ],
  },
  {
    id: 'repair-promise',
    name: 'Repair promise',
    sections: [
      {
        name: 'repair-promise',
        items: [
          {
            id: 'repair-promise-banner',
            type: 'split-banner',
            title: T.repairTitle[lang],
            richText: T.repairText[lang],
            media: contentImage('repair-bench', T.repairTitle[lang], 1200, 1200),
            mediaPosition: 'right',
            targets: [{ text: T.repairTitle[lang], url: `/${locale}/help/repairs` }],
          },
        ],
      },
    ],
  },
];

/** The two pop-ups of spec section 4, newsletter first. */
export const popups = (locale: string, lang: Lang) => ({
  popups: [
    {
      id: 'popup-newsletter',
      name: 'newsletter',
      delay: 2000,
      title: T.newsletterTitle[lang],
      minimizedTitle: T.newsletterMinimized[lang],
      maximizedTitle: T.newsletterMaximized[lang],
      logo: { url: '/images/content/ridgeline-logo.svg', alt: 'Ridgeline', width: 120, height: 24 },
      logoSize: 'small' as const,
      targets: [],
      newsletterForm: true,
      disclaimer: T.newsletterDisclaimer[lang],
      colors: { background: '#1f3a2e', text: '#ffffff' },
      baselines: [{ name: 'newsletter', minimizedTitle: T.newsletterMinimized[lang] }],
    },
    {
      id: 'popup-registration',
      name: 'registration',
      delay: 2000,
      title: T.registrationTitle[lang],
      minimizedTitle: T.registrationMinimized[lang],
      maximizedTitle: T.registrationTitle[lang],
      logo: { url: '/images/content/ridgeline-logo.svg', alt: 'Ridgeline', width: 120, height: 24 },
      logoSize: 'large' as const,
      targets: [{ text: T.registrationCta[lang], url: `/${locale}/sign-up` }],
      // It offers points: the loyalty programme's, not rendered on a site without it (RL-CA).
      requiresFeature: 'loyalty' as const,
      colors: { background: '#f2efe8', text: '#1f1f1f' },
      baselines: [{ name: 'registration', minimizedTitle: T.registrationMinimized[lang] }],
    },
  ],
});

/** Editorial sections for a few styles (`product/{siteId}/{productId}`). */
export const productContent = (styleIds: string[], lang: Lang): StoredFragment[] =>
  styleIds.map((styleId) => ({
    id: styleId,
    name: `Product ${styleId}`,
    sections: [
      {
        name: 'product-story',
        items: [
          {
            id: `product-${styleId}-story`,
            type: 'rich-text',
            title: T.productStoryTitle[lang],
            blocks: [{ kind: 'paragraph', text: T.productStoryText[lang] }],
          },
        ],
      },
    ],
  }));
