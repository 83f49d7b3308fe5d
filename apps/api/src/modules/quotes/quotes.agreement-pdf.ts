import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import { formatAbn } from '@trademate/shared/constants/abn';
import { company } from '@trademate/shared/constants/company';
import { formatAud } from '@trademate/shared/constants/plans';
import { formatAudChange } from '@trademate/shared/constants/quote-variations';
import * as messages from '@trademate/shared/messages';
import type { StoredQuoteItem, StoredVariationLine } from '../../db/schema/quotes';

const m = messages.quotes;
const a = m.agreement;
const mv = messages.quoteVariations;
const av = mv.agreement;

/** An approved variation as the agreement prints it, after the accepted version. */
export interface AgreementVariation {
  number: number;
  approvedAt: Date;
  reason: string;
  lines: StoredVariationLine[];
  subtotalCents: number;
  gstCents: number;
  totalCents: number;
  gstRegistered: boolean;
}

/** What the agreement prints: the accepted version as it was sent, and who agreed to it. */
export interface AgreementDocument {
  jobTitle: string;
  clientName: string;
  professionalName: string;
  version: {
    version: number;
    items: StoredQuoteItem[];
    labourCents: number;
    materialsCents: number;
    subtotalCents: number;
    gstCents: number;
    totalCents: number;
    depositCents: number;
    gstRegistered: boolean;
    abn: string | null;
    validUntil: string;
    earliestStart: string;
    terms: string;
    createdAt: Date;
  };
  acceptedAt: Date;
  /** The names of the chat files the version attaches. */
  attachmentNames: string[];
  /** The approved variations, oldest first, and the total they bring the agreement to. */
  variations: AgreementVariation[];
  agreedTotalCents: number;
}

/** A day (YYYY-MM-DD) as Australians write it: 29 November 2026. */
export function formatDay(day: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** A moment as the day it was in Sydney. */
function formatMoment(moment: Date): string {
  return new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Australia/Sydney',
  }).format(moment);
}

/** Hundredths of a unit as a quantity: 250 is 2.5. */
function formatQuantity(hundredths: number): string {
  return new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2 }).format(hundredths / 100);
}

const PAGE: [number, number] = [595.28, 841.89];
const LEFT = 56;
const RIGHT = 539;
const TOP = 780;
const BOTTOM = 72;

/** The table's columns: where each starts (or ends, for the amounts set right). */
const columns = {
  description: LEFT,
  kind: 286,
  quantity: 372,
  unit: 380,
  price: 480,
  total: RIGHT,
};

/**
 * The agreement as a PDF (decision 062): the accepted version unchanged, both names, the job, the
 * professional's ABN and whether GST applies, every line, the totals, the deposit, the days; then
 * each approved variation (when, why, its lines and totals) and the agreed total; the terms and
 * the files' names, on as many pages as it takes.
 */
