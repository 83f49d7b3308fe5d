import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserType } from '@trademate/shared/constants/users';
import * as messages from '@trademate/shared/messages';
import { apiClient } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createServicePool, insertJob } from '../../../test/job-fixtures';
import { logbookRows, type EntryFacts } from '../../../test/logbook-reports-fixtures';
import { readPdfText } from '../../../test/pdf-text';
import { TEST_ABN } from '../../../test/quote-fixtures';

const m = messages.logbook;
const e = messages.logbookReports.export;

let testApp: TestApp;
let takeServices: ReturnType<typeof createServicePool>;
beforeAll(async () => {
  testApp = await buildTestApp({}, { passes: ['push', 'payments'] });
  takeServices = createServicePool(testApp.app);
});
afterAll(async () => {
  await testApp.close();
});

const app = () => testApp.app;
const { call, signedIn } = apiClient(app);
const rows = logbookRows(app);

const FIRST_QUARTER = 'from=2026-01-01&to=2026-03-31';

/** A CSV's records as RFC 4180 reads them: quoted fields may hold commas, quotes and lines. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index += 1;
    } else {
      field += char;
    }
  }
  if (field || record.length > 0) records.push([...record, field]);
  return records;
}

/**
 * An apprentice's first quarter: two supervisors (one with a business, an ABN and a licence on
 * record), verified entries on a site and on a job, an entry still waiting and one returned, and
 * another apprentice's entry with the same supervisor.
 */
async function exportScene() {
  const [carpentry] = await takeServices(1);
  const apprentice = await signedIn('apprentice', { firstName: 'Gus' });
  const mick = await signedIn('tradie', { firstName: 'Mick' });
  const ana = await signedIn('freeTradie', { firstName: 'Ana' });
  const business = await call('PUT', '/api/user/business', mick, {
    abn: TEST_ABN,
    businessName: 'Taylor Carpentry',
  });
  expect(business.statusCode).toBe(200);
  const licence = await call('POST', '/api/user/licences', mick, {
    state: 'VIC',
    trade: 'carpentry',
    number: 'DB-L 12345',
    expiresOn: '2029-06-30',
  });
  expect(licence.statusCode).toBe(201);
  const framing = await rows.unit(carpentry!.id, 'Construct wall frames', 'CPCCCA3010');
  const stairs = await rows.unit(carpentry!.id, 'Construct stairs', 'CPCCCA3024');
  const client = await signedIn('client');
  const job = await insertJob(app(), {
    clientId: client.id,
    serviceId: carpentry!.id,
    title: 'Rebuild the back deck stairs',
  });
  const withMick = await rows.supervision(apprentice.id, mick.id);
  const withAna = await rows.supervision(apprentice.id, ana.id);
  await rows.entry(withMick, {
    workDate: '2026-02-03',
    minutes: 450,
    site: '14 Bellarine Hwy, Geelong',
    tasks: 'Cut stringers and fixed treads, checked rise and going',
    unitIds: [stairs.id, framing.id],
    level: 'assisted',
    jobId: job.id,
    verifiedAt: new Date('2026-02-04T05:05:00Z'),
  });
  await rows.entry(withAna, {
    workDate: '2026-01-12',
    minutes: 480,
    site: 'Lot 7, Armstrong Creek',
    tasks: 'Stood wall frames, braced and "plumbed" them, fixed top plates',
    unitIds: [framing.id],
    level: 'supervised',
    verifiedAt: new Date('2026-01-13T22:15:00Z'),
  });
  await rows.entry(withMick, {
    workDate: '2026-03-09',
    minutes: 90,
    tasks: '=HYPERLINK("http://example.com") and packed up the site',
    level: 'independent',
    verifiedAt: new Date('2026-03-10T01:00:00Z'),
  });
  await rows.entry(withMick, {
    workDate: '2026-03-10',
    minutes: 300,
    status: 'pending',
    tasks: 'Waiting: hung two doors',
  });
  await rows.entry(withAna, {
    workDate: '2026-03-11',
    minutes: 240,
    status: 'returned',
    tasks: 'Returned: cleaned the site',
  });
  await rows.entry(withMick, { workDate: '2026-04-01', minutes: 60, tasks: 'After the period' });
  const other = await signedIn('apprentice', { firstName: 'Zoe' });
  const otherLink = await rows.supervision(other.id, mick.id);
  await rows.entry(otherLink, {
    workDate: '2026-02-03',
    minutes: 600,
    tasks: 'Zoe: laid the deck boards',
  });
  return { apprentice, mick, ana, other, job };
}

