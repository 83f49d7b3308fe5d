import { formatAud } from '@trademate/shared/constants/plans';
import * as messages from '@trademate/shared/messages';
import type { DisputeDetail } from '@trademate/shared/schemas/job-payments';
import { formatFullDateTime } from '@/lib/format-time';

const m = messages.disputes;

/** What was agreed: the accepted quote's lines and the approved variations, each with its source. */
export function AgreementLines({ agreement }: { agreement: DisputeDetail['agreement'] }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">What was agreed</caption>
      <thead className="text-xs tracking-wide text-slate-500 uppercase">
        <tr>
          <th scope="col" className="py-2 pr-4 font-medium">
            Line
          </th>
          <th scope="col" className="py-2 pr-4 font-medium">
            From
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Total
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {agreement.lines.map((line, index) => (
          <tr key={index}>
            <td className="py-2 pr-4 text-slate-900">{line.description}</td>
            <td className="py-2 pr-4 text-slate-600">{line.source}</td>
            <td className="py-2 text-right text-slate-900 tabular-nums">
              {formatAud(line.totalCents)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t border-slate-300">
          <th scope="row" colSpan={2} className="py-2 pr-4 font-semibold text-slate-900">
            Agreed total
          </th>
          <td className="py-2 text-right font-semibold text-slate-900 tabular-nums">
            {formatAud(agreement.total)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

/** The chat between the two as support reads it: nothing masked, every file a link. */
export function ChatMessages({ messages: chat }: { messages: DisputeDetail['messages'] }) {
  if (chat.length === 0) return <p className="text-sm text-slate-600">{m.noMessages}</p>;
  return (
    <ol aria-label="Chat" className="space-y-2 text-sm">
      {chat.map((message) => (
        <li key={message._id} className="rounded-lg bg-slate-50 p-3">
          <p className="text-xs text-slate-500">
            <span className="font-medium text-slate-700">{message.senderName}</span> ·{' '}
            <time dateTime={message.createdAt}>{formatFullDateTime(message.createdAt)}</time>
          </p>
          {message.body && (
            <p className="mt-1 whitespace-pre-line break-words text-slate-900">{message.body}</p>
          )}
          {message.attachments.length > 0 && (
            <ul aria-label="Files" className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
              {message.attachments.map((file) => (
                <li key={file.url}>
                  <a
                    href={file.url}
                    target="_blank"
                    rel="noreferrer"
                    className="font-medium break-all text-brand-700 underline underline-offset-2 hover:text-brand-900"
                  >
                    {file.fileName}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}

/** The payment's movements in the ledger, oldest first, each with the accounts it moved. */
export function LedgerMovements({ ledger }: { ledger: DisputeDetail['ledger'] }) {
  if (ledger.length === 0) return <p className="text-sm text-slate-600">{m.noMovements}</p>;
  return (
    <ol aria-label="Ledger movements" className="divide-y divide-slate-100 text-sm">
      {ledger.map((movement, index) => (
        <li key={index} className="py-3 first:pt-0 last:pb-0">
          <p className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-mono text-xs font-semibold text-slate-900">{movement.kind}</span>
            <time dateTime={movement.createdAt} className="text-xs text-slate-500">
              {formatFullDateTime(movement.createdAt)}
            </time>
          </p>
          {movement.memo && <p className="text-slate-700">{movement.memo}</p>}
          <table className="mt-1 w-full">
            <caption className="sr-only">
              {movement.kind}, {formatFullDateTime(movement.createdAt)}
            </caption>
            <tbody>
              {movement.entries.map((entry, entryIndex) => (
                <tr key={`${entry.account}-${entryIndex}`}>
                  <th
                    scope="row"
                    className="py-0.5 pr-4 text-left font-mono text-xs font-normal break-all text-slate-600"
                  >
                    {entry.account}
                  </th>
                  <td className="py-0.5 text-right text-slate-900 tabular-nums">
                    {formatAud(entry.amountCents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </li>
      ))}
    </ol>
  );
}
