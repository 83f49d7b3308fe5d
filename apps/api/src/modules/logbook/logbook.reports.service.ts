import * as messages from '@trademate/shared/messages';
import type { LogbookExportQuery } from '@trademate/shared/schemas/logbook';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { AuditService } from '../audit/audit.service';
import type { CredentialsService } from '../credentials/credentials.service';
import { renderLogbookCsv } from './logbook.export-csv';
import { renderLogbookPdf, type ExportSupervisor } from './logbook.export-pdf';
import { createLogbookReportsRepository } from './logbook.reports.repository';
import { createLogbookSettings } from './logbook.settings';
import { createLogbookTotals } from './logbook.totals';
import { createUnitsConsole } from './logbook.units-console';

const e = messages.logbookReports.export;

/**
 * The logbook's reports (decision 072): the apprentice's settings, their totals, the PDF and the
 * CSV of their verified entries for a training organisation, the verified hours their profile
 * shows when they choose, and the console's catalogue of units. The entries themselves are the
 * `logbook` plugin's.
 */
export function createLogbookReportsService({
  db,
  credentials,
  audit,
}: {
  db: Db;
  credentials: Pick<CredentialsService, 'getPublic'>;
  audit: Pick<AuditService, 'record'>;
}) {
  const repository = createLogbookReportsRepository(db);
  const settings = createLogbookSettings(repository);
  const totals = createLogbookTotals(repository, settings);

  /** Each supervisor of the entries, by name, with their business, ABN and licences on record. */
  async function supervisorsOf(
    entries: Awaited<ReturnType<typeof repository.findVerifiedEntries>>,
  ): Promise<ExportSupervisor[]> {
    const named = new Map<string, string>();
    for (const entry of entries) {
      named.set(entry.supervisorId, `${entry.supervisorFirstName} ${entry.supervisorLastName}`);
    }
    const supervisors = await Promise.all(
      [...named].map(async ([id, name]) => {
        const { business, licences } = await credentials.getPublic(id);
        return {
          name,
          businessName: business?.businessName ?? null,
          abn: business?.abn ?? null,
          licences: licences.map((licence) => ({
            number: licence.licenceClass
              ? `${licence.number} ${licence.licenceClass}`
              : licence.number,
            state: licence.state,
            trade: messages.licences.tradeLabels[licence.trade],
          })),
        };
      }),
    );
    return supervisors.sort((a, b) => a.name.localeCompare(b.name, 'en-AU'));
  }

  return {
    getSettings: (apprenticeId: string) => settings.get(apprenticeId),
    saveSettings: settings.save,
    totals: totals.totals,
    verifiedHoursShown: totals.verifiedHoursShown,

    /** The verified entries of the period as a PDF, with the name it is downloaded under. */
    async exportPdf(
      apprenticeId: string,
      period: LogbookExportQuery,
      now: Date = new Date(),
    ): Promise<{ fileName: string; pdf: Uint8Array }> {
      const [apprentice, entries, sums] = await Promise.all([
        repository.findApprentice(apprenticeId),
        repository.findVerifiedEntries(apprenticeId, period),
        totals.totals(apprenticeId, period),
      ]);
      if (!apprentice) throw notFound(messages.logbook.onlyApprentices);
      const pdf = await renderLogbookPdf({
        apprentice: {
          name: `${apprentice.firstName} ${apprentice.lastName}`,
          email: apprentice.email,
          phone: apprentice.contactNumber.trim() || null,
        },
        period,
        verifiedMinutes: sums.verifiedMinutes,
        supervisors: await supervisorsOf(entries),
        entries,
        byUnit: sums.byUnit
          .filter((row) => row.verifiedMinutes > 0)
          .map((row) => ({
            code: row.key.code,
            title: row.key.title,
            minutes: row.verifiedMinutes,
          })),
        byLevel: sums.byLevel
          .filter((row) => row.verifiedMinutes > 0)
          .map((row) => ({ level: row.key, minutes: row.verifiedMinutes })),
        generatedAt: now,
      });
      return { fileName: `${e.fileName(period.from, period.to)}.pdf`, pdf };
    },

    /** The verified entries of the period as a CSV, with the name it is downloaded under. */
    async exportCsv(
      apprenticeId: string,
      period: LogbookExportQuery,
    ): Promise<{ fileName: string; csv: string }> {
      const entries = await repository.findVerifiedEntries(apprenticeId, period);
      return {
        fileName: `${e.fileName(period.from, period.to)}.csv`,
        csv: renderLogbookCsv(entries),
      };
    },

    /** The console's units of competency. */
    units: createUnitsConsole({ db, audit }),
  };
}

export type LogbookReportsService = ReturnType<typeof createLogbookReportsService>;