const notApprentices: UserType[] = ['client', 'tradie', 'freeTradie'];

describe("the logbook's CSV", () => {
  it('has a row per verified entry of the period, oldest first, with the columns of the PDF', async () => {
    const scene = await exportScene();
    const response = await call(
      'GET',
      `/api/logbook/export.csv?${FIRST_QUARTER}`,
      scene.apprentice,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="trademate-logbook-2026-01-01-to-2026-03-31.csv"',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    expect(parseCsv(response.body.slice(1))).toEqual([
      Object.values(e.columns),
      [
        '2026-01-12',
        '8',
        'Lot 7, Armstrong Creek',
        'Stood wall frames, braced and "plumbed" them, fixed top plates',
        'CPCCCA3010',
        'Supervised',
        'Ana Nguyen',
        '2026-01-14 09:15',
      ],
      [
        '2026-02-03',
        '7.5',
        '14 Bellarine Hwy, Geelong · Job: Rebuild the back deck stairs',
        'Cut stringers and fixed treads, checked rise and going',
        'CPCCCA3024, CPCCCA3010',
        'Assisted',
        'Mick Nguyen',
        '2026-02-04 16:05',
      ],
      [
        '2026-03-09',
        '1.5',
        '',
        // A cell that would start a formula in a spreadsheet stays text.
        `'=HYPERLINK("http://example.com") and packed up the site`,
        '',
        'Independent',
        'Mick Nguyen',
        '2026-03-10 12:00',
      ],
    ]);
  });

  it("holds only the apprentice's own entries, and only its head when none was verified", async () => {
    const scene = await exportScene();
    const theirs = await call('GET', `/api/logbook/export.csv?${FIRST_QUARTER}`, scene.other);
    const records = parseCsv(theirs.body.slice(1));
    expect(records).toHaveLength(2);
    expect(records[1]![3]).toBe('Zoe: laid the deck boards');
    const empty = await call(
      'GET',
      '/api/logbook/export.csv?from=2025-01-01&to=2025-12-31',
      scene.apprentice,
    );
    expect(parseCsv(empty.body.slice(1))).toEqual([Object.values(e.columns)]);
  });
});

