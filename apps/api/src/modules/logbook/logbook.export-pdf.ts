import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import { formatAbn } from '@trademate/shared/constants/abn';
import { company } from '@trademate/shared/constants/company';
import { formatLogbookHours, type LogbookLevel } from '@trademate/shared/constants/logbook';
import * as messages from '@trademate/shared/messages';
import {
  exportCells,
  exportColumns,
  exportHeads,
  formatLongDay,
  formatSydneyMoment,
  type ExportColumn,
} from './logbook.export-rows';
import type { ExportEntryRow } from './logbook.reports.repository';

const e = messages.logbookReports.export;

/** A supervisor as the record names them, with what proves who they are. */
export interface ExportSupervisor {
  name: string;
  businessName: string | null;
  abn: string | null;
  licences: Array<{ number: string; state: string; trade: string }>;
}

/** What the logbook's PDF prints. */
export interface LogbookExportDocument {
  apprentice: { name: string; email: string; phone: string | null };
  period: { from: string; to: string };
  verifiedMinutes: number;
  supervisors: ExportSupervisor[];
  entries: ExportEntryRow[];
  byUnit: Array<{ code: string; title: string; minutes: number }>;
  byLevel: Array<{ level: LogbookLevel; minutes: number }>;
  generatedAt: Date;
}

// A4 on its side: eight columns of a table read better across 297 mm than 210.
const PAGE: [number, number] = [841.89, 595.28];
const LEFT = 40;
const RIGHT = 801.89;
const TOP = 550;
const BOTTOM = 52;
const LABEL_WIDTH = 110;

/** The table's columns: their widths across the page, the hours set right. */
const columnWidths: Record<ExportColumn, number> = {
  date: 62,
  hours: 36,
  site: 105,
  tasks: 235,
  units: 85,
  level: 62,
  supervisor: 80,
  verifiedAt: 96.89,
};
const PADDING = 8;
const TABLE_SIZE = 8;
const TABLE_LINE = 10;

/**
 * The logbook as a PDF for a training organisation (decision 072): who the apprentice is, the
 * period, each supervisor with their business, ABN and licences, every verified entry of the
 * period oldest first (the table's head carried over each page), the hours per unit and per level,
 * when it was generated, and each page's number.
 */
