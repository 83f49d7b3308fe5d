import type { ReactNode } from 'react';
import { formatAud } from '@trademate/shared/constants/plans';
import type { QuoteItem, QuoteVersion } from '@trademate/shared/schemas/quotes';
import { formatLongDate } from '@/lib/format';
import { hasChanges, versionChanges, type Change } from '../utils/quote-changes';
import { depositText, lineDetailText } from '../utils/quote-format';

function lineText(item: QuoteItem) {
  return `${item.description}: ${lineDetailText(item)} = ${formatAud(item.totalCents)}`;
}

/** "before → after", the old value struck out for those who see it and said as "now" to others. */
function BeforeAfter<T>({ change, show }: { change: Change<T>; show: (value: T) => string }) {
  return (
    <>
      <del className="text-slate-500">{show(change.before)}</del>
      <span aria-hidden="true"> → </span>
      <span className="sr-only"> now </span>
      <ins className="font-medium text-slate-900 no-underline">{show(change.after)}</ins>
    </>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li className="text-sm text-slate-700">
      <span className="font-semibold text-slate-900">{label}: </span>
      {children}
    </li>
  );
}

/** What one version changed from the one before it, in plain words. */
function VersionChangesList({ before, after }: { before: QuoteVersion; after: QuoteVersion }) {
  const changes = versionChanges(before, after);
  if (!hasChanges(changes)) return <p className="text-sm text-slate-600">Nothing changed.</p>;
  return (
    <ul className="space-y-1.5">
      {changes.added.map((item, index) => (
        <Row key={`added-${index}`} label="Added">
          {lineText(item)}
        </Row>
      ))}
      {changes.removed.map((item, index) => (
        <Row key={`removed-${index}`} label="Removed">
          {lineText(item)}
        </Row>
      ))}
      {changes.changed.map((change, index) => (
        <Row key={`changed-${index}`} label="Changed">
          {change.after.description}:{' '}
          <BeforeAfter
            change={change}
            show={(item: QuoteItem) => `${lineDetailText(item)} = ${formatAud(item.totalCents)}`}
          />
        </Row>
      ))}
      {changes.total && (
        <Row label="Total">
          <BeforeAfter change={changes.total} show={formatAud} />
        </Row>
      )}
      {changes.deposit && (
        <Row label="Deposit">
          <BeforeAfter change={changes.deposit} show={depositText} />
        </Row>
      )}
      {changes.earliestStart && (
        <Row label="Earliest start">
          <BeforeAfter change={changes.earliestStart} show={formatLongDate} />
        </Row>
      )}
      {changes.validUntil && (
        <Row label="Valid until">
          <BeforeAfter change={changes.validUntil} show={formatLongDate} />
        </Row>
      )}
      {changes.terms && <Row label="Terms">{changes.terms.after ? 'changed' : 'removed'}</Row>}
      {changes.attachments && (
        <Row label="Attachments">
          <BeforeAfter
            change={changes.attachments}
            show={(names: string[]) => (names.length > 0 ? names.join(', ') : 'none')}
          />
        </Row>
      )}
    </ul>
  );
}

/**
 * Every version of a quote, newest first, each with what it changed from the one before; the
 * first says when it was sent.
 */
export function QuoteChangesView({ versions }: { versions: readonly QuoteVersion[] }) {
  return (
    <ol className="space-y-5">
      {versions.map((version, index) => {
        const previous = versions[index + 1];
        return (
          <li key={version.version}>
            <h3 className="text-sm font-semibold text-slate-900">
              Version {version.version}{' '}
              <span className="font-normal text-slate-500">
                · sent {formatLongDate(version.createdAt)} · {formatAud(version.totalCents)}
              </span>
            </h3>
            <div className="mt-2">
              {previous ? (
                <VersionChangesList before={previous} after={version} />
              ) : (
                <p className="text-sm text-slate-600">The first quote.</p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
