import type { QuoteItem, QuoteVersion } from '@trademate/shared/schemas/quotes';

export interface Change<T> {
  before: T;
  after: T;
}

/** What a version changed from the one before it. */
export interface VersionChanges {
  added: QuoteItem[];
  removed: QuoteItem[];
  changed: Change<QuoteItem>[];
  total: Change<number> | null;
  validUntil: Change<string> | null;
  earliestStart: Change<string> | null;
  deposit: Change<Pick<QuoteVersion, 'deposit' | 'depositCents'>> | null;
  terms: Change<string> | null;
  attachments: Change<string[]> | null;
}

const keyOf = (item: QuoteItem) => item.description.trim().toLowerCase();

function isSameLine(a: QuoteItem, b: QuoteItem) {
  return (
    a.kind === b.kind &&
    a.quantityHundredths === b.quantityHundredths &&
    a.unit === b.unit &&
    a.unitPriceCents === b.unitPriceCents
  );
}

function changeOf<T>(before: T, after: T, isSame: (a: T, b: T) => boolean = Object.is) {
  return isSame(before, after) ? null : { before, after };
}

/**
 * What changed from `before` to `after`. Lines are matched by their description: one described
 * the same way with another quantity, unit, type or price has changed; one with a new description
 * is added, and one whose description is gone is removed.
 */
export function versionChanges(before: QuoteVersion, after: QuoteVersion): VersionChanges {
  const unmatched = [...before.items];
  const added: QuoteItem[] = [];
  const changed: Change<QuoteItem>[] = [];
  for (const item of after.items) {
    const index = unmatched.findIndex((old) => keyOf(old) === keyOf(item));
    if (index === -1) {
      added.push(item);
      continue;
    }
    const [old] = unmatched.splice(index, 1);
    if (!isSameLine(old!, item)) changed.push({ before: old!, after: item });
  }
  const names = (version: QuoteVersion) => version.attachments.map((file) => file.name);
  return {
    added,
    removed: unmatched,
    changed,
    total: changeOf(before.totalCents, after.totalCents),
    validUntil: changeOf(before.validUntil, after.validUntil),
    earliestStart: changeOf(before.earliestStart, after.earliestStart),
    deposit: changeOf(
      { deposit: before.deposit, depositCents: before.depositCents },
      { deposit: after.deposit, depositCents: after.depositCents },
      (a, b) =>
        a.deposit.kind === b.deposit.kind &&
        a.deposit.value === b.deposit.value &&
        a.depositCents === b.depositCents,
    ),
    terms: changeOf(before.terms.trim(), after.terms.trim()),
    attachments: changeOf(names(before), names(after), (a, b) => a.join('\n') === b.join('\n')),
  };
}

/** Whether anything at all changed. */
export function hasChanges(changes: VersionChanges): boolean {
  return (
    changes.added.length > 0 ||
    changes.removed.length > 0 ||
    changes.changed.length > 0 ||
    [
      changes.total,
      changes.validUntil,
      changes.earliestStart,
      changes.deposit,
      changes.terms,
      changes.attachments,
    ].some(Boolean)
  );
}
