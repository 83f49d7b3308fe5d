import { Scale } from 'lucide-react';
import type {
  JobLicenceNeeds,
  PriceLine,
  RuleSource,
} from '@trademate/shared/constants/licence-rules';
import { stateNames } from '@trademate/shared/constants/states';
import * as messages from '@trademate/shared/messages';
import { cn } from '@/components/ui/cn';
import { formatDollars, formatLongDate } from '@/lib/format';

const m = messages.licences;

/** "over $5,000", "at $12,000 or more", "over $7,500 and up to $500,000". */
function describeLine(line: PriceLine): string {
  if (line.upTo !== undefined)
    return m.between(formatDollars(line.amount), formatDollars(line.upTo));
  return line.from === 'over'
    ? m.over(formatDollars(line.amount))
    : m.atLeast(formatDollars(line.amount));
}

/**
 * The plain-words sentences for what a job needs in its state; `quoteBudget` adds the client's own
 * budget ("Your budget goes up to $6,000.") after a price line.
 */
export function licenceNoticeLines(
  needs: JobLicenceNeeds,
  { quoteBudget = true }: { quoteBudget?: boolean } = {},
): string[] {
  const stateName = stateNames[needs.state];
  const lines: string[] = [];
  if (needs.tradeLicence) {
    lines.push(m.tradeLicenceLine(m.tradeWork[needs.tradeLicence.trade], stateName));
  }
  const contractor = needs.contractorLicence;
  if (contractor) {
    lines.push(
      contractor.amount === 0 && contractor.from === 'atLeast'
        ? m.contractorAnyPriceLine(stateName, m.contractorTerm[needs.state])
        : m.contractorLine(
            stateName,
            describeLine(contractor),
            m.contractorTerm[needs.state],
            Boolean(contractor.buildingPermitOnly),
          ),
    );
  }
  if (needs.writtenContract) lines.push(m.contractLine(describeLine(needs.writtenContract)));
  const hasPriceLine = (contractor && contractor.amount > 0) || needs.writtenContract;
  if (quoteBudget && hasPriceLine && needs.budgetMax !== null)
    lines.push(m.budgetLine(formatDollars(needs.budgetMax)));
  return lines;
}

/** Each page a notice rests on, once. */
function sourcesOf(needs: JobLicenceNeeds): RuleSource[] {
  const all = [
    needs.tradeLicence?.source,
    needs.contractorLicence?.source,
    needs.writtenContract?.source,
  ].filter((source): source is RuleSource => source !== undefined);
  return all.filter((source, index) => all.findIndex((s) => s.url === source.url) === index);
}

/**
 * What the law asks for a job in its state, in plain words, with the regulators' pages it rests on
 * (decision 025): on the job form as the client types, and on the client's job page.
 */
export function LicenceNotice({
  needs,
  className,
}: {
  needs: JobLicenceNeeds;
  className?: string;
}) {
  const lines = licenceNoticeLines(needs);
  const isLicenceNeeded = Boolean(needs.tradeLicence || needs.contractorLicence);
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
          <li key={line}>{line}</li>
        ))}
        {isLicenceNeeded && <li>{m.askForLicence}</li>}
      </ul>
      <p className="mt-3 text-xs text-amber-900">
        {m.sourcesLabel}:{' '}
        {sourcesOf(needs).map((source, index) => (
          <span key={source.url}>
            {index > 0 && '; '}
            <a
              href={source.url}
              target="_blank"
              rel="noopener noreferrer"
              className="underline underline-offset-2 hover:text-amber-950"
            >
              {m.sourceLink(source.publisher, formatLongDate(source.checkedOn))}
            </a>
          </span>
        ))}
      </p>
    </section>
  );
}
