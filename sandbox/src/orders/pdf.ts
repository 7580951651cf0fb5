/**
 * The order's invoice and return label as real PDF documents (pdf-lib: pure JavaScript, no Node
 * APIs, so it runs in workerd). Text uses the standard Helvetica font (nothing to embed); it can
 * only draw WinAnsi characters, so anything else is replaced before drawing rather than failing
 * the document. A long order flows onto more pages.
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { addressLines, countryName } from '../../../shared/contract/address-lines';
import type { Address, Order } from '../../../shared/contract/checkout';
import { plainMoney } from '../money';

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

  /** The font's characters only: a name in another script becomes '?' instead of an error. */
  private drawable(font: PDFFont, text: string): string {
    const supported = new Set(font.getCharacterSet());
    return Array.from(text, (ch) => (supported.has(ch.codePointAt(0)!) ? ch : '?')).join('');
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

const addressBlock = (address: Address): string[] => [
  `${address.recipientFirstName} ${address.recipientLastName}`,
  ...addressLines(address),
  countryName(address.country, 'en'),
];

const dateOf = (iso: string) => iso.slice(0, 10);

/** The invoice: seller, buyer, every line with its amount, the totals and how it was paid. */
export const invoicePdf = async (order: Order): Promise<Uint8Array> => {
  const { doc, writer: w } = await start('Invoice', order);
  const money = (minor: number) => plainMoney(minor, order.currency);
  w.line({ text: 'Ridgeline', size: 20, bold: true, gap: 6 });
  w.line({ text: 'Invoice', size: 14, bold: true, right: order.orderNumber, gap: 8 });
  w.line({ text: `Order date: ${dateOf(order.createdAt)}`, muted: true });
  w.line({ text: `Invoice number: INV-${order.orderNumber}`, muted: true });
  if (order.status === 'CANCELLED') w.line({ text: 'This order was cancelled.', bold: true });
  w.space();
  w.line({ text: 'Billed to', bold: true });
  for (const text of addressBlock(order.billingAddress)) w.line({ text });
  w.space();
  w.rule();
  w.line({ text: 'Item', bold: true, right: 'Amount' });
  w.rule();
  for (const item of order.items) {
    w.line({ text: `${item.qty} x ${item.name}`, right: money(item.price.rowTotal) });
    w.line({ text: `${item.color}, ${item.size} - ${item.productId}`, size: 8, muted: true, gap: 6 });
  }
  w.rule();
  const t = order.totals;
  w.line({ text: 'Items', right: money(t.itemTotal) });
  if (t.totalDiscount > 0) w.line({ text: 'Discount', right: `-${money(t.totalDiscount)}` });
  w.line({ text: 'Shipping', right: money(t.shipping) });
  w.line({ text: 'Tax', right: money(t.tax) });
  w.line({ text: 'Total', bold: true, size: 12, right: money(t.total) });
  w.space();
  w.line({ text: 'Payments', bold: true });
  for (const p of order.payments) {
    const what = p.card
      ? `${p.card.brand} ending ${p.card.last4}`
      : p.payment_method_id.replace(/_/g, ' ').toLowerCase();
    w.line({ text: what, right: money(p.amount) });
  }
  return doc.save();
};

/** The prepaid return label: from the shopper's delivery address to the returns warehouse. */
export const returnLabelPdf = async (order: Order): Promise<Uint8Array> => {
  const { doc, writer: w } = await start('Return label', order);
  const from = order.shipments.find((s) => s.shippingAddress)?.shippingAddress ?? order.billingAddress;
  const rma = `RMA-${order.orderNumber.slice(2)}`;
  w.line({ text: 'Ridgeline prepaid return label', size: 16, bold: true, gap: 8 });
  w.line({ text: `Order ${order.orderNumber}`, right: rma, gap: 10 });
  w.line({ text: 'From', bold: true });
  for (const text of addressBlock(from)) w.line({ text });
  w.space();
  w.line({ text: 'To', bold: true });
  for (const text of RETURNS_ADDRESS) w.line({ text, size: 12 });
  w.space();
  w.bars(rma);
  w.line({ text: rma, size: 9, muted: true, gap: 12 });
  w.rule();
  w.line({ text: 'Contents (pack the items you return)', bold: true });
  for (const item of order.items)
    w.line({ text: `${item.qty} x ${item.name} (${item.color}, ${item.size})` });
  w.space();
  w.line({
    text: 'Print this label, attach it to the parcel and drop it at any Ridgeline Parcel point.',
    size: 8,
    muted: true,
  });
  return doc.save();
};
