/**
 * Seed of the group B content blocks (content spec sections 3, 4 and 6): every type of
 * shared/contract/content-items-b.ts on the campaign landing page (`campaign`), in every locale,
 * added through the content seed's block hook (content-blocks/index.ts).
 */
import type { Popup } from '../../../shared/contract/content-items-b';
import { type BlockSeed, contentImage, type Lang, type StoredSection } from '../content-types';
import { FREE_SHIPPING_FROM, RETURN_DAYS } from '../promises';

type L = Record<Lang, string>;

const T = {
  campaignTitle: {
    en: 'Summit season',
    fr: 'Saison des sommets',
    de: 'Gipfelsaison',
    it: 'Stagione delle vette',
  },
  campaignDescription: {
    en: 'Everything for the high routes this season: guides, films and member offers.',
    fr: 'Tout pour les hautes routes cette saison : guides, films et offres membres.',
    de: 'Alles für die Hochtouren dieser Saison: Ratgeber, Filme und Mitgliederangebote.',
    it: 'Tutto per le alte vie di questa stagione: guide, video e offerte per i membri.',
  },
  navTitle: { en: 'Summit season', fr: 'Saison des sommets', de: 'Gipfelsaison', it: 'Stagione delle vette' },
  navMen: { en: 'Men', fr: 'Homme', de: 'Herren', it: 'Uomo' },
  navWomen: { en: 'Women', fr: 'Femme', de: 'Damen', it: 'Donna' },
  navFilms: { en: 'Films', fr: 'Films', de: 'Filme', it: 'Video' },
  navHelp: { en: 'Returns', fr: 'Retours', de: 'Rücksendungen', it: 'Resi' },
  ctaName: { en: 'Plan your trip', fr: 'Préparez votre sortie', de: 'Tour planen', it: 'Pianifica l’uscita' },
  ctaSizeGuide: { en: 'Size guide', fr: 'Guide des tailles', de: 'Größentabelle', it: 'Guida alle taglie' },
  ctaNewsletter: {
    en: 'Get the newsletter',
    fr: 'Recevoir la newsletter',
    de: 'Newsletter erhalten',
    it: 'Ricevi la newsletter',
  },
  ctaStores: { en: 'Find a store', fr: 'Trouver un magasin', de: 'Filiale finden', it: 'Trova un negozio' },
  ctaReturns: {
    en: 'Free returns',
    fr: 'Retours gratuits',
    de: 'Kostenlose Rücksendung',
    it: 'Resi gratuiti',
  },
  sizeTitle: {
    en: 'Find your size',
    fr: 'Trouvez votre taille',
    de: 'Finden Sie Ihre Größe',
    it: 'Trova la tua taglia',
  },
  sizeSubtitle: {
    en: 'Measure over a base layer.',
    fr: 'Mesurez par-dessus une première couche.',
    de: 'Über der Funktionsunterwäsche messen.',
    it: 'Misura sopra lo strato base.',
  },
  sizeText: {
    en: 'Chest: measure around the fullest part. Waist: measure at the narrowest point.',
    fr: 'Poitrine : mesurez au plus large. Taille : mesurez au plus étroit.',
    de: 'Brust: an der breitesten Stelle messen. Taille: an der schmalsten Stelle messen.',
    it: 'Petto: misura nel punto più ampio. Vita: misura nel punto più stretto.',
  },
  sizeBelow: {
    en: 'Between two sizes? Take the larger one for layering.',
    fr: 'Entre deux tailles ? Prenez la plus grande pour superposer.',
    de: 'Zwischen zwei Größen? Für mehrere Schichten die größere wählen.',
    it: 'Tra due taglie? Scegli la più grande per stratificare.',
  },
  newsletterBlockTitle: {
    en: 'Trail notes in your inbox',
    fr: 'Les nouvelles du sentier par e-mail',
    de: 'Tourennotizen per E-Mail',
    it: 'Note dal sentiero via e-mail',
  },
  newsTitle: {
    en: 'Stay in the loop',
    fr: 'Restez informé',
    de: 'Bleiben Sie informiert',
    it: 'Resta aggiornato',
  },
  newsSubtitle: {
    en: 'Trail reports, new arrivals and member offers, once a week.',
    fr: 'Conditions des sentiers, nouveautés et offres membres, une fois par semaine.',
    de: 'Tourenberichte, Neuheiten und Mitgliederangebote, einmal pro Woche.',
    it: 'Report dai sentieri, novità e offerte per i membri, una volta a settimana.',
  },
  iconsTitle: {
    en: 'Why shop with us',
    fr: 'Pourquoi acheter chez nous',
    de: 'Warum bei uns kaufen',
    it: 'Perché acquistare da noi',
  },
  // Amounts and days from the rules (promises.ts), written in the site's currency by the seed.
  iconShipping: {
    en: `Free standard shipping from ${FREE_SHIPPING_FROM}`,
    fr: `Livraison standard gratuite dès ${FREE_SHIPPING_FROM}`,
    de: `Kostenloser Standardversand ab ${FREE_SHIPPING_FROM}`,
    it: `Spedizione standard gratuita da ${FREE_SHIPPING_FROM}`,
  },
  iconReturns: {
    en: `${RETURN_DAYS}-day returns`,
    fr: `Retours sous ${RETURN_DAYS} jours`,
    de: `${RETURN_DAYS} Tage Rückgabe`,
    it: `Resi entro ${RETURN_DAYS} giorni`,
  },
  iconWarranty: {
    en: 'Lifetime repairs',
    fr: 'Réparations à vie',
    de: 'Lebenslange Reparaturen',
    it: 'Riparazioni a vita',
  },
  iconHelp: {
    en: 'Experts on call',
    fr: 'Des experts à l’écoute',
    de: 'Experten am Telefon',
    it: 'Esperti a disposizione',
  },
  cardTitle: {
    en: 'Layer up for the ridge',
    fr: 'Superposez pour la crête',
    de: 'Schichten für den Grat',
    it: 'Strati per la cresta',
  },
  cardShells: { en: 'Shells', fr: 'Vestes', de: 'Jacken', it: 'Giacche' },
  cardFleece: { en: 'Fleece', fr: 'Polaires', de: 'Fleece', it: 'Pile' },
  cardBase: { en: 'Base layers', fr: 'Sous-couches', de: 'Baselayer', it: 'Strati base' },
  pictureAlt: {
    en: 'Two hikers on a ridge at sunrise',
    fr: 'Deux randonneurs sur une crête au lever du soleil',
    de: 'Zwei Wanderer auf einem Grat bei Sonnenaufgang',
    it: 'Due escursionisti su una cresta all’alba',
  },
  segMember: {
    en: 'Members: double points on summit gear',
    fr: 'Membres : points doublés sur l’équipement',
    de: 'Mitglieder: doppelte Punkte auf Gipfelausrüstung',
    it: 'Membri: punti doppi sull’attrezzatura',
  },
  segCart: {
    en: `Your cart is waiting: standard shipping is free from ${FREE_SHIPPING_FROM}`,
    fr: `Votre panier vous attend : livraison standard gratuite dès ${FREE_SHIPPING_FROM}`,
    de: `Ihr Warenkorb wartet: Standardversand ab ${FREE_SHIPPING_FROM} kostenlos`,
    it: `Il carrello ti aspetta: spedizione standard gratuita da ${FREE_SHIPPING_FROM}`,
  },
  segBaseline: {
    en: 'Join Ridgeline: members earn points on every order',
    fr: 'Rejoignez Ridgeline : des points à chaque commande',
    de: 'Werden Sie Mitglied: Punkte bei jeder Bestellung',
    it: 'Iscriviti a Ridgeline: punti a ogni ordine',
  },
  segSeason: {
    en: 'Summit season: new layers for the high routes',
    fr: 'Saison des sommets : de nouvelles couches pour les hautes routes',
    de: 'Gipfelsaison: neue Schichten für die Hochtouren',
    it: 'Stagione delle vette: nuovi strati per le alte vie',
  },
  filterText: {
    en: 'Not on a product page: here is the full campaign.',
    fr: 'Hors page produit : voici toute la campagne.',
    de: 'Keine Produktseite: Hier ist die ganze Kampagne.',
    it: 'Non sei su una pagina prodotto: ecco tutta la campagna.',
  },
  filterCategory: {
    en: 'Shown on the jackets category only.',
    fr: 'Affiché uniquement dans la catégorie vestes.',
    de: 'Nur in der Kategorie Jacken angezeigt.',
    it: 'Mostrato solo nella categoria giacche.',
  },
  galleryTitle: { en: 'From the trail', fr: 'Depuis le sentier', de: 'Vom Trail', it: 'Dal sentiero' },
  widgetTitle: {
    en: 'Shared by you',
    fr: 'Partagé par vous',
    de: 'Von euch geteilt',
    it: 'Condiviso da voi',
  },
  videoTitle: {
    en: 'Summit season: the film',
    fr: 'Saison des sommets : le film',
    de: 'Gipfelsaison: der Film',
    it: 'Stagione delle vette: il film',
  },
  videoDescription: {
    en: 'Three days on the high route, in four minutes.',
    fr: 'Trois jours sur la haute route, en quatre minutes.',
    de: 'Drei Tage auf der Hochroute, in vier Minuten.',
    it: 'Tre giorni sull’alta via, in quattro minuti.',
  },
  loopTitle: {
    en: 'Rain test, in a loop',
    fr: 'Test de pluie, en boucle',
    de: 'Regentest in Schleife',
    it: 'Test pioggia, in loop',
  },
  popupMinimized: { en: 'Get 10% off', fr: '10 % de réduction', de: '10 % Rabatt', it: '10% di sconto' },
  popupTitle: {
    en: '10% off your first order',
    fr: '10 % sur votre première commande',
    de: '10 % auf Ihre erste Bestellung',
    it: '10% sul tuo primo ordine',
  },
  popupText: {
    en: 'Sign up for the newsletter and we will send you the code.',
    fr: 'Inscrivez-vous à la newsletter et nous vous enverrons le code.',
    de: 'Abonnieren Sie den Newsletter und wir senden Ihnen den Code.',
    it: 'Iscriviti alla newsletter e ti invieremo il codice.',
  },
  popupDisclaimer: {
    en: 'One code per customer. Unsubscribe at any time.',
    fr: 'Un code par client. Désinscription possible à tout moment.',
    de: 'Ein Code pro Kunde. Abmeldung jederzeit möglich.',
    it: 'Un codice per cliente. Puoi annullare l’iscrizione in qualsiasi momento.',
  },
} satisfies Record<string, L>;

