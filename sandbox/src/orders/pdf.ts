/**
 * The order's invoice and return label as real PDF documents (pdf-lib: pure JavaScript, no Node
 * APIs, so it runs in workerd). Text uses the standard Helvetica font (nothing to embed); it can
 * only draw WinAnsi characters, so anything else is replaced before drawing rather than failing
 * the document. A long order flows onto more pages.
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { addressLines, countryName } from '../../../shared/contract/address-lines';
import { type Address, cardBrandName, type Order } from '../../../shared/contract/checkout';
import { presentedTotals } from '../../../shared/contract/totals';
import { langOf } from '../../seed/i18n/names';
import { localizeOrder } from '../commerce/localize-order';
import { fill, ORDER_EMAIL_TEXT } from '../commerce/order-email';
import { localMoney } from '../money';
import { LOCALES } from '../sites';
import { PDF_TEXT } from './pdf-words';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const INK = rgb(0.1, 0.12, 0.14);
const MUTED = rgb(0.38, 0.4, 0.43);

/** Where returns go (the sandbox's fictional warehouse). */
export const RETURNS_ADDRESS = [
  'Ridgeline Returns',
  '4800 Dahlia St, Dock 3',
  'Denver, CO 80216',
  'United States',
];

type Line = { text: string; size?: number; bold?: boolean; muted?: boolean; right?: string; gap?: number };

/** Lays lines out top to bottom, starting a new page when one is full. */
class Writer {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  /**
   * The font's characters only: a name in another script becomes '?' instead of an error. Intl's
   * narrow no-break space (French amounts, "1 234,50 €") is drawn as the no-break space WinAnsi has.
   */
  private drawable(font: PDFFont, text: string): string {
    const supported = new Set(font.getCharacterSet());
    return Array.from(text.replace(/\u202f/g, '\u00a0'), (ch) =>
      supported.has(ch.codePointAt(0)!) ? ch : '?',
    ).join('');
  }

  line({ text, size = 10, bold = false, muted = false, right, gap = 4 }: Line): void {
    if (this.y - size < MARGIN) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
    this.y -= size;
    const font = bold ? this.bold : this.regular;
    const color = muted ? MUTED : INK;
    this.page.drawText(this.drawable(font, text), { x: MARGIN, y: this.y, size, font, color });
    if (right !== undefined) {
      const shown = this.drawable(font, right);
      const width = font.widthOfTextAtSize(shown, size);
      this.page.drawText(shown, { x: A4[0] - MARGIN - width, y: this.y, size, font, color });
    }
    this.y -= gap;
  }

  space(points = 10): void {
    this.y -= points;
  }

  rule(): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness: 0.5,
      color: MUTED,
    });
    this.y -= 8;
  }

  /** A drawn code-39-like bar pattern of `value` (looks like a label; scanners are not the point). */
  bars(value: string, height = 50): void {
    let x = MARGIN;
    this.y -= height;
    for (const ch of value) {
      const code = ch.charCodeAt(0);
      for (let bit = 0; bit < 6; bit++) {
        const width = (code >> bit) & 1 ? 2.5 : 1;
        this.page.drawRectangle({ x, y: this.y, width, height, color: INK });
        x += width + 1.5;
      }
      x += 3;
    }
    this.y -= 10;
  }
}

const start = async (title: string, order: Order) => {
  const doc = await PDFDocument.create();
  doc.setTitle(`${title} ${order.orderNumber}`);
  doc.setAuthor('Ridgeline');
  doc.setSubject(`${title} for order ${order.orderNumber}`);
  doc.setCreationDate(new Date(order.createdAt));
  const writer = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  return { doc, writer };
};

/** A document's words, amounts, dates and countries in the language of `locale`. */
const languageOf = (locale: string) => {
  const tag = LOCALES[locale]?.languageTag ?? 'en-US';
  const lang = langOf(locale);
  return {
    tag,
    t: PDF_TEXT[lang],
    methods: ORDER_EMAIL_TEXT[lang].methods,
    date: (iso: string) =>
      new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso)),
  };
};

const addressBlock = (address: Address, tag: string): string[] => [
  `${address.recipientFirstName} ${address.recipientLastName}`,
  ...addressLines(address),
  countryName(address.country, tag),
];

