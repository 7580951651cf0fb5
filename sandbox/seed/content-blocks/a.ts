/**
 * Seed of the group A item types (content-items-a.ts) on real pages, in every language: the home
 * page gets the benefit bar, banners, anchors, a collection carousel, the vertical link list, an
 * accordion, HTML rich text and the footer-style lists; the article hub `stories` gets the article
 * grid; the campaign page a menu banner and a three-card grid.
 */
import type { KnownContentItem } from '../../../shared/contract/content';
import { productPath } from '../../src/commerce/catalog';
import { type BlockSeed, contentImage, type Lang, type StoredSection } from '../content-types';
import { GIFT_CARD_DESIGNS, GIFT_CARD_SLUG, GIFT_CARD_STYLE } from '../giftcustoms';
import { FREE_SHIPPING_FROM, RETURN_DAYS, STANDARD_SHIPPING } from '../promises';

type L = Record<Lang, string>;

const T = {
  // The promise is the shipping rule's (promises.ts): standard shipping is free from the threshold
  // for every shopper, members or not, and costs the standard fee below it.
  benefit: {
    en: `Free standard shipping from ${FREE_SHIPPING_FROM}`,
    fr: `Livraison standard gratuite dès ${FREE_SHIPPING_FROM}`,
    de: `Kostenloser Standardversand ab ${FREE_SHIPPING_FROM}`,
    it: `Spedizione standard gratuita da ${FREE_SHIPPING_FROM}`,
  },
  benefitSub: {
    en: 'and free returns.',
    fr: 'et retours gratuits.',
    de: 'und kostenlose Rücksendung.',
    it: 'e resi gratuiti.',
  },
  benefitInfo: {
    en: `Standard shipping is free on orders of ${FREE_SHIPPING_FROM} or more and ${STANDARD_SHIPPING} below. Returns are free within ${RETURN_DAYS} days.`,
    fr: `La livraison standard est gratuite dès ${FREE_SHIPPING_FROM} d’achat et coûte ${STANDARD_SHIPPING} en dessous. Retours gratuits sous ${RETURN_DAYS} jours.`,
    de: `Der Standardversand ist ab ${FREE_SHIPPING_FROM} kostenlos und kostet darunter ${STANDARD_SHIPPING}. Rücksendungen innerhalb von ${RETURN_DAYS} Tagen sind kostenlos.`,
    it: `La spedizione standard è gratuita da ${FREE_SHIPPING_FROM} e costa ${STANDARD_SHIPPING} al di sotto. Resi gratuiti entro ${RETURN_DAYS} giorni.`,
  },
  join: { en: 'Returns', fr: 'Retours', de: 'Rücksendungen', it: 'Resi' },
  thin: {
    en: 'Repair week: free zip and seam repairs',
    fr: 'Semaine de la réparation : fermetures et coutures réparées gratuitement',
    de: 'Reparaturwoche: kostenlose Reißverschluss- und Nahtreparaturen',
    it: 'Settimana della riparazione: zip e cuciture riparate gratis',
  },
  thinLink: { en: 'Book a repair', fr: 'Réserver', de: 'Reparatur buchen', it: 'Prenota' },
  onThisPage: { en: 'On this page', fr: 'Sur cette page', de: 'Auf dieser Seite', it: 'In questa pagina' },
  overlayTitle: {
    en: 'Into the high country',
    fr: 'Vers les hauts plateaux',
    de: 'Hinauf ins Hochland',
    it: 'Verso l’alta quota',
  },
  overlaySub: {
    en: 'Layers that breathe on the climb and block the wind on top.',
    fr: 'Des couches qui respirent à la montée et coupent le vent au sommet.',
    de: 'Schichten, die beim Aufstieg atmen und oben den Wind abhalten.',
    it: 'Strati traspiranti in salita e antivento in cima.',
  },
  shopLayers: { en: 'Shop layers', fr: 'Voir les couches', de: 'Schichten ansehen', it: 'Vedi gli strati' },
  belowTitle: {
    en: 'Packed for a week, weighed for a day',
    fr: 'Chargé pour une semaine, pesé pour un jour',
    de: 'Gepackt für eine Woche, gewogen für einen Tag',
    it: 'Preparato per una settimana, pesato per un giorno',
  },
  belowSub: {
    en: 'Our lightest packs carry more than you think.',
    fr: 'Nos sacs les plus légers portent plus que vous ne le pensez.',
    de: 'Unsere leichtesten Rucksäcke tragen mehr, als Sie denken.',
    it: 'I nostri zaini più leggeri portano più di quanto pensi.',
  },
  shopPacks: { en: 'Shop packs', fr: 'Voir les sacs', de: 'Rucksäcke ansehen', it: 'Vedi gli zaini' },
  espotTitle: {
    en: 'Gift cards',
    fr: 'Cartes cadeaux',
    de: 'Geschenkkarten',
    it: 'Carte regalo',
  },
  espotSub: {
    en: 'Let them choose their next adventure.',
    fr: 'Laissez-les choisir leur prochaine aventure.',
    de: 'Lassen Sie sie ihr nächstes Abenteuer wählen.',
    it: 'Lascia che scelgano la prossima avventura.',
  },
  espotCta: { en: 'Buy a gift card', fr: 'Acheter', de: 'Geschenkkarte kaufen', it: 'Acquista' },
  collectionTitle: {
    en: 'Find your trail',
    fr: 'Trouvez votre sentier',
    de: 'Finden Sie Ihren Weg',
    it: 'Trova il tuo sentiero',
  },
  collectionSub: {
    en: 'Gear picked for the way you move.',
    fr: 'Du matériel choisi pour votre façon de bouger.',
    de: 'Ausrüstung für Ihre Art, sich zu bewegen.',
    it: 'Attrezzatura scelta per il tuo modo di muoverti.',
  },
  vlistTitle: {
    en: 'Explore by activity',
    fr: 'Explorer par activité',
    de: 'Nach Aktivität entdecken',
    it: 'Esplora per attività',
  },
  faqTitle: {
    en: 'Questions, answered',
    fr: 'Vos questions, nos réponses',
    de: 'Ihre Fragen, unsere Antworten',
    it: 'Domande e risposte',
  },
  q1: {
    en: 'How do repairs work?',
    fr: 'Comment fonctionnent les réparations ?',
    de: 'Wie funktionieren Reparaturen?',
    it: 'Come funzionano le riparazioni?',
  },
  a1: {
    en: 'Send us the item with the <strong>free label</strong> from your account; we fix it and send it back.',
    fr: 'Envoyez-nous l’article avec l’<strong>étiquette gratuite</strong> de votre compte ; nous le réparons et le renvoyons.',
    de: 'Senden Sie uns den Artikel mit dem <strong>kostenlosen Etikett</strong> aus Ihrem Konto; wir reparieren und schicken ihn zurück.',
    it: 'Inviaci l’articolo con l’<strong>etichetta gratuita</strong> dal tuo account; lo ripariamo e te lo rispediamo.',
  },
  q2: {
    en: 'How long do I have to return an item?',
    fr: 'Combien de temps ai-je pour retourner un article ?',
    de: 'Wie lange kann ich einen Artikel zurückgeben?',
    it: 'Quanto tempo ho per restituire un articolo?',
  },
  a2: {
    en: `${RETURN_DAYS} days from delivery, unworn. See <a href="/{locale}/help/returns/how-to-return">how to return</a>.`,
    fr: `${RETURN_DAYS} jours après la livraison, non porté. Voir <a href="/{locale}/help/returns/how-to-return">comment retourner</a>.`,
    de: `${RETURN_DAYS} Tage ab Lieferung, ungetragen. Siehe <a href="/{locale}/help/returns/how-to-return">Rücksendung</a>.`,
    it: `${RETURN_DAYS} giorni dalla consegna, non indossato. Vedi <a href="/{locale}/help/returns/how-to-return">come restituire</a>.`,
  },
  htmlTitle: { en: 'Our promise', fr: 'Notre promesse', de: 'Unser Versprechen', it: 'La nostra promessa' },
  html: {
    en: '<p>We build gear to be <em>used</em>, <strong>repaired</strong> and used again.</p><ul><li>Lifetime repairs</li><li>Recycled fabrics</li></ul>',
    fr: '<p>Nous fabriquons du matériel fait pour être <em>utilisé</em>, <strong>réparé</strong> et réutilisé.</p><ul><li>Réparations à vie</li><li>Tissus recyclés</li></ul>',
    de: '<p>Wir bauen Ausrüstung, die <em>benutzt</em>, <strong>repariert</strong> und wieder benutzt wird.</p><ul><li>Lebenslange Reparaturen</li><li>Recycelte Stoffe</li></ul>',
    it: '<p>Costruiamo attrezzatura da <em>usare</em>, <strong>riparare</strong> e usare ancora.</p><ul><li>Riparazioni a vita</li><li>Tessuti riciclati</li></ul>',
  },
  helpTitle: { en: 'Need a hand?', fr: 'Besoin d’aide ?', de: 'Brauchen Sie Hilfe?', it: 'Serve aiuto?' },
  returns: { en: 'Returns', fr: 'Retours', de: 'Rücksendungen', it: 'Resi' },
  stores: { en: 'Find a store', fr: 'Trouver un magasin', de: 'Filiale finden', it: 'Trova un negozio' },
  follow: { en: 'Follow us', fr: 'Suivez-nous', de: 'Folgen Sie uns', it: 'Seguici' },
  gridTitle: { en: 'All stories', fr: 'Toutes les histoires', de: 'Alle Geschichten', it: 'Tutte le storie' },
  menuTitle: {
    en: 'The campaign at a glance',
    fr: 'La campagne en bref',
    de: 'Die Kampagne im Überblick',
    it: 'La campagna in breve',
  },
  threeTitle: {
    en: 'Three ways up',
    fr: 'Trois façons de monter',
    de: 'Drei Wege nach oben',
    it: 'Tre modi per salire',
  },
} satisfies Record<string, L>;