export async function renderAgreementPdf(document: AgreementDocument): Promise<Uint8Array> {
  // pdf-lib is loaded with the first agreement rather than at start (decision 045).
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const { version } = document;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${a.title}: ${document.jobTitle}`);
  pdf.setAuthor(company.productName);
  pdf.setSubject(a.subtitle);
  pdf.setCreationDate(document.acceptedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  // The standard fonts speak WinAnsi only: a character outside it prints as '?' rather than failing.
  const printable = new Set(regular.getCharacterSet());
  const safe = (value: string) =>
    [...value.replace(/[\r\n\t]+/g, ' ')]
      .map((char) => (printable.has(char.codePointAt(0)!) ? char : '?'))
      .join('');
  const ink = rgb(0.12, 0.16, 0.23);
  const muted = rgb(0.39, 0.45, 0.55);
  let page: PDFPage = pdf.addPage(PAGE);
  let y = TOP;

  const newPage = () => {
    page = pdf.addPage(PAGE);
    y = TOP;
  };

  /** Room for `height` more on this page, or a new page. */
  const room = (height: number) => {
    if (y - height < BOTTOM) newPage();
  };

  const text = (
    value: string,
    x: number,
    options: { font?: PDFFont; size?: number; color?: RGB; alignRight?: boolean } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const printed = safe(value);
    const width = font.widthOfTextAtSize(printed, size);
    page.drawText(printed, {
      x: options.alignRight ? x - width : x,
      y,
      size,
      font,
      color: options.color ?? ink,
    });
  };

  /** `value` cut into lines no wider than `width`, at spaces where it can be. */
  const wrap = (value: string, width: number, font: PDFFont = regular, size = 10): string[] => {
    const lines: string[] = [];
    for (const paragraph of safe(value.replace(/\r\n?/g, '\n')).split('\n')) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= width) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        line = word;
        // A word longer than the line is cut where it must be.
        while (font.widthOfTextAtSize(line, size) > width) {
          let cut = line.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
      lines.push(line);
    }
    return lines;
  };

  const rule = () => {
    page.drawLine({ start: { x: LEFT, y }, end: { x: RIGHT, y }, thickness: 0.8, color: muted });
  };

  const heading = (value: string) => {
    room(40);
    y -= 24;
    text(value, LEFT, { font: bold, size: 12 });
    y -= 16;
  };

  text(a.title, LEFT, { font: bold, size: 24 });
  y -= 18;
  text(a.subtitle, LEFT, { size: 11, color: muted });
  y -= 32;

  const gstLine = version.gstRegistered ? m.gstIncluded(version.gstCents) : m.gstNotRegistered;
  const facts: [string, string][] = [
    [a.job, document.jobTitle],
    [a.client, document.clientName],
    [a.professional, document.professionalName],
    [a.abn, version.abn ? formatAbn(version.abn) : a.noAbn],
    ['', gstLine],
    [a.version(version.version), ''],
    [a.sentOn, formatMoment(version.createdAt)],
    [a.acceptedOn, formatMoment(document.acceptedAt)],
    [a.validUntil, formatDay(version.validUntil)],
    [a.earliestStart, formatDay(version.earliestStart)],
  ];
  for (const [label, value] of facts) {
    for (const [index, line] of wrap(value, RIGHT - LEFT - 130).entries()) {
      room(16);
      if (index === 0) text(label, LEFT, { color: muted });
      text(line, LEFT + 130);
      y -= 16;
    }
  }

  y -= 16;
  const tableHead = () => {
    text(a.columns.description, columns.description, { font: bold, size: 9 });
    text(a.columns.kind, columns.kind, { font: bold, size: 9 });
    text(a.columns.quantity, columns.quantity, { font: bold, size: 9, alignRight: true });
    text(a.columns.unit, columns.unit, { font: bold, size: 9 });
    text(a.columns.price, columns.price, { font: bold, size: 9, alignRight: true });
    text(a.columns.total, columns.total, { font: bold, size: 9, alignRight: true });
    y -= 8;
    rule();
    y -= 16;
  };
  /** Lines under the table's head, carried on to the next page with the head again. */
  const lineTable = (
    rows: readonly (Omit<StoredQuoteItem, 'totalCents'> & { amount: string })[],
  ) => {
    room(40);
    tableHead();
    for (const item of rows) {
      const lines = wrap(item.description, columns.kind - columns.description - 12);
      if (y - lines.length * 13 < BOTTOM) {
        newPage();
        tableHead();
      }
      text(lines[0]!, columns.description);
      text(m.kinds[item.kind], columns.kind);
      text(formatQuantity(item.quantityHundredths), columns.quantity, { alignRight: true });
      text(m.units[item.unit], columns.unit);
      text(formatAud(item.unitPriceCents), columns.price, { alignRight: true });
      text(item.amount, columns.total, { alignRight: true });
      for (const line of lines.slice(1)) {
        y -= 13;
        text(line, columns.description);
      }
      y -= 18;
    }
    y += 6;
    rule();
    y -= 20;
  };
  /** Figures set right under a table, the strong ones in bold. */
  const figures = (rows: readonly [string, string, boolean][]) => {
    for (const [label, value, strong] of rows) {
      room(18);
      const font = strong ? bold : regular;
      text(label, RIGHT - 180, { font });
      text(value, RIGHT, { font, alignRight: true });
      y -= 18;
    }
  };

  lineTable(version.items.map((item) => ({ ...item, amount: formatAud(item.totalCents) })));
  figures([
    [a.labour, formatAud(version.labourCents), false],
    [a.materials, formatAud(version.materialsCents), false],
    [a.subtotal, formatAud(version.subtotalCents), false],
    ...(version.gstRegistered
      ? [[a.gst, formatAud(version.gstCents), false] as [string, string, boolean]]
      : []),
    [version.gstRegistered ? a.total : a.totalNoGst, formatAud(version.totalCents), true],
    [a.deposit, formatAud(version.depositCents), false],
  ]);

  if (document.variations.length > 0) {
    heading(av.heading);
    for (const variation of document.variations) {
      room(60);
      y -= 8;
      text(av.title(variation.number), LEFT, { font: bold, size: 11 });
      y -= 18;
      for (const [label, value] of [
        [av.approvedOn, formatMoment(variation.approvedAt)],
        [av.reason, variation.reason],
      ] as const) {
        for (const [index, line] of wrap(value, RIGHT - LEFT - 130).entries()) {
          room(16);
          if (index === 0) text(label, LEFT, { color: muted });
          text(line, LEFT + 130);
          y -= 16;
        }
      }
      y -= 8;
      lineTable(
        variation.lines.map((line) => ({
          ...line,
          description: `${mv.changed[line.change]}: ${line.description}`,
          amount: formatAud(line.totalCents),
        })),
      );
      figures([
        [a.subtotal, formatAudChange(variation.subtotalCents), false],
        ...(variation.gstRegistered
          ? [[a.gst, formatAudChange(variation.gstCents), false] as [string, string, boolean]]
          : []),
        [av.total, formatAudChange(variation.totalCents), true],
      ]);
    }
    y -= 8;
    figures([[av.agreedTotal, formatAud(document.agreedTotalCents), true]]);
  }

  heading(a.terms);
  for (const line of wrap(version.terms.trim() || a.noTerms, RIGHT - LEFT)) {
    room(14);
    text(line, LEFT);
    y -= 14;
  }

  if (document.attachmentNames.length > 0) {
    heading(a.attachments);
    for (const name of document.attachmentNames) {
      for (const line of wrap(name, RIGHT - LEFT)) {
        room(14);
        text(line, LEFT);
        y -= 14;
      }
    }
  }

  y -= 16;
  for (const line of wrap(a.footer, RIGHT - LEFT, regular, 9)) {
    room(13);
    text(line, LEFT, { size: 9, color: muted });
    y -= 13;
  }

  return pdf.save();
}