describe("the logbook's PDF", () => {
  it('names the apprentice, the period, each supervisor with their credentials, every verified entry and the totals', async () => {
    const scene = await exportScene();
    const response = await call(
      'GET',
      `/api/logbook/export.pdf?${FIRST_QUARTER}`,
      scene.apprentice,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="trademate-logbook-2026-01-01-to-2026-03-31.pdf"',
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const lines = readPdfText(pdf).split('\n');
    const text = lines.join('\n');

    expect(lines).toContain(e.title);
    expect(lines).toContain('Gus Nguyen');
    expect(lines).toContain(scene.apprentice.email);
    expect(lines).toContain('0412345678');
    expect(lines).toContain(e.periodValue('1 January 2026', '31 March 2026'));
    // 8 + 7.5 + 1.5 hours verified in the period.
    expect(lines).toContain('17 h');

    expect(lines).toContain('Mick Nguyen');
    expect(lines).toContain('Taylor Carpentry');
    expect(lines).toContain('51 824 753 556');
    expect(lines).toContain(e.licence('DB-L 12345', 'VIC', 'Carpentry'));
    expect(lines).toContain('Ana Nguyen');
    expect(lines).toContain(e.noAbn);
    expect(lines).toContain(e.noLicence);

    for (const head of Object.values(e.columns)) expect(lines).toContain(head);
    expect(lines).toContain('12 Jan 2026');
    expect(lines).toContain('3 Feb 2026');
    expect(lines).toContain('9 Mar 2026');
    expect(lines).toContain('7.5');
    // Codes wrap in their column, in the entry's order.
    expect(text).toContain('CPCCCA3024,\nCPCCCA3010');
    expect(lines).toContain('14 Bellarine Hwy, Geelong');
    expect(text).toContain('\nJob: Rebuild the back');
    expect(text).toContain('Cut stringers and fixed treads');
    expect(lines).toContain('4 Feb 2026, 4:05 pm');
    // Oldest day first.
    expect(lines.indexOf('12 Jan 2026')).toBeLessThan(lines.indexOf('3 Feb 2026'));
    expect(lines.indexOf('3 Feb 2026')).toBeLessThan(lines.indexOf('9 Mar 2026'));

    expect(lines).toContain(e.byUnit);
    expect(lines).toContain('CPCCCA3010 Construct wall frames');
    expect(lines).toContain('15.5 h');
    expect(lines).toContain('CPCCCA3024 Construct stairs');
    expect(lines).toContain(e.byLevel);
    expect(lines).toContain('Assisted');
    expect(text).toContain('Generated by TradeMate on');
    expect(lines.filter((line) => /^Page \d+ of \d+$/.test(line))[0]).toMatch(/^Page 1 of /);

    // Waiting, returned, outside the period, or someone else's: not in the record.
    for (const absent of ['Waiting: hung two doors', 'Returned', 'After the period', 'Zoe']) {
      expect(text).not.toContain(absent);
    }
  });

  it('carries hundreds of entries over as many pages as it takes, with long tasks wrapped', async () => {
    const apprentice = await signedIn('apprentice');
    const supervisor = await signedIn('tradie');
    const link = await rows.supervision(apprentice.id, supervisor.id);
    const start = Date.UTC(2025, 0, 1);
    const days: EntryFacts[] = Array.from({ length: 320 }, (_, index) => ({
      workDate: new Date(start + index * 86_400_000).toISOString().slice(0, 10),
      minutes: 465,
      tasks: `Task ${index + 1}: ${'measured, cut and fixed noggings between the studs '.repeat(index % 7 === 0 ? 18 : 1)}`,
    }));
    await rows.entries(link, days);
    const response = await call(
      'GET',
      '/api/logbook/export.pdf?from=2025-01-01&to=2025-12-31',
      apprentice,
    );
    expect(response.statusCode).toBe(200);
    const lines = readPdfText(response.rawPayload).split('\n');
    const pages = lines.filter((line) => /^Page \d+ of \d+$/.test(line));
    expect(pages.length).toBeGreaterThan(10);
    expect(pages[0]).toBe(e.page(1, pages.length));
    expect(pages.at(-1)).toBe(e.page(pages.length, pages.length));
    // The table's head opens every page that carries entries on.
    expect(lines.filter((line) => line === e.columns.tasks).length).toBeGreaterThan(10);
    const taskNumbers = lines
      .map((line) => /^Task (\d+):/.exec(line)?.[1])
      .filter((number) => number !== undefined)
      .map(Number);
    expect(taskNumbers).toEqual(days.map((_, index) => index + 1));
    // 320 days of 7.75 hours.
    expect(lines).toContain('2480 h');
  });
});

describe('the exports', () => {
  it('refuse a period longer than the limit, a missing or wrong day, or one that ends first', async () => {
    const apprentice = await signedIn('apprentice');
    const cases = [
      ['from=2024-01-01&to=2027-01-05', 'to', m.exportRangeTooLong],
      ['from=2026-01-01', 'to', m.dateInvalid],
      ['to=2026-01-01', 'from', m.dateInvalid],
      ['from=2026-01-01&to=2026-13-01', 'to', m.dateInvalid],
      ['from=2026-03-01&to=2026-02-01', 'to', m.rangeInvalid],
    ] as const;
    for (const format of ['pdf', 'csv']) {
      for (const [query, path, message] of cases) {
        const response = await call('GET', `/api/logbook/export.${format}?${query}`, apprentice);
        expect(response.statusCode, `${format} ${query}`).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION', errors: [{ path, message }] });
      }
    }
    // Three years and a few days is the longest period: 2024 was a leap year.
    const longest = await call(
      'GET',
      '/api/logbook/export.csv?from=2024-01-01&to=2027-01-04',
      apprentice,
    );
    expect(longest.statusCode).toBe(200);
  });

  it('are refused to clients, tradies, free tradies, an unverified apprentice and the signed out', async () => {
    for (const format of ['pdf', 'csv']) {
      const url = `/api/logbook/export.${format}?${FIRST_QUARTER}`;
      for (const userType of notApprentices) {
        const response = await call('GET', url, await signedIn(userType));
        expect(response.statusCode, `${format} ${userType}`).toBe(403);
        expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: m.onlyApprentices });
      }
      const unverified = await call('GET', url, await signedIn('apprentice', { verified: false }));
      expect(unverified.statusCode).toBe(403);
      expect(unverified.json().code).toBe('NOT_VERIFIED');
      const signedOut = await call('GET', url);
      expect(signedOut.statusCode).toBe(401);
    }
  });
});
