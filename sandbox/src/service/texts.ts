/**
 * Customer service words in the four languages: the contact categories and subjects
 * (`GET /consumers-v3/contactus/categorySubject`) and the e-mails the outbox gets (the contact
 * acknowledgement, the data export). Ids are stable; names follow the request's locale.
 */
import type { ContactCategories } from '../../../shared/contract/service';
import type { Lang } from '../../seed/i18n/words';
import { langOf } from '../commerce/search';

type Words = Record<Lang, string>;
const w = (en: string, fr: string, de: string, it: string): Words => ({ en, fr, de, it });

const CATEGORIES: readonly { id: string; name: Words; subjects: readonly { id: string; name: Words }[] }[] = [
  {
    id: 'orders',
    name: w(
      'Orders and delivery',
      'Commandes et livraison',
      'Bestellungen und Lieferung',
      'Ordini e consegna',
    ),
    subjects: [
      {
        id: 'order-status',
        name: w(
          'Where is my order?',
          'Où est ma commande ?',
          'Wo ist meine Bestellung?',
          "Dov'è il mio ordine?",
        ),
      },
      {
        id: 'order-change',
        name: w(
          'Change or cancel an order',
          'Modifier ou annuler une commande',
          'Bestellung ändern oder stornieren',
          'Modificare o annullare un ordine',
        ),
      },
      {
        id: 'delivery-damaged',
        name: w(
          'Damaged or missing item',
          'Article endommagé ou manquant',
          'Beschädigter oder fehlender Artikel',
          'Articolo danneggiato o mancante',
        ),
      },
    ],
  },
  {
    id: 'returns',
    name: w(
      'Returns and refunds',
      'Retours et remboursements',
      'Rücksendungen und Erstattungen',
      'Resi e rimborsi',
    ),
    subjects: [
      {
        id: 'return-start',
        name: w('Start a return', 'Faire un retour', 'Rücksendung starten', 'Avviare un reso'),
      },
      {
        id: 'refund-status',
        name: w(
          'Where is my refund?',
          'Où en est mon remboursement ?',
          'Wo ist meine Erstattung?',
          'A che punto è il mio rimborso?',
        ),
      },
    ],
  },
  {
    id: 'products',
    name: w('Products and sizing', 'Produits et tailles', 'Produkte und Größen', 'Prodotti e taglie'),
    subjects: [
      {
        id: 'size-advice',
        name: w('Size advice', 'Conseils de taille', 'Größenberatung', 'Consigli sulla taglia'),
      },
      {
        id: 'product-care',
        name: w('Care and repair', 'Entretien et réparation', 'Pflege und Reparatur', 'Cura e riparazione'),
      },
    ],
  },
  {
    id: 'account',
    name: w('Account and privacy', 'Compte et confidentialité', 'Konto und Datenschutz', 'Account e privacy'),
    subjects: [
      {
        id: 'sign-in-help',
        name: w(
          'Trouble signing in',
          'Problème de connexion',
          'Probleme bei der Anmeldung',
          'Problemi di accesso',
        ),
      },
      {
        id: 'privacy-request',
        name: w(
          'Privacy request',
          'Demande liée à la confidentialité',
          'Datenschutzanfrage',
          'Richiesta sulla privacy',
        ),
      },
    ],
  },
];

export const contactCategories = (locale: string): ContactCategories => {
  const lang = langOf(locale);
  return {
    categories: CATEGORIES.map((category) => ({
      id: category.id,
      name: category.name[lang],
      subjects: category.subjects.map((subject) => ({ id: subject.id, name: subject.name[lang] })),
    })),
  };
};

/** The subject's and category's names, or null when the pair is not one of ours. */
export const subjectOf = (categoryId: string, subjectId: string, locale: string) => {
  const category = CATEGORIES.find((c) => c.id === categoryId);
  const subject = category?.subjects.find((s) => s.id === subjectId);
  if (!category || !subject) return null;
  const lang = langOf(locale);
  return { category: category.name[lang], subject: subject.name[lang] };
};

const MAIL = {
  en: {
    contactSubject: 'We received your message ({caseNumber})',
    contactBody: [
      'Hello {firstName},',
      '',
      'Thank you for writing to Ridgeline customer service. Your case number is {caseNumber}.',
      'Topic: {category}, {subject}.',
      'We reply within one working day. Quote your case number if you write again.',
      '',
      'Your message:',
    ],
    exportSubject: 'Your Ridgeline data',
    exportBody: 'Hello {firstName},\n\nHere is the data Ridgeline holds about your account, as of {at}.\n',
  },
  fr: {
    contactSubject: 'Nous avons bien reçu votre message ({caseNumber})',
    contactBody: [
      'Bonjour {firstName},',
      '',
      'Merci d’avoir écrit au service client Ridgeline. Votre numéro de dossier est le {caseNumber}.',
      'Sujet\u00a0: {category}, {subject}.',
      'Nous répondons sous un jour ouvré. Rappelez votre numéro de dossier si vous nous écrivez à nouveau.',
      '',
      'Votre message\u00a0:',
    ],
    exportSubject: 'Vos données Ridgeline',
    exportBody:
      'Bonjour {firstName},\n\nVoici les données que Ridgeline détient sur votre compte, au {at}.\n',
  },
  de: {
    contactSubject: 'Wir haben Ihre Nachricht erhalten ({caseNumber})',
    contactBody: [
      'Hallo {firstName},',
      '',
      'Danke für Ihre Nachricht an den Ridgeline-Kundenservice. Ihre Fallnummer ist {caseNumber}.',
      'Thema: {category}, {subject}.',
      'Wir antworten innerhalb eines Werktags. Nennen Sie Ihre Fallnummer, wenn Sie erneut schreiben.',
      '',
      'Ihre Nachricht:',
    ],
    exportSubject: 'Ihre Ridgeline-Daten',
    exportBody:
      'Hallo {firstName},\n\nHier sind die Daten, die Ridgeline zu Ihrem Konto speichert, Stand {at}.\n',
  },
  it: {
    contactSubject: 'Abbiamo ricevuto il tuo messaggio ({caseNumber})',
    contactBody: [
      'Ciao {firstName},',
      '',
      'Grazie per aver scritto al servizio clienti Ridgeline. Il numero della tua pratica è {caseNumber}.',
      'Argomento: {category}, {subject}.',
      'Rispondiamo entro un giorno lavorativo. Indica il numero della pratica se ci scrivi di nuovo.',
      '',
      'Il tuo messaggio:',
    ],
    exportSubject: 'I tuoi dati Ridgeline',
    exportBody: 'Ciao {firstName},\n\nEcco i dati che Ridgeline conserva sul tuo account, al {at}.\n',
  },
} satisfies Record<Lang, unknown>;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

export const contactEmail = (input: {
  locale: string;
  caseNumber: string;
  firstName: string;
  category: string;
  subject: string;
  message: string;
}) => {
  const t = MAIL[langOf(input.locale)];
  return {
    subject: fill(t.contactSubject, input),
    body: [...t.contactBody.map((line) => fill(line, input)), input.message].join('\n'),
  };
};

export const exportEmail = (input: { locale: string; firstName: string; at: string; data: unknown }) => {
  const t = MAIL[langOf(input.locale)];
  return {
    subject: t.exportSubject,
    body: `${fill(t.exportBody, { firstName: input.firstName, at: input.at })}\n${JSON.stringify(input.data, null, 2)}\n`,
  };
};