type Key = keyof typeof T;

export const CAMPAIGN_SLUG = 'campaign';
export const NEWSLETTER_POPUP_ID = 'newsletter-10';
export const SIZE_GUIDE_DIALOG_ID = 'size-guide';
export const NEWSLETTER_DIALOG_ID = 'newsletter';
export const YOUTUBE_VIDEO_ID = 'M7lc1UVf-VE';

const para = (text: string) => ({ kind: 'paragraph' as const, text });

const banner = (id: string, title: string, requiresFeature?: 'loyalty') => ({
  id,
  type: 'image-banner' as const,
  title,
  media: contentImage(id, title),
  targets: [],
  alignment: 'left' as const,
  // Points are the loyalty programme's: not rendered on a site without it (RL-CA).
  ...(requiresFeature ? { requiresFeature } : {}),
});

const popupOf = (lang: Lang): Popup => ({
  id: NEWSLETTER_POPUP_ID,
  name: 'newsletter',
  delay: 2000,
  title: T.popupTitle[lang],
  minimizedTitle: T.popupMinimized[lang],
  maximizedTitle: T.popupTitle[lang],
  richText: [para(T.popupText[lang])],
  logo: { url: '/favicon.svg', alt: 'Ridgeline', width: 32, height: 32 },
  logoSize: 'small',
  newsletterForm: true,
  disclaimer: T.popupDisclaimer[lang],
});

