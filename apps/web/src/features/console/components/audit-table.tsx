import type { AuditEntry } from '@trademate/shared/schemas/staff';
import { formatFullDateTime } from '@/lib/format-time';

/** Audit rows: when, who, what on which record, and why; a phone shows each as a card. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0)
    return <p className="text-sm text-slate-500">No staff actions match.</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Staff actions, newest first</caption>
      <thead className="hidden text-xs tracking-wide text-slate-500 uppercase md:table-header-group">
        <tr>
          <th scope="col" className="py-2 pr-4 font-medium">
            When
          </th>
          <th scope="col" className="py-2 pr-4 font-medium">
            Who
          </th>
          <th scope="col" className="py-2 pr-4 font-medium">
            Action
          </th>
          <th scope="col" className="py-2 pr-4 font-medium">
            Record
          </th>
          <th scope="col" className="py-2 font-medium">
            Reason
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {entries.map((entry) => (
          <tr key={entry._id} className="grid gap-1 py-3 md:table-row md:py-0">
            <td className="text-slate-500 md:py-2.5 md:pr-4 md:whitespace-nowrap">
              <time dateTime={entry.createdAt}>{formatFullDateTime(entry.createdAt)}</time>
            </td>
            <td className="break-all text-slate-900 md:py-2.5 md:pr-4">
              {entry.staffEmail}
              {entry.ip && <span className="block text-xs text-slate-500">from {entry.ip}</span>}
            </td>
            <td className="font-mono text-xs text-slate-800 md:py-2.5 md:pr-4">{entry.action}</td>
            <td className="text-xs text-slate-600 md:py-2.5 md:pr-4">
              {entry.recordType}
              {entry.recordId && (
                <span className="block font-mono break-all">{entry.recordId}</span>
              )}
            </td>
            <td className="text-slate-700 md:py-2.5">{entry.reason ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