export async function renderLogbookPdf(document: LogbookExportDocument): Promise<Uint8Array> {
  // pdf-lib is loaded with the first export rather than at start (decision 045).
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${e.title}: ${document.apprentice.name}`);
  pdf.setAuthor(company.productName);
  pdf.setSubject(e.subtitle);
  pdf.setCreationDate(document.generatedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  // The standard fonts speak WinAnsi only: a character outside it prints as '?' rather than failing.
  const printable = new Set(regular.getCharacterSet());
  const safe = (value: string) =>
    [...value.replace(/[\t ]+/g, ' ')]
      .map((char) => (char === '\n' || printable.has(char.codePointAt(0)!) ? char : '?'))
      .join('');
  const ink = rgb(0.12, 0.16, 0.23);
  const muted = rgb(0.39, 0.45, 0.55);
  let page: PDFPage = pdf.addPage(PAGE);
  let y = TOP;

  const newPage = () => {
    page = pdf.addPage(PAGE);
    y = TOP;
  };

  /** Room for `height` more on this page, or a new page; says whether it turned one. */
  const room = (height: number): boolean => {
    if (y - height >= BOTTOM) return false;
    newPage();
    return true;
  };

  const text = (
    value: string,
    x: number,
    options: { font?: PDFFont; size?: number; color?: RGB; alignRight?: boolean } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const printed = safe(value).replace(/\n/g, ' ');
    if (!printed) return;
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

  const rule = (color: RGB = muted, thickness = 0.8) => {
    page.drawLine({ start: { x: LEFT, y }, end: { x: RIGHT, y }, thickness, color });
  };

  const heading = (value: string) => {
    room(48);
    y -= 22;
    text(value, LEFT, { font: bold, size: 12 });
    y -= 16;
  };

  /** A label and its value, the value wrapped beside the label. */
  const fact = (label: string, value: string, indent = 0) => {
    for (const [index, line] of wrap(value, RIGHT - LEFT - LABEL_WIDTH - indent).entries()) {
      room(15);
      if (index === 0) text(label, LEFT + indent, { color: muted });
      text(line, LEFT + indent + LABEL_WIDTH);
      y -= 15;
    }
  };

  text(e.title, LEFT, { font: bold, size: 22 });
  y -= 17;
  text(e.subtitle, LEFT, { size: 10, color: muted });
  y -= 28;

  const { apprentice, period } = document;
  fact(e.apprentice, apprentice.name);
  fact(e.email, apprentice.email);
  if (apprentice.phone) fact(e.phone, apprentice.phone);
  fact(e.period, e.periodValue(formatLongDay(period.from), formatLongDay(period.to)));
  fact(e.verifiedHours, formatLogbookHours(document.verifiedMinutes));

  if (document.supervisors.length > 0) {
    heading(e.supervisors);
    for (const supervisor of document.supervisors) {
      room(70);
      y -= 4;
      text(supervisor.name, LEFT, { font: bold });
      y -= 15;
      if (supervisor.businessName) fact(e.business, supervisor.businessName, 12);
      fact(e.abn, supervisor.abn ? formatAbn(supervisor.abn) : e.noAbn, 12);
      fact(
        e.licences,
        supervisor.licences.length > 0
          ? supervisor.licences
              .map((licence) => e.licence(licence.number, licence.state, licence.trade))
              .join(', ')
          : e.noLicence,
        12,
      );
    }
  }

  heading(e.entries);
  const columnStarts = {} as Record<ExportColumn, number>;
  let x = LEFT;
  for (const column of exportColumns) {
    columnStarts[column] = x;
    x += columnWidths[column];
  }
  const cellText = (column: ExportColumn, value: string, font: PDFFont = regular) => {
    if (column === 'hours') {
      const right = columnStarts.hours + columnWidths.hours - PADDING;
      text(value, right, { font, size: TABLE_SIZE, alignRight: true });
    } else {
      text(value, columnStarts[column], { font, size: TABLE_SIZE });
    }
  };
  const tableHead = () => {
    for (const column of exportColumns) cellText(column, exportHeads[column], bold);
    y -= 6;
    rule();
    y -= 12;
  };

  if (document.entries.length === 0) {
    text(e.noEntries, LEFT, { color: muted });
    y -= 15;
  } else {
    room(40);
    tableHead();
    for (const entry of document.entries) {
      const cells = exportCells(entry, true);
      const lines = Object.fromEntries(
        exportColumns.map((column) => [
          column,
          wrap(cells[column], columnWidths[column] - PADDING, regular, TABLE_SIZE),
        ]),
      ) as Record<ExportColumn, string[]>;
      const height = Math.max(...exportColumns.map((column) => lines[column].length));
      if (room(height * TABLE_LINE + 8)) tableHead();
      const top = y;
      for (const column of exportColumns) {
        y = top;
        for (const line of lines[column]) {
          cellText(column, line);
          y -= TABLE_LINE;
        }
      }
      y = top - height * TABLE_LINE - 2;
      rule(rgb(0.87, 0.89, 0.92), 0.5);
      y -= 10;
    }
  }

  const totals = (title: string, rows: Array<[string, number]>, note?: string) => {
    if (rows.length === 0) return;
    heading(title);
    for (const [label, minutes] of rows) {
      const lines = wrap(label, RIGHT - LEFT - 200);
      for (const [index, line] of lines.entries()) {
        room(14);
        text(line, LEFT);
        if (index === 0)
          text(formatLogbookHours(minutes), LEFT + (RIGHT - LEFT - 120), { alignRight: true });
        y -= 14;
      }
    }
    if (note) {
      room(14);
      text(note, LEFT, { size: 9, color: muted });
      y -= 14;
    }
  };
  totals(
    e.byUnit,
    document.byUnit.map((unit) => [`${unit.code}  ${unit.title}`, unit.minutes]),
    e.unitsOverlap,
  );
  totals(
    e.byLevel,
    document.byLevel.map((row) => [messages.logbook.levels[row.level], row.minutes]),
  );

  y -= 12;
  for (const line of wrap(
    e.generatedOn(formatSydneyMoment(document.generatedAt)),
    RIGHT - LEFT,
    regular,
    9,
  )) {
    room(13);
    text(line, LEFT, { size: 9, color: muted });
    y -= 13;
  }

  // Each page says whose record it is and where it falls, once the count is known.
  const pages = pdf.getPages();
  for (const [index, each] of pages.entries()) {
    page = each;
    y = BOTTOM - 24;
    text(`${e.title}: ${apprentice.name}`, LEFT, { size: 8, color: muted });
    text(e.page(index + 1, pages.length), RIGHT, { size: 8, color: muted, alignRight: true });
  }

  return pdf.save();
}
