/**
 * Static content pages (content spec sections 2 and 7): about, help and its children, the legal
 * pages and the store locator, per site and language. Each page names its parent slug (`home` for
 * top-level pages) and its path below the locale, which the `children/{siteId}/{parentPageSlug}`
 * call lists; the storefront builds navigation and the sitemap from that tree.
 */
import { LOCALES } from '../src/sites';
import { type ContentRow, contentImage, type StoredItem, type StoredPage } from './content-types';
import { RETURN_DAYS } from './promises';

type Lang = 'en' | 'fr' | 'de' | 'it';
type L = Record<Lang, string>;

export type StaticPage = StoredPage & { path: string; parent: string; sort: number };

type PageDef = {
  slug: string;
  path: string;
  parent: string;
  title: L;
  description: L;
  /** Paragraphs of the page body (each a translated text). */
  body: L[];
  hero?: string;
  links?: { text: L; path: string }[];
};

const legal = (what: L): L[] => [
  {
    en: `These ${what.en.toLowerCase()} apply to every purchase and visit on this site.`,
    fr: `Les présentes ${what.fr.toLowerCase()} s’appliquent à chaque achat et visite sur ce site.`,
    de: `Diese ${what.de} gelten für jeden Einkauf und Besuch auf dieser Website.`,
    it: `Le presenti ${what.it.toLowerCase()} si applicano a ogni acquisto e visita su questo sito.`,
  },
  {
    en: 'We may update them from time to time; the version published here is the one in force.',
    fr: 'Nous pouvons les mettre à jour\u202f; la version publiée ici est celle en vigueur.',
    de: 'Wir können sie gelegentlich aktualisieren; es gilt die hier veröffentlichte Fassung.',
    it: 'Possiamo aggiornarle di tanto in tanto; fa fede la versione pubblicata qui.',
  },
  {
    en: 'Questions? Contact our customer service team.',
    fr: 'Des questions\u202f? Contactez notre service client.',
    de: 'Fragen? Kontaktieren Sie unseren Kundenservice.',
    it: 'Domande? Contatta il nostro servizio clienti.',
  },
];

const legalPage = (slug: string, title: L, sort: number): PageDef & { sort: number } => ({
  slug,
  path: slug,
  parent: 'home',
  title,
  description: {
    en: `${title.en} of Ridgeline.`,
    fr: `${title.fr} de Ridgeline.`,
    de: `${title.de} von Ridgeline.`,
    it: `${title.it} di Ridgeline.`,
  },
  body: legal(title),
  sort,
});

