/**
 * The invoice's and return label's own words in the order's language (as the order e-mail's are:
 * `commerce/order-email.ts`, whose payment method names they share). French puts a no-break space
 * before ":" (U+00A0, which Helvetica's WinAnsi set can draw).
 */
import type { Lang } from '../../seed/i18n/words';

export type PdfText = {
  invoice: string;
  orderDate: string;
  invoiceNumber: string;
  cancelled: string;
  billedTo: string;
  item: string;
  amount: string;
  items: string;
  discount: string;
  shipping: string;
  tax: string;
  /** Where the total already holds the tax (VAT sites). */
  taxIncluded: string;
  total: string;
  payments: string;
  /** Under a payment the order gave back (cancelled) or never took (declined). */
  paymentVoided: string;
  paymentRefused: string;
  cardEnding: string;
  returnLabel: string;
  returnLabelTitle: string;
  order: string;
  from: string;
  to: string;
  contents: string;
  instructions: string;
};

const NBSP = '\u00a0';

export const PDF_TEXT: Record<Lang, PdfText> = {
  en: {
    invoice: 'Invoice',
    orderDate: 'Order date: {date}',
    invoiceNumber: 'Invoice number: {n}',
    cancelled: 'This order was cancelled.',
    billedTo: 'Billed to',
    item: 'Item',
    amount: 'Amount',
    items: 'Items',
    discount: 'Discount',
    shipping: 'Shipping',
    tax: 'Tax',
    taxIncluded: 'Incl. VAT',
    total: 'Total',
    payments: 'Payments',
    paymentVoided: 'Released: not charged, the order was cancelled',
    paymentRefused: 'Not charged: the payment was declined',
    cardEnding: '{brand} ending {last4}',
    returnLabel: 'Return label',
    returnLabelTitle: 'Ridgeline prepaid return label',
    order: 'Order {n}',
    from: 'From',
    to: 'To',
    contents: 'Contents (pack the items you return)',
    instructions: 'Print this label, attach it to the parcel and drop it at any Ridgeline Parcel point.',
  },
  fr: {
    invoice: 'Facture',
    orderDate: `Date de commande${NBSP}: {date}`,
    invoiceNumber: `Numéro de facture${NBSP}: {n}`,
    cancelled: 'Cette commande a été annulée.',
    billedTo: 'Facturé à',
    item: 'Article',
    amount: 'Montant',
    items: 'Articles',
    discount: 'Remise',
    shipping: 'Livraison',
    tax: 'Taxes',
    taxIncluded: 'TVA incluse',
    total: 'Total',
    payments: 'Paiements',
    paymentVoided: `Libéré${NBSP}: non débité, la commande a été annulée`,
    paymentRefused: `Non débité${NBSP}: le paiement a été refusé`,
    cardEnding: '{brand} se terminant par {last4}',
    returnLabel: 'Étiquette de retour',
    returnLabelTitle: 'Étiquette de retour prépayée Ridgeline',
    order: 'Commande {n}',
    from: 'Expéditeur',
    to: 'Destinataire',
    contents: 'Contenu (emballez les articles que vous retournez)',
    instructions:
      'Imprimez cette étiquette, collez-la sur le colis et déposez-le dans un point Ridgeline Parcel.',
  },
  de: {
    invoice: 'Rechnung',
    orderDate: 'Bestelldatum: {date}',
    invoiceNumber: 'Rechnungsnummer: {n}',
    cancelled: 'Diese Bestellung wurde storniert.',
    billedTo: 'Rechnungsempfänger',
    item: 'Artikel',
    amount: 'Betrag',
    items: 'Artikel',
    discount: 'Rabatt',
    shipping: 'Versand',
    tax: 'MwSt.',
    taxIncluded: 'inkl. MwSt.',
    total: 'Gesamt',
    payments: 'Zahlungen',
    paymentVoided: 'Freigegeben: nicht belastet, die Bestellung wurde storniert',
    paymentRefused: 'Nicht belastet: Die Zahlung wurde abgelehnt',
    cardEnding: '{brand} mit Endziffern {last4}',
    returnLabel: 'Rücksendeetikett',
    returnLabelTitle: 'Frankiertes Ridgeline-Rücksendeetikett',
    order: 'Bestellung {n}',
    from: 'Absender',
    to: 'Empfänger',
    contents: 'Inhalt (packen Sie die Artikel ein, die Sie zurücksenden)',
    instructions:
      'Drucken Sie dieses Etikett aus, kleben Sie es auf das Paket und geben Sie es bei einem Ridgeline-Parcel-Punkt ab.',
  },
  it: {
    invoice: 'Fattura',
    orderDate: "Data dell'ordine: {date}",
    invoiceNumber: 'Numero fattura: {n}',
    cancelled: 'Questo ordine è stato annullato.',
    billedTo: 'Intestata a',
    item: 'Articolo',
    amount: 'Importo',
    items: 'Articoli',
    discount: 'Sconto',
    shipping: 'Spedizione',
    tax: 'IVA',
    taxIncluded: 'IVA inclusa',
    total: 'Totale',
    payments: 'Pagamenti',
    paymentVoided: 'Rilasciato: non addebitato, l’ordine è stato annullato',
    paymentRefused: 'Non addebitato: il pagamento è stato rifiutato',
    cardEnding: '{brand} che termina con {last4}',
    returnLabel: 'Etichetta di reso',
    returnLabelTitle: 'Etichetta di reso prepagata Ridgeline',
    order: 'Ordine {n}',
    from: 'Mittente',
    to: 'Destinatario',
    contents: 'Contenuto (imballa gli articoli che restituisci)',
    instructions: 'Stampa questa etichetta, applicala al pacco e consegnalo in un punto Ridgeline Parcel.',
  },
};
