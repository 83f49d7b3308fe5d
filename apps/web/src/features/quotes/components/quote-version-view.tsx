import { EyeOff, FileText, Image } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatAud } from '@trademate/shared/constants/plans';
import * as messages from '@trademate/shared/messages';
import type { QuoteVersion } from '@trademate/shared/schemas/quotes';
import { formatFileSize, formatLongDate } from '@/lib/format';
import { depositText, gstText, lineDetailText } from '../utils/quote-format';

const m = messages.quotes;

function Figure({
  label,
  children,
  isTotal,
}: {
  label: string;
  children: ReactNode;
  isTotal?: boolean;
}) {
  return (
    <div
      className={
        isTotal
          ? 'flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-semibold text-slate-900'
          : 'flex justify-between gap-4 text-slate-700'
      }
    >
      <dt>{label}</dt>
      <dd className="text-right tabular-nums">{children}</dd>
    </div>
  );
}

/** The lines of a version: what, labour or materials, how many at what price, and the amount. */
function LinesTable({ version }: { version: QuoteVersion }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">The quote's lines</caption>
      <thead>
        <tr className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase">
          <th scope="col" className="py-2 pr-3 font-medium">
            Description
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            Type
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Amount
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {version.items.map((item, index) => (
          <tr key={index} className="align-top">
            <td className="py-3 pr-3">
              <p className="font-medium break-words text-slate-900">{item.description}</p>
              <p className="mt-0.5 text-slate-600 tabular-nums">{lineDetailText(item)}</p>
            </td>
            <td className="py-3 pr-3 text-slate-700">{m.kinds[item.kind]}</td>
            <td className="py-3 text-right font-medium text-slate-900 tabular-nums">
              {formatAud(item.totalCents)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * One version of a quote in full: its lines, labour and materials, the subtotal, GST (or why there
 * is none), the total and deposit, its dates, terms and attached files.
 */
export function QuoteVersionView({ version }: { version: QuoteVersion }) {
  return (
    <div className="space-y-6">
      {version.detailsHidden && (
        <p className="flex items-start gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
          <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Contact details in this quote show once the client hires the professional.
        </p>
      )}
      <LinesTable version={version} />
      <div className="rounded-xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200 ring-inset">
        <dl className="space-y-2">
          <Figure label="Labour">{formatAud(version.labourCents)}</Figure>
          <Figure label="Materials">{formatAud(version.materialsCents)}</Figure>
          <Figure label="Subtotal">{formatAud(version.subtotalCents)}</Figure>
          <Figure label="GST">{version.gstRegistered ? formatAud(version.gstCents) : '–'}</Figure>
          <Figure label="Total" isTotal>
            {formatAud(version.totalCents)}
          </Figure>
        </dl>
        <p className="mt-2 text-right text-slate-600">{gstText(version)}</p>
      </div>
      <dl className="grid gap-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Deposit</dt>
          <dd className="mt-1 text-slate-900">{depositText(version)}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
            Earliest start
          </dt>
          <dd className="mt-1 text-slate-900">{formatLongDate(version.earliestStart)}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
            Valid until
          </dt>
          <dd className="mt-1 text-slate-900">{formatLongDate(version.validUntil)}</dd>
        </div>
      </dl>
      <div>
        <h3 className="text-sm font-semibold text-slate-900">Terms</h3>
        <p className="mt-1 text-sm whitespace-pre-line text-slate-700">
          {version.terms || m.agreement.noTerms}
        </p>
      </div>
      {version.attachments.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Attachments</h3>
          <ul className="mt-2 space-y-1">
            {version.attachments.map((file) => (
              <li key={file._id}>
                <a
                  href={file.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-2 rounded text-sm font-medium break-all text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  {file.kind === 'image' ? (
                    <Image aria-hidden="true" className="size-4 shrink-0" />
                  ) : (
                    <FileText aria-hidden="true" className="size-4 shrink-0" />
                  )}
                  {file.name}
                  <span className="text-slate-500">({formatFileSize(file.size)})</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