const PAGES: (PageDef & { sort: number })[] = [
  {
    slug: 'about',
    path: 'about',
    parent: 'home',
    sort: 1,
    hero: 'about-ridgeline',
    title: {
      en: 'About Ridgeline',
      fr: 'À propos de Ridgeline',
      de: 'Über Ridgeline',
      it: 'Chi è Ridgeline',
    },
    description: {
      en: 'Our story: outdoor clothing, footwear and packs built to last and made to repair.',
      fr: 'Notre histoire\u00a0: des vêtements, chaussures et sacs outdoor conçus pour durer et être réparés.',
      de: 'Unsere Geschichte: Outdoor-Bekleidung, Schuhe und Rucksäcke, gebaut für lange Zeit und zum Reparieren.',
      it: 'La nostra storia: abbigliamento, calzature e zaini outdoor fatti per durare ed essere riparati.',
    },
    body: [
      {
        en: 'Ridgeline started in a mountain town workshop with one idea: gear should outlast the trail.',
        fr: 'Ridgeline est né dans un atelier de montagne avec une idée\u00a0: l’équipement doit durer plus longtemps que le sentier.',
        de: 'Ridgeline begann in einer Werkstatt in den Bergen mit einer Idee: Ausrüstung soll länger halten als der Weg.',
        it: 'Ridgeline è nata in un laboratorio di montagna con un’idea: l’attrezzatura deve durare più del sentiero.',
      },
      {
        en: 'Every piece carries a lifetime repair promise, and we test it above the treeline first.',
        fr: 'Chaque article bénéficie d’une promesse de réparation à vie, et nous le testons d’abord au-dessus des arbres.',
        de: 'Für jedes Teil gilt ein lebenslanges Reparaturversprechen, und wir testen es zuerst über der Baumgrenze.',
        it: 'Ogni capo ha una promessa di riparazione a vita, e lo testiamo prima oltre il limite del bosco.',
      },
    ],
  },
  {
    slug: 'help',
    path: 'help',
    parent: 'home',
    sort: 2,
    title: { en: 'Help', fr: 'Aide', de: 'Hilfe', it: 'Aiuto' },
    description: {
      en: 'Answers about orders, delivery, returns and repairs.',
      fr: 'Réponses sur les commandes, la livraison, les retours et les réparations.',
      de: 'Antworten zu Bestellungen, Lieferung, Rücksendungen und Reparaturen.',
      it: 'Risposte su ordini, consegna, resi e riparazioni.',
    },
    body: [
      {
        en: 'Find answers below, or contact us: we reply within one working day.',
        fr: 'Trouvez les réponses ci-dessous ou contactez-nous\u00a0: nous répondons sous un jour ouvré.',
        de: 'Antworten finden Sie unten, oder kontaktieren Sie uns: Wir antworten innerhalb eines Werktags.',
        it: 'Trova le risposte qui sotto o contattaci: rispondiamo entro un giorno lavorativo.',
      },
    ],
  },
  {
    slug: 'help-returns',
    path: 'help/returns',
    parent: 'help',
    sort: 1,
    title: { en: 'Returns', fr: 'Retours', de: 'Rücksendungen', it: 'Resi' },
    description: {
      en: `Free returns within ${RETURN_DAYS} days of delivery.`,
      fr: `Retours gratuits sous ${RETURN_DAYS} jours après la livraison.`,
      de: `Kostenlose Rücksendung innerhalb von ${RETURN_DAYS} Tagen nach Lieferung.`,
      it: `Resi gratuiti entro ${RETURN_DAYS} giorni dalla consegna.`,
    },
    body: [
      {
        en: `Unworn items can be returned free of charge within ${RETURN_DAYS} days of delivery.`,
        fr: `Les articles non portés peuvent être retournés gratuitement sous ${RETURN_DAYS} jours après la livraison.`,
        de: `Ungetragene Artikel können innerhalb von ${RETURN_DAYS} Tagen nach Lieferung kostenlos zurückgesendet werden.`,
        it: `Gli articoli non indossati possono essere resi gratuitamente entro ${RETURN_DAYS} giorni dalla consegna.`,
      },
      {
        en: 'Refunds go back to the original payment method within 5 working days of receipt.',
        fr: 'Le remboursement est effectué sur le moyen de paiement initial sous 5 jours ouvrés après réception.',
        de: 'Die Erstattung erfolgt innerhalb von 5 Werktagen nach Eingang auf das ursprüngliche Zahlungsmittel.',
        it: 'Il rimborso avviene sul metodo di pagamento originale entro 5 giorni lavorativi dal ricevimento.',
      },
    ],
  },
  {
    slug: 'help-returns-how-to-return',
    path: 'help/returns/how-to-return',
    parent: 'help-returns',
    sort: 1,
    title: {
      en: 'How to return',
      fr: 'Comment retourner un article ?',
      de: 'So senden Sie zurück',
      it: 'Come effettuare un reso',
    },
    description: {
      en: 'Request a return label from your account and drop the parcel off.',
      fr: 'Demandez une étiquette de retour depuis votre compte et déposez le colis.',
      de: 'Fordern Sie in Ihrem Konto ein Rücksendeetikett an und geben Sie das Paket ab.',
      it: 'Richiedi un’etichetta di reso dal tuo account e consegna il pacco.',
    },
    body: [
      {
        en: '1. Open your order history and choose the items to return.',
        fr: '1. Ouvrez l’historique de vos commandes et choisissez les articles à retourner.',
        de: '1. Öffnen Sie Ihre Bestellhistorie und wählen Sie die Artikel für die Rücksendung.',
        it: '1. Apri lo storico ordini e scegli gli articoli da rendere.',
      },
      {
        en: '2. Print the return label, pack the items and drop the parcel at any carrier point.',
        fr: '2. Imprimez l’étiquette, emballez les articles et déposez le colis dans un point relais.',
        de: '2. Drucken Sie das Etikett, verpacken Sie die Artikel und geben Sie das Paket ab.',
        it: '2. Stampa l’etichetta, imballa gli articoli e consegna il pacco a un punto di ritiro.',
      },
    ],
  },
  {
    slug: 'help-repairs',
    path: 'help/repairs',
    parent: 'help',
    sort: 2,
    title: { en: 'Repairs', fr: 'Réparations', de: 'Reparaturen', it: 'Riparazioni' },
    description: {
      en: 'Our lifetime repair promise and how to send an item for repair.',
      fr: 'Notre promesse de réparation à vie et comment envoyer un article en réparation.',
      de: 'Unser lebenslanges Reparaturversprechen und wie Sie einen Artikel einsenden.',
      it: 'La nostra promessa di riparazione a vita e come inviare un articolo.',
    },
    body: [
      {
        en: 'Zips, seams and soles: we repair them for the life of the product.',
        fr: 'Fermetures, coutures et semelles\u00a0: nous les réparons pendant toute la vie du produit.',
        de: 'Reißverschlüsse, Nähte und Sohlen: Wir reparieren sie ein Produktleben lang.',
        it: 'Zip, cuciture e suole: le ripariamo per tutta la vita del prodotto.',
      },
    ],
  },
  {
    slug: 'contact-us',
    path: 'contact-us',
    parent: 'help',
    sort: 3,
    title: { en: 'Contact us', fr: 'Nous contacter', de: 'Kontakt', it: 'Contattaci' },
    description: {
      en: 'Reach our customer service team.',
      fr: 'Joignez notre service client.',
      de: 'Erreichen Sie unseren Kundenservice.',
      it: 'Contatta il nostro servizio clienti.',
    },
    body: [
      {
        en: 'Write to service@ridgeline.example or call us Monday to Friday, 9:00 to 18:00.',
        fr: 'Écrivez à service@ridgeline.example ou appelez-nous du lundi au vendredi, de 9 h à 18 h.',
        de: 'Schreiben Sie an service@ridgeline.example oder rufen Sie uns Montag bis Freitag von 9 bis 18 Uhr an.',
        it: 'Scrivi a service@ridgeline.example o chiamaci dal lunedì al venerdì, dalle 9 alle 18.',
      },
    ],
  },
  {
    slug: 'store-locator',
    path: 'store-locator',
    parent: 'home',
    sort: 3,
    title: { en: 'Store locator', fr: 'Trouver un magasin', de: 'Filialsuche', it: 'Trova negozio' },
    description: {
      en: 'Find a Ridgeline store near you: opening hours and stock.',
      fr: 'Trouvez un magasin Ridgeline près de chez vous\u00a0: horaires et stock.',
      de: 'Finden Sie eine Ridgeline-Filiale in Ihrer Nähe: Öffnungszeiten und Bestand.',
      it: 'Trova un negozio Ridgeline vicino a te: orari e disponibilità.',
    },
    body: [
      {
        en: 'Search by postal code or use your location to see the nearest stores.',
        fr: 'Recherchez par code postal ou utilisez votre position pour voir les magasins les plus proches.',
        de: 'Suchen Sie nach Postleitzahl oder nutzen Sie Ihren Standort, um die nächsten Filialen zu sehen.',
        it: 'Cerca per codice postale o usa la tua posizione per vedere i negozi più vicini.',
      },
    ],
  },
  legalPage(
    'brand-terms',
    { en: 'Terms of use', fr: 'Conditions d’utilisation', de: 'Nutzungsbedingungen', it: 'Condizioni d’uso' },
    10,
  ),
  legalPage(
    'privacy',
    {
      en: 'Privacy policy',
      fr: 'Politique de confidentialité',
      de: 'Datenschutzerklärung',
      it: 'Informativa sulla privacy',
    },
    11,
  ),
  legalPage(
    'sale-terms',
    {
      en: 'Terms of sale',
      fr: 'Conditions de vente',
      de: 'Verkaufsbedingungen',
      it: 'Condizioni di vendita',
    },
    12,
  ),
  legalPage(
    'loyalty-terms',
    {
      en: 'Loyalty terms',
      fr: 'Conditions du programme de fidélité',
      de: 'Treueprogramm-Bedingungen',
      it: 'Condizioni del programma fedeltà',
    },
    13,
  ),
  legalPage(
    'sms-terms',
    { en: 'SMS terms', fr: 'Conditions des SMS', de: 'SMS-Bedingungen', it: 'Condizioni SMS' },
    14,
  ),
  legalPage(
    'associate-discount-terms',
    {
      en: 'Associate discount terms',
      fr: 'Conditions de la remise collaborateur',
      de: 'Bedingungen des Mitarbeiterrabatts',
      it: 'Condizioni dello sconto dipendenti',
    },
    15,
  ),
];

