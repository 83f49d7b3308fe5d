/**
 * What TradeMate shows of a professional's credentials and of what the law asks for a job
 * (decision 025): licences as chips and as a list, the ABN, and the licence notice of a job.
 */
import { BadgeCheck, Info, Scale, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatAbn } from '@trademate/shared/constants/abn';
import {
  isLicenceExpired,
  type JobLicenceNeeds,
  type PriceLine,
  type RuleSource,
} from '@trademate/shared/constants/licence-rules';
import { stateNames } from '@trademate/shared/constants/states';
import * as messages from '@trademate/shared/messages';
import type { Business, Licence, LicenceSummary } from '@trademate/shared/schemas/credentials';
import { todayInAustralia } from '@trademate/shared/constants/dates';
import { cn } from '@/components/ui/cn';
import { formatDollars, formatLongDate } from '@/lib/format';

const m = messages.licences;
const b = messages.business;

/** The "Expired" flag beside a licence whose expiry date has passed. */
export function ExpiredBadge() {
  return (
    <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200 ring-inset">
      {m.expired}
    </span>
  );
}

/**
 * A professional's licences as a card shows them: trade and state, an expired one flagged. Nothing
 * when they recorded none.
 */
export function LicenceChips({
  licences,
  className,
}: {
  licences: readonly LicenceSummary[];
  className?: string;
}) {
  if (licences.length === 0) return null;
  const today = todayInAustralia();
  return (
    <ul aria-label="Licences" className={cn('flex flex-wrap gap-1.5', className)}>
      {licences.map((licence) => {
        const isExpired = isLicenceExpired(licence.expiresOn, today);
        return (
          <li
            key={licence._id}
            className={cn(
              'inline-flex items-center gap-1 rounded-lg px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
              isExpired
                ? 'bg-slate-50 text-slate-500 ring-slate-200'
                : 'bg-emerald-50 text-emerald-800 ring-emerald-200',
            )}
          >
            <ShieldCheck aria-hidden="true" className="size-3.5 shrink-0" />
            <span>
              {m.tradeLabels[licence.trade]} licence · {licence.state}
            </span>
            {isExpired && <span className="font-semibold text-red-700">· {m.expired}</span>}
          </li>
        );
      })}
    </ul>
  );
}