/**
 * The invoice in the language of `locale` (the request's): seller, buyer, every line with its
 * amount, the totals and how it was paid.
 */
export const invoicePdf = async (stored: Order, locale: string): Promise<Uint8Array> => {
  const { tag, t: words, methods, date } = languageOf(locale);
  const order = localizeOrder(stored, locale);
  const { doc, writer: w } = await start(words.invoice, order);
  const money = (minor: number) => localMoney(minor, order.currency, tag);
  w.line({ text: 'Ridgeline', size: 20, bold: true, gap: 6 });
  w.line({ text: words.invoice, size: 14, bold: true, right: order.orderNumber, gap: 8 });
  w.line({ text: fill(words.orderDate, { date: date(order.createdAt) }), muted: true });
  w.line({ text: fill(words.invoiceNumber, { n: `INV-${order.orderNumber}` }), muted: true });
  if (order.status === 'CANCELLED') w.line({ text: words.cancelled, bold: true });
  w.space();
  w.line({ text: words.billedTo, bold: true });
  for (const text of addressBlock(order.billingAddress, tag)) w.line({ text });
  w.space();
  w.rule();
  w.line({ text: words.item, bold: true, right: words.amount });
  w.rule();
  for (const item of order.items) {
    w.line({ text: `${item.qty} x ${item.name}`, right: money(item.price.rowTotal) });
    w.line({ text: `${item.color}, ${item.size} - ${item.productId}`, size: 8, muted: true, gap: 6 });
  }
  w.rule();
  const t = order.totals;
  // The order page's rows: sale prices are in the lines already, so only promotions are a discount.
  const { promotions, taxIncluded } = presentedTotals(t);
  w.line({ text: words.items, right: money(t.itemTotal) });
  if (promotions > 0) w.line({ text: words.discount, right: `-${money(promotions)}` });
  w.line({ text: words.shipping, right: money(t.shipping) });
  w.line({ text: taxIncluded ? words.taxIncluded : words.tax, right: money(t.tax) });
  w.line({ text: words.total, bold: true, size: 12, right: money(t.total) });
  w.space();
  w.line({ text: words.payments, bold: true });
  for (const p of order.payments) {
    const what = p.card
      ? fill(words.cardEnding, { brand: cardBrandName(p.card.brand), last4: p.card.last4 })
      : (methods[p.payment_method_id] ?? p.payment_method_id);
    w.line({ text: what, right: money(p.amount) });
    // An invoice never shows as taken what the shopper was not charged.
    const note =
      p.status === 'VOIDED'
        ? words.paymentVoided
        : p.status === 'AUTHORIZED'
          ? undefined
          : words.paymentRefused;
    if (note) w.line({ text: note, size: 8, muted: true, gap: 4 });
  }
  return doc.save();
};

/**
 * The prepaid return label in the language of `locale`: from the shopper's delivery address to the
 * returns warehouse (its address stays as the carrier reads it).
 */
export const returnLabelPdf = async (stored: Order, locale: string): Promise<Uint8Array> => {
  const { tag, t: words } = languageOf(locale);
  const order = localizeOrder(stored, locale);
  const { doc, writer: w } = await start(words.returnLabel, order);
  const from = order.shipments.find((s) => s.shippingAddress)?.shippingAddress ?? order.billingAddress;
  const rma = `RMA-${order.orderNumber.slice(2)}`;
  w.line({ text: words.returnLabelTitle, size: 16, bold: true, gap: 8 });
  w.line({ text: fill(words.order, { n: order.orderNumber }), right: rma, gap: 10 });
  w.line({ text: words.from, bold: true });
  for (const text of addressBlock(from, tag)) w.line({ text });
  w.space();
  w.line({ text: words.to, bold: true });
  for (const text of RETURNS_ADDRESS) w.line({ text, size: 12 });
  w.space();
  w.bars(rma);
  w.line({ text: rma, size: 9, muted: true, gap: 12 });
  w.rule();
  w.line({ text: words.contents, bold: true });
  for (const item of order.items)
    w.line({ text: `${item.qty} x ${item.name} (${item.color}, ${item.size})` });
  w.space();
  w.line({ text: words.instructions, size: 8, muted: true });
  return doc.save();
};