/** The group B sections of the campaign page for one locale (`money` writes its amounts). */
export function blocksBSections(
  locale: string,
  lang: Lang,
  money: (text: string) => string,
): StoredSection[] {
  const t = (key: Key) => money(T[key][lang]);
  return [
    {
      name: 'campaign-nav',
      items: [
        {
          id: 'campaign-secondary-nav',
          type: 'secondary-nav',
          title: t('navTitle'),
          alignment: 'left',
          targets: [
            { text: t('navMen'), url: `/${locale}/c/men-1100` },
            { text: t('navWomen'), url: `/${locale}/c/women-1200` },
            { text: t('navFilms'), url: `/${locale}/${CAMPAIGN_SLUG}#campaign-video` },
            { text: t('navHelp'), url: `/${locale}/help/returns` },
          ],
        },
        {
          id: 'campaign-ctas',
          type: 'cta-collection',
          name: t('ctaName'),
          targets: [
            {
              text: t('ctaSizeGuide'),
              url: `#modal-${SIZE_GUIDE_DIALOG_ID}`,
              size: { sm: 'sm', md: 'md', lg: 'lg' },
            },
            { text: t('ctaNewsletter'), url: `?ref=campaign#modal-${NEWSLETTER_DIALOG_ID}` },
            { text: t('ctaStores'), url: `/${locale}/store-locator` },
            { text: t('ctaReturns'), url: `/${locale}/help/returns`, size: { sm: 'md' } },
          ],
          promotionTracking: {
            creativeName: 'campaign-ctas',
            promotionId: 'summit-2026',
            promotionName: 'Summit season',
          },
        },
        // Dialogs and the pop-up take no room of their own: they sit with the links that open them.
        {
          id: SIZE_GUIDE_DIALOG_ID,
          type: 'dialog',
          title: t('sizeTitle'),
          subtitle: t('sizeSubtitle'),
          alignment: 'left',
          media: contentImage('size-guide', t('sizeTitle'), 800, 450),
          mediaPosition: 'top',
          richText: [para(t('sizeText'))],
          targets: [{ text: t('ctaReturns'), url: `/${locale}/help/returns` }],
          richTextBelowTargets: [para(t('sizeBelow'))],
        },
        {
          id: NEWSLETTER_DIALOG_ID,
          type: 'dialog',
          title: t('newsTitle'),
          subtitle: t('newsSubtitle'),
          alignment: 'center',
          newsletterForm: true,
        },
        { id: 'campaign-popup', type: 'popup', popup: popupOf(lang) },
      ],
    },
    {
      name: 'campaign-story',
      items: [
        {
          id: 'campaign-segments',
          type: 'segmentation',
          segments: [
            {
              id: 'members',
              condition: 'loggedin',
              targets: [banner('campaign-seg-member', t('segMember'), 'loyalty')],
            },
            {
              id: 'shoppers',
              condition: 'cart-not-empty',
              targets: [banner('campaign-seg-cart', t('segCart'))],
            },
          ],
          // Where the loyalty baseline is off, the next baseline shows.
          baselines: [
            banner('campaign-seg-baseline', t('segBaseline'), 'loyalty'),
            banner('campaign-seg-season', t('segSeason')),
          ],
        },
        {
          id: 'campaign-icons',
          type: 'icon-text',
          title: t('iconsTitle'),
          variant: 'icon-above-text',
          iconSize: 'medium',
          entries: [
            { id: 'icon-shipping', icon: 'truck', richText: [para(t('iconShipping'))] },
            {
              id: 'icon-returns',
              icon: 'return',
              richText: [para(t('iconReturns'))],
              target: { url: `/${locale}/help/returns` },
            },
            { id: 'icon-repairs', icon: 'shield', richText: [para(t('iconWarranty'))] },
            { id: 'icon-help', icon: 'chat', richText: [para(t('iconHelp'))] },
          ],
        },
        { id: 'campaign-spacer', type: 'spacer', bottomMargins: { sm: '1rem', md: '2rem', lg: '3rem' } },
        {
          id: 'campaign-card',
          type: 'multi-link-card',
          title: t('cardTitle'),
          titleTarget: { url: `/${locale}/c/men-1100` },
          media: contentImage('campaign-layers', t('cardTitle'), 1200, 800),
          targets: [
            { text: t('cardShells'), url: `/${locale}/search?q=shell` },
            { text: t('cardFleece'), url: `/${locale}/search?q=fleece` },
            { text: t('cardBase'), url: `/${locale}/search?q=base` },
          ],
          alignment: 'left',
        },
        {
          id: 'campaign-picture',
          type: 'picture',
          url: '/images/content/campaign-ridge.svg',
          alt: t('pictureAlt'),
          width: 1200,
          height: 675,
        },
        {
          id: 'campaign-filter-not-product',
          type: 'conditional-filter',
          variant: 'bySku',
          operator: 'NOT IN',
          filterBy: ['RL100001'],
          components: [{ id: 'campaign-filter-text', type: 'rich-text', blocks: [para(t('filterText'))] }],
        },
        {
          id: 'campaign-filter-jackets',
          type: 'conditional-filter',
          variant: 'byCategory',
          operator: 'IN',
          filterBy: ['110011'],
          components: [
            { id: 'campaign-filter-jackets-text', type: 'rich-text', blocks: [para(t('filterCategory'))] },
          ],
        },
      ],
    },
    {
      name: 'campaign-media',
      items: [
        {
          id: 'campaign-video',
          type: 'video',
          media: { lg: { url: `https://www.youtube.com/watch?v=${YOUTUBE_VIDEO_ID}` } },
          poster: contentImage('campaign-film', t('videoTitle'), 1600, 900),
          seoTitle: t('videoTitle'),
          seoDescription: t('videoDescription'),
          width: 1600,
          height: 900,
        },
        {
          id: 'campaign-loop',
          type: 'video',
          media: { lg: { url: '/hosted-video/ridgeline/video/upload/campaign/rain-test.mp4' } },
          poster: contentImage('campaign-rain', t('loopTitle'), 1600, 900),
          cloudinaryAsset: { cloudName: 'ridgeline', publicId: 'campaign/rain-test' },
          duration: 45,
          seoTitle: t('loopTitle'),
          width: 1600,
          height: 900,
        },
        {
          id: 'campaign-gallery',
          type: 'ugc-gallery',
          title: t('galleryTitle'),
          containerId: 'campaign-wall',
          filter: 'product:PRODUCT_ID;category:CATEGORY',
        },
        { id: 'campaign-widget', type: 'ugc-widget', title: t('widgetTitle'), containerId: 'summit' },
        {
          id: 'campaign-newsletter',
          type: 'newsletter-form',
          title: t('newsletterBlockTitle'),
          subtitle: t('newsSubtitle'),
          alignment: 'center',
        },
      ],
    },
  ];
}

/** The group B sections, on the campaign landing page. */
export const blocksBSeed: BlockSeed = ({ locale, lang, money }) => ({
  [CAMPAIGN_SLUG]: blocksBSections(locale, lang, money),
});
