import { stringify } from 'csv-stringify/sync';
import { exportCells, exportColumns, exportHeads } from './logbook.export-rows';
import type { ExportEntryRow } from './logbook.reports.repository';

/**
 * The verified entries as a CSV a spreadsheet opens (decision 072): a head, then one row per
 * entry with the PDF's columns, days as YYYY-MM-DD, hours as a number and the verification's
 * time on Sydney's clock. A byte order mark tells spreadsheets it is UTF-8, and a cell starting
 * like a formula is written so that it stays text.
 */
export function renderLogbookCsv(entries: readonly ExportEntryRow[]): string {
  return stringify(
    entries.map((entry) => {
      const cells = exportCells(entry, false);
      return exportColumns.map((column) => cells[column]);
    }),
    {
      bom: true,
      header: true,
      columns: exportColumns.map((column) => exportHeads[column]),
      record_delimiter: 'windows',
      escape_formulas: true,
    },
  );
}
