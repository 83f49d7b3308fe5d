import type { PDFFont, PDFPage } from 'pdf-lib';
import { company, formatPostalAddress } from '@trademate/shared/constants/company';
import { formatAud } from '@trademate/shared/constants/plans';
import * as messages from '@trademate/shared/messages';

const m = messages.invoice;

/** Dates on invoices and mails, as Australians write them, on the seller's (Queensland) calendar. */
export function formatInvoiceDate(date: Date): string {
  return new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Australia/Brisbane',
  }).format(date);
}

/** `TM-000042` */
export function formatInvoiceNumber(number: number): string {
  return `TM-${String(number).padStart(6, '0')}`;
}

/** Who issues the invoice: TradeMate, or a professional for work paid through TradeMate. */
export interface InvoiceSeller {
  name: string;
  /** Without one, the invoice says so (a supplier without an ABN). */
  abn: string | null;
  /** Lines under the name: an address, an email. */
  lines: string[];
  /** Whether the price includes GST; a seller not registered for GST charges none. */
  gstRegistered: boolean;
}

export const trademateSeller: InvoiceSeller = {
  name: company.legalName,
  abn: company.abn,
  lines: [formatPostalAddress(), company.supportEmail],
  gstRegistered: true,
};

export interface InvoiceDocument {
  /** A number, printed as `TM-000042`, or a number already formatted. */
  number: number | string;
  /** TradeMate unless said otherwise. */
  seller?: InvoiceSeller;
  /** The line at the foot of the invoice; `Paid in full…` unless said otherwise. */
  footer?: string;
  issuedAt: Date;
  buyerName: string;
  buyerEmail: string;
  description: string;
  amountCents: number;
  gstCents: number;
}

/**
 * A tax invoice as the ATO asks for one under $1,000: the words 'Tax invoice', the seller's name
 * and ABN, the date of issue, what was sold, the price and that it includes GST (with the GST
 * amount). The buyer's name and email are printed too.
 */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Uint8Array> {
  // pdf-lib is loaded with the first invoice rather than at start (docs/decisions/045-start-up.md).
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const number =
    typeof invoice.number === 'number' ? formatInvoiceNumber(invoice.number) : invoice.number;
  const seller = invoice.seller ?? trademateSeller;
  const pdf = await PDFDocument.create();
  pdf.setTitle(m.documentTitle(number));
  pdf.setAuthor(seller.name);
  pdf.setSubject(m.documentSubject(number));
  pdf.setCreationDate(invoice.issuedAt);
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  // The standard fonts speak WinAnsi only: a name in another script prints as '?' rather than failing.
  const printable = new Set(regular.getCharacterSet());
  const safe = (value: string) =>
    [...value].map((char) => (printable.has(char.codePointAt(0)!) ? char : '?')).join('');
  const ink = rgb(0.12, 0.16, 0.23);
  const muted = rgb(0.39, 0.45, 0.55);
  const left = 56;
  const right = 539;
  let y = 780;

  const text = (
    target: PDFPage,
    value: string,
    x: number,
    options: { font?: PDFFont; size?: number; color?: typeof ink; alignRight?: boolean } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? 11;
    const printed = safe(value);
    const width = font.widthOfTextAtSize(printed, size);
    target.drawText(printed, {
      x: options.alignRight ? x - width : x,
      y,
      size,
      font,
      color: options.color ?? ink,
    });
  };

  text(page, m.title, left, { font: bold, size: 24 });
  text(page, seller.name, right, { font: bold, size: 12, alignRight: true });
  y -= 18;
  text(page, seller.abn ? m.abn(seller.abn) : m.noAbn, right, {
    size: 10,
    color: muted,
    alignRight: true,
  });
  for (const line of seller.lines) {
    y -= 14;
    text(page, line, right, { size: 10, color: muted, alignRight: true });
  }

  y -= 40;
  const facts: [string, string][] = [
    [m.numberLabel, number],
    [m.issuedLabel, formatInvoiceDate(invoice.issuedAt)],
    [m.buyerLabel, invoice.buyerName],
    [m.emailLabel, invoice.buyerEmail],
  ];
  for (const [label, value] of facts) {
    text(page, label, left, { size: 10, color: muted });
    text(page, value, left + 120);
    y -= 18;
  }

  y -= 24;
  text(page, m.descriptionLabel, left, { font: bold, size: 10 });
  text(page, m.amountLabel, right, { font: bold, size: 10, alignRight: true });
  y -= 8;
  page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.8, color: muted });
  y -= 18;
  text(page, invoice.description, left);
  text(page, formatAud(invoice.amountCents), right, { alignRight: true });
  y -= 12;
  page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.8, color: muted });

  y -= 24;
  text(page, m.totalLabel, right - 140, { font: bold });
  text(page, formatAud(invoice.amountCents), right, { font: bold, alignRight: true });
  y -= 18;
  if (seller.gstRegistered) {
    text(page, m.gstNote, right - 140, { size: 10, color: muted });
    y -= 14;
    text(page, m.gstIncluded(formatAud(invoice.gstCents)), right - 140, {
      size: 10,
      color: muted,
    });
  } else {
    text(page, m.noGst, right - 240, { size: 10, color: muted });
  }

  y = 72;
  text(page, invoice.footer ?? m.paid, left, {
    size: 9,
    color: muted,
  });

  return pdf.save();
}