const ACTIVITIES: { id: string; title: L; category: string }[] = [
  {
    id: 'hike',
    title: { en: 'Hiking', fr: 'Randonnée', de: 'Wandern', it: 'Escursionismo' },
    category: 'footwear-hiking-boots',
  },
  {
    id: 'rain',
    title: { en: 'Rain', fr: 'Pluie', de: 'Regen', it: 'Pioggia' },
    category: 'men-clothing-jackets-rain',
  },
  {
    id: 'run',
    title: { en: 'Trail running', fr: 'Trail', de: 'Trailrunning', it: 'Trail running' },
    category: 'footwear-running',
  },
  {
    id: 'pack',
    title: { en: 'Packing', fr: 'Sacs', de: 'Packen', it: 'Zaini' },
    category: 'packs-gear-packs',
  },
  {
    id: 'camp',
    title: { en: 'Camp', fr: 'Camping', de: 'Camping', it: 'Campeggio' },
    category: 'packs-gear-gear',
  },
  { id: 'kids', title: { en: 'Kids', fr: 'Enfants', de: 'Kinder', it: 'Bambini' }, category: 'kids' },
];

export const blocksASeed: BlockSeed = ({ locale, lang, catalog, categoryPath, money }) => {
  const t = (key: keyof typeof T) => money(T[key][lang]);
  const url = (slug: string) => {
    const row = catalog.categories.find((c) => c.slug === slug) ?? catalog.categories[0]!;
    return categoryPath(row);
  };
  const activities = ACTIVITIES.map((a) => ({ ...a, url: url(a.category), label: a.title[lang] }));
  const section = (name: string, items: KnownContentItem[]): StoredSection => ({ name, items });

  const home: StoredSection[] = [
    section('blocks-a-bars', [
      {
        id: 'home-benefit-bar',
        type: 'benefit-bar',
        title: t('benefit'),
        subtitle: t('benefitSub'),
        // The wordmark as the image service draws it (5 to 1), so the bar shows it whole.
        logo: contentImage('benefit-logo', 'Ridgeline', 120, 24),
        targets: [{ text: t('join'), url: `/${locale}/help/returns` }],
        infoIcon: { text: t('benefitInfo') },
        showCloseButton: true,
      },
      {
        id: 'home-thin-banner',
        type: 'thin-banner',
        title: t('thin'),
        targets: [{ text: t('thinLink'), url: `/${locale}/help/repairs` }],
        colors: { background: '#c2410c', text: '#ffffff' },
      },
      {
        id: 'home-anchors',
        type: 'anchors',
        title: t('onThisPage'),
        links: [
          { text: t('collectionTitle'), itemId: 'home-collection' },
          { text: t('vlistTitle'), itemId: 'home-vertical-list' },
          { text: t('faqTitle'), itemId: 'home-faq' },
        ],
      },
    ]),
    section('blocks-a-banners', [
      {
        id: 'home-overlay-banner',
        type: 'overlay-banner',
        title: t('overlayTitle'),
        subtitle: t('overlaySub'),
        media: contentImage('high-country', t('overlayTitle')),
        targets: [{ text: t('shopLayers'), url: url('men-clothing-jackets-rain') }],
        gradient: 'focused',
        alignment: 'left',
        promotionTracking: {
          creativeName: 'home-overlay',
          promotionId: 'PROMO-LAYERS',
          promotionName: 'High country layers',
        },
      },
      {
        id: 'home-block-below',
        type: 'block-below-banner',
        title: t('belowTitle'),
        subtitle: t('belowSub'),
        media: contentImage('light-packs', t('belowTitle'), 1600, 640),
        targets: [{ text: t('shopPacks'), url: url('packs-gear-packs') }],
        alignment: 'center',
        bottomMargins: { sm: '1rem', lg: '2rem' },
      },
      {
        id: 'home-espot',
        type: 'espot-banner',
        title: t('espotTitle'),
        subtitle: t('espotSub'),
        media: contentImage('gift-card', '', 240, 240),
        // The e-gift card's own product page: the storefront has no gift card landing page.
        target: {
          text: t('espotCta'),
          url: productPath(locale, GIFT_CARD_SLUG, `${GIFT_CARD_STYLE}${GIFT_CARD_DESIGNS[0]}`),
        },
      },
    ]),
    section('blocks-a-collection', [
      {
        id: 'home-collection',
        type: 'collection',
        title: t('collectionTitle'),
        subtitle: t('collectionSub'),
        layoutVariant: 'threeCardGrid',
        breakpoints: {
          sm: { type: 'carousel', showIndicators: true, loop: true },
          md: { type: 'carousel', showArrows: true, showIndicators: true, showProgress: true },
          lg: {
            type: 'carousel',
            showArrows: true,
            showProgress: true,
            autoplay: true,
            autorotateTime: 6,
            loop: true,
          },
        },
        cards: activities.map((a) => ({
          id: `collection-${a.id}`,
          title: a.label,
          media: contentImage(`activity-${a.id}`, a.label, 800, 1000),
          target: { text: a.label, url: a.url },
        })),
      },
    ]),
    section('blocks-a-lists', [
      {
        id: 'home-vertical-list',
        type: 'vertical-link-list',
        title: t('vlistTitle'),
        items: activities.slice(0, 4).map((a) => ({
          id: `vlist-${a.id}`,
          title: a.label,
          mediaTarget: { url: a.url },
          media: contentImage(`activity-${a.id}`, a.label, 800, 1000),
        })),
      },
      {
        id: 'home-faq',
        type: 'accordion',
        title: t('faqTitle'),
        entries: [
          { id: 'faq-repairs', title: t('q1'), richText: t('a1') },
          { id: 'faq-returns', title: t('q2'), richText: t('a2').replace('{locale}', locale) },
        ],
      },
      {
        id: 'home-promise',
        type: 'rich-text-html',
        title: t('htmlTitle'),
        html: t('html'),
        alignment: 'left',
      },
      {
        id: 'home-help-links',
        type: 'footer-links',
        title: t('helpTitle'),
        links: [
          { text: t('returns'), url: `/${locale}/help/returns/how-to-return` },
          { text: t('stores'), url: `/${locale}/store-locator` },
        ],
      },
      {
        id: 'home-social',
        type: 'social-links',
        title: t('follow'),
        links: [
          { network: 'instagram', url: 'https://www.instagram.com/', text: 'Instagram' },
          { network: 'youtube', url: 'https://www.youtube.com/', text: 'YouTube' },
          { network: 'facebook', url: 'https://www.facebook.com/', text: 'Facebook' },
        ],
      },
    ]),
  ];

  const stories: StoredSection[] = [
    section('blocks-a-articles', [
      {
        id: 'stories-grid',
        type: 'article-grid',
        title: t('gridTitle'),
        showFilters: true,
        rowsToLoad: 3,
        columns: { sm: 2, md: 2, lg: 3 },
      },
    ]),
  ];

  const campaign: StoredSection[] = [
    section('blocks-a-campaign', [
      {
        id: 'campaign-menu-banner',
        type: 'menu-banner',
        title: t('menuTitle'),
        media: contentImage('campaign-menu', t('menuTitle'), 960, 720),
        targets: activities.slice(0, 4).map((a) => ({ text: a.label, url: a.url })),
      },
      {
        id: 'campaign-three-cards',
        type: 'collection',
        title: t('threeTitle'),
        layoutVariant: 'threeCardGrid',
        breakpoints: { sm: { type: 'carousel', showIndicators: true }, md: { type: 'grid' } },
        cards: activities.slice(0, 3).map((a) => ({
          id: `three-${a.id}`,
          title: a.label,
          media: contentImage(`activity-${a.id}`, a.label, 800, 1000),
          target: { url: a.url },
        })),
      },
    ]),
  ];

  return { home, stories, campaign };
};
