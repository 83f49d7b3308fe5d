import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/build-test-app';
import { inTransaction } from '../../lib/after-commit';
import { ledgerEntries, ledgerTransactions } from '../../db/schema/ledger';
import { createLedgerService, type LedgerService, UnbalancedMovementError } from './ledger.service';

let testDatabase: TestDatabase;
let ledger: LedgerService;
const db = () => testDatabase.database.db;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  ledger = createLedgerService({ db: db() });
});

afterAll(async () => {
  await testDatabase.destroy();
});

/** What a database refusal says, or `changed` when nothing refused. */
function refusal(attempt: Promise<unknown>): Promise<string> {
  return attempt.then(
    () => 'changed',
    (error: Error & { cause?: Error }) => (error.cause ?? error).message,
  );
}

describe('the ledger', () => {
  it('records a balanced movement once, however often it is asked, and sums accounts from it', async () => {
    const reference = randomUUID();
    const charge = {
      kind: 'charge',
      idempotencyKey: `charge:${reference}`,
      reference,
      legs: [
        { account: `test-cash:${reference}`, amountCents: 12_345 },
        { account: `test-held:${reference}`, amountCents: -12_345 },
      ],
    };
    expect(await inTransaction(db(), (tx) => ledger.record(charge, tx))).toEqual({
      recorded: true,
    });
    expect(await inTransaction(db(), (tx) => ledger.record(charge, tx))).toEqual({
      recorded: false,
    });
    expect(
      await ledger.balancesOf([`test-cash:${reference}`, `test-held:${reference}`, 'nothing']),
    ).toEqual({
      [`test-cash:${reference}`]: 12_345,
      [`test-held:${reference}`]: -12_345,
      nothing: 0,
    });
    const history = await ledger.history(reference);
    expect(history).toHaveLength(1);
    expect(history[0]!.entries.map((entry) => entry.amountCents)).toEqual([12_345, -12_345]);
    expect(await ledger.wasRecorded(`charge:${reference}`)).toBe(true);
  });

  it('refuses a movement that does not balance, has one side, or is not in whole cents, writing nothing', async () => {
    const reference = randomUUID();
    const attempts = [
      [
        { account: 'a', amountCents: 100 },
        { account: 'b', amountCents: -99 },
      ],
      [{ account: 'a', amountCents: 0 }],
      [
        { account: 'a', amountCents: 0.5 },
        { account: 'b', amountCents: -0.5 },
      ],
    ];
    for (const legs of attempts) {
      await expect(
        inTransaction(db(), (tx) =>
          ledger.record({ kind: 'charge', idempotencyKey: randomUUID(), reference, legs }, tx),
        ),
      ).rejects.toBeInstanceOf(UnbalancedMovementError);
    }
    expect(await ledger.history(reference)).toEqual([]);
  });

  it('never lets a row change or go, and refuses at commit a movement written half', async () => {
    const reference = randomUUID();
    await inTransaction(db(), (tx) =>
      ledger.record(
        {
          kind: 'charge',
          idempotencyKey: `half:${reference}`,
          reference,
          legs: [
            { account: 'test-a', amountCents: 500 },
            { account: 'test-b', amountCents: -500 },
          ],
        },
        tx,
      ),
    );
    expect(await refusal(db().execute(sql`update ledger_entries set amount_cents = 1`))).toMatch(
      /append-only/,
    );
    expect(await refusal(db().delete(ledgerEntries))).toMatch(/append-only/);
    expect(await refusal(db().delete(ledgerTransactions))).toMatch(/append-only/);
    expect(await refusal(db().execute(sql`truncate ledger_entries`))).toMatch(/append-only/);

    // One side only, written past the service: the database refuses it when it commits.
    const halfWritten = db().transaction(async (tx) => {
      const [row] = await tx
        .insert(ledgerTransactions)
        .values({ kind: 'charge', idempotencyKey: `bad:${reference}`, reference })
        .returning();
      await tx
        .insert(ledgerEntries)
        .values({ transactionId: row!.id, account: 'test-a', amountCents: 1 });
    });
    expect(await refusal(halfWritten)).toMatch(/does not balance/);
    expect(await ledger.wasRecorded(`bad:${reference}`)).toBe(false);
    expect(await ledger.sumOfEverything()).toBe(0);
  });

  it('keeps every account equal to what was recorded, through random movements and repeats', async () => {
    const accounts = ['p:cash', 'p:held', 'p:payable', 'p:fees', 'p:refunds'];
    const movement = fc.record({
      key: fc.integer({ min: 0, max: 40 }),
      from: fc.constantFrom(...accounts),
      to: fc.constantFrom(...accounts),
      cents: fc.integer({ min: 1, max: 5_000_000 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(movement, { minLength: 1, maxLength: 25 }), async (moves) => {
        const run = randomUUID();
        const expected = new Map<string, number>();
        const seen = new Set<number>();
        for (const move of moves) {
          if (move.from === move.to) continue;
          const legs = [
            { account: `${run}:${move.from}`, amountCents: -move.cents },
            { account: `${run}:${move.to}`, amountCents: move.cents },
          ];
          const { recorded } = await inTransaction(db(), (tx) =>
            ledger.record(
              { kind: 'transfer', idempotencyKey: `${run}:${move.key}`, reference: run, legs },
              tx,
            ),
          );
          expect(recorded).toBe(!seen.has(move.key));
          if (!recorded) continue;
          seen.add(move.key);
          for (const leg of legs) {
            expected.set(leg.account, (expected.get(leg.account) ?? 0) + leg.amountCents);
          }
        }
        const balances = await ledger.balancesByPrefix(`${run}:`);
        for (const account of new Set([...expected.keys(), ...balances.keys()])) {
          expect(balances.get(account) ?? 0).toBe(expected.get(account) ?? 0);
        }
        expect(await ledger.sumOfEverything()).toBe(0);
      }),
      { numRuns: 25 },
    );
  });
});