/** A professional's licences in full: trade, state, number, class and expiry, expired ones flagged. */
export function LicenceList({
  licences,
  emptyText = m.none,
  actions,
}: {
  licences: readonly Licence[];
  emptyText?: string;
  /** Buttons at the end of each row (the holder's "Remove"). */
  actions?: (licence: Licence) => ReactNode;
}) {
  if (licences.length === 0) return <p className="text-sm text-slate-500">{emptyText}</p>;
  const today = todayInAustralia();
  return (
    <ul className="divide-y divide-slate-100">
      {licences.map((licence) => {
        const isExpired = isLicenceExpired(licence.expiresOn, today);
        return (
          <li
            key={licence._id}
            className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="flex items-start gap-2 font-medium text-slate-900">
                <ShieldCheck
                  aria-hidden="true"
                  className={cn(
                    'mt-0.5 size-4 shrink-0',
                    isExpired ? 'text-slate-400' : 'text-emerald-600',
                  )}
                />
                <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                  <span>
                    {m.tradeLabels[licence.trade]} · {licence.state}
                  </span>
                  {isExpired && <ExpiredBadge />}
                </span>
              </p>
              <p className="mt-0.5 pl-6 text-sm text-slate-600">
                {m.licenceNumber(licence.number)}
                {licence.licenceClass && ` · ${licence.licenceClass}`}
              </p>
              <p className={cn('pl-6 text-sm', isExpired ? 'text-red-700' : 'text-slate-500')}>
                {isExpired
                  ? m.expiredOn(formatLongDate(licence.expiresOn))
                  : m.expiresOn(formatLongDate(licence.expiresOn))}
              </p>
            </div>
            {actions && <div className="sm:shrink-0">{actions(licence)}</div>}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A professional's ABN as their profile shows it: the business name, "ABN 51 824 753 556", and how
 * far it was checked, with the register's record when it was checked there (decision 025).
 */
export function BusinessSummary({ business }: { business: Business }) {
  const isRegisterChecked = business.check === 'register';
  return (
    <div className="space-y-2 text-sm">
      {business.businessName && (
        <p className="text-base font-semibold text-slate-900">{business.businessName}</p>
      )}
      <p className="font-medium text-slate-900 tabular-nums">
        {b.abnLabel(formatAbn(business.abn))}
      </p>
      <p
        className={cn(
          'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
          isRegisterChecked
            ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
            : 'bg-slate-100 text-slate-700 ring-slate-200',
        )}
      >
        {isRegisterChecked ? (
          <BadgeCheck aria-hidden="true" className="size-3.5" />
        ) : (
          <Info aria-hidden="true" className="size-3.5" />
        )}
        {isRegisterChecked ? b.checkedWithRegister : b.formatChecked}
      </p>
      {business.register && (
        <ul className="space-y-0.5 text-slate-600">
          {business.register.entityName && (
            <li>{b.registeredName(business.register.entityName)}</li>
          )}
          <li>
            {business.register.gstRegisteredFrom
              ? b.gstRegistered(formatLongDate(business.register.gstRegisteredFrom))
              : b.gstNotRegistered}
          </li>
        </ul>
      )}
      {business.check === 'registerUnavailable' && (
        <p className="text-slate-500">{b.registerUnavailableNote}</p>
      )}
    </div>
  );
}

/** "over $5,000", "at $12,000 or more", "over $7,500 and up to $500,000". */
function describeLine(line: PriceLine): string {
  if (line.upTo !== undefined)
    return m.between(formatDollars(line.amount), formatDollars(line.upTo));
  return line.from === 'over'
    ? m.over(formatDollars(line.amount))
    : m.atLeast(formatDollars(line.amount));
}

/** One sentence of a licence notice, and the regulator's page it rests on. */
export interface LicenceNoticeLine {
  text: string;
  source?: RuleSource;
}

/**
 * The plain-words sentences for what a job needs in its state, each with its source;
 * `quoteBudget` adds the client's own budget ("Your budget goes up to $6,000.") after a price line.
 */
export function licenceNoticeLines(
  needs: JobLicenceNeeds,
  { quoteBudget = true }: { quoteBudget?: boolean } = {},
): LicenceNoticeLine[] {
  const stateName = stateNames[needs.state];
  const lines: LicenceNoticeLine[] = [];
  if (needs.tradeLicence) {
    lines.push({
      text: m.tradeLicenceLine(m.tradeWork[needs.tradeLicence.trade], stateName),
      source: needs.tradeLicence.source,
    });
  }
  const contractor = needs.contractorLicence;
  if (contractor) {
    lines.push({
      text:
        contractor.amount === 0 && contractor.from === 'atLeast'
          ? m.contractorAnyPriceLine(stateName, m.contractorTerm[needs.state])
          : m.contractorLine(
              stateName,
              describeLine(contractor),
              m.contractorTerm[needs.state],
              Boolean(contractor.buildingPermitOnly),
            ),
      source: contractor.source,
    });
  }
  if (needs.writtenContract) {
    lines.push({
      text: m.contractLine(describeLine(needs.writtenContract)),
      source: needs.writtenContract.source,
    });
  }
  const hasPriceLine = (contractor && contractor.amount > 0) || needs.writtenContract;
  if (quoteBudget && hasPriceLine && needs.budgetMax !== null) {
    lines.push({ text: m.budgetLine(formatDollars(needs.budgetMax)) });
  }
  return lines;
}

/** A rule's sentence, then a link to the regulator's page it comes from. */
export function NoticeLine({ line }: { line: LicenceNoticeLine }) {
  return (
    <li>
      <span>{line.text}</span>
      {line.source && (
        <>
          {' '}
          <a
            href={line.source.url}
            target="_blank"
            rel="noopener noreferrer"
            className="text-xs whitespace-nowrap underline underline-offset-2 hover:text-amber-950"
          >
            {line.source.publisher}
          </a>
        </>
      )}
    </li>
  );
}

/**
 * What the law asks for a job in its state, in plain words, each rule linked to the regulator's
 * page it rests on (decision 025): on the job form as the client types, on the client's job page,
 * and on a professional's quote as its total crosses a line. A professional reads the rules with
 * `priceLine` (what their quote comes to) instead of the client's budget and advice on hiring.
 */
export function LicenceNotice({
  needs,
  priceLine,
  audience = priceLine === undefined ? 'client' : 'professional',
  className,
}: {
  needs: JobLicenceNeeds;
  /** The sentence saying what the price comes to, in place of the client's budget. */
  priceLine?: string;
  /** Who reads it: a client is told to ask for the licence number. */
  audience?: 'client' | 'professional';
  className?: string;
}) {
  const isForProfessional = audience === 'professional';
  const lines = licenceNoticeLines(needs, { quoteBudget: priceLine === undefined });
  if (priceLine) lines.push({ text: priceLine });
  const isLicenceNeeded = Boolean(needs.tradeLicence || needs.contractorLicence);
  const checkedOn = [needs.tradeLicence, needs.contractorLicence, needs.writtenContract].find(
    Boolean,
  )?.source.checkedOn;
  return (
    <section
      aria-label={m.noticeHeading}
      className={cn(
        'rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-300 ring-inset',
        className,
      )}
    >
      <h3 className="flex items-center gap-2 font-semibold">
        <Scale aria-hidden="true" className="size-4 shrink-0" />
        {m.noticeHeading}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {lines.map((line) => (
          <NoticeLine key={line.text} line={line} />
        ))}
        {isLicenceNeeded && !isForProfessional && <li>{m.askForLicence}</li>}
      </ul>
      {checkedOn && (
        <p className="mt-3 text-xs text-amber-900">{m.sourcesNote(formatLongDate(checkedOn))}</p>
      )}
    </section>
  );
}