const build = (def: PageDef & { sort: number }, locale: string, lang: Lang): StaticPage => {
  const items: StoredItem[] = [];
  if (def.hero) {
    items.push({
      id: `${def.slug}-hero`,
      type: 'image-banner',
      title: def.title[lang],
      subtitle: def.description[lang],
      media: contentImage(def.hero, def.title[lang]),
      targets: [],
      alignment: 'left',
    });
  }
  items.push({
    id: `${def.slug}-body`,
    type: 'rich-text',
    blocks: [
      ...def.body.map((p) => ({ kind: 'paragraph' as const, text: p[lang] })),
      ...(def.links ?? []).map((l) => ({
        kind: 'link' as const,
        text: l.text[lang],
        url: `/${locale}/${l.path}`,
      })),
    ],
  });
  return {
    id: `${def.slug}-${locale}`,
    slug: def.slug,
    path: def.path,
    parent: def.parent,
    sort: def.sort,
    seo: { title: def.title[lang], description: def.description[lang] },
    sections: [{ name: 'body', items }],
  };
};

/** Static page documents for every site and language (content table rows, kind `page`). */
export const generateStaticPages = (): ContentRow[] =>
  Object.values(LOCALES).flatMap((site) =>
    PAGES.map((def) => ({
      site_id: site.siteId,
      locale: site.locale,
      kind: 'page' as const,
      key: def.slug,
      doc: JSON.stringify(build(def, site.locale, site.language)),
    })),
  );
