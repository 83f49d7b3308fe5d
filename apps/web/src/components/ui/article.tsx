import { Children, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';

/**
 * The UI kit for long-form text pages (terms, privacy, contact). Pages compose these components
 * instead of styling raw text elements themselves, so every text page reads the same.
 */

const linkClassName =
  'rounded-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

// Made at first use: pages import this kit for its links alone (sign-in, a service), and making
// the first date formatter as the module loads cost about 50 ms of a throttled takeover.
let updatedFormat: Intl.DateTimeFormat | undefined;
function formatUpdated(date: string): string {
  updatedFormat ??= new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return updatedFormat.format(new Date(date));
}

type ArticleProps = {
  title: string;
  /** A short introduction shown under the title. */
  lead?: ReactNode;
  /** ISO date (YYYY-MM-DD) the content was last changed, shown as "Last updated …". */
  updated?: string;
  children: ReactNode;
};

/** Page container: a centred, readable column with the page's h1, lead and body. */
export function Article({ title, lead, updated, children }: ArticleProps) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8 lg:py-20">
      <header className="border-b border-slate-200 pb-8">
        <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
          {title}
        </h1>
        {lead ? <p className="mt-4 text-lg leading-8 text-slate-600">{lead}</p> : null}
        {updated ? (
          <p className="mt-3 text-sm text-slate-500">
            Last updated <time dateTime={updated}>{formatUpdated(updated)}</time>
          </p>
        ) : null}
      </header>
      <div className="mt-10">{children}</div>
    </article>
  );
}

type ArticleSectionProps = {
  /** Anchor id, so the section can be linked to as `#id`. */
  id: string;
  title: string;
  children: ReactNode;
};

/** A titled section (h2) of an article. */
export function ArticleSection({ id, title, children }: ArticleSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="mt-12 scroll-mt-24 first:mt-0">
      <h2
        id={headingId}
        className="text-xl font-semibold tracking-tight text-balance text-slate-900 sm:text-2xl"
      >
        {title}
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

/** A body paragraph. */
export function Paragraph({ children }: { children: ReactNode }) {
  return <p className="text-base leading-7 text-slate-700">{children}</p>;
}

/** A bulleted list: every child becomes one list item. */
export function List({ children }: { children: ReactNode }) {
  return (
    <ul className="list-disc space-y-2 pl-6 text-base leading-7 text-slate-700 marker:text-brand-600">
      {Children.toArray(children).map((item, index) => (
        <li key={index} className="pl-1">
          {item}
        </li>
      ))}
    </ul>
  );
}

/** A link that leaves the app: web pages open in a new tab; mailto: and tel: links do not. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const isWebPage = /^https?:\/\//.test(href);
  return (
    <a
      href={href}
      className={linkClassName}
      {...(isWebPage ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {isWebPage ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </a>
  );
}

/** A link to another page of the app. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={linkClassName}>
      {children}
    </Link>
  );
}

/** A question and answer that expands in place (native details/summary, keyboard accessible). */
export function FaqItem({ question, children }: { question: string; children: ReactNode }) {
  return (
    <details className="group rounded-xl bg-white ring-1 ring-slate-200 open:ring-brand-200">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 text-base font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
        <span>{question}</span>
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="space-y-3 px-5 pb-5">{children}</div>
    </details>
  );
}
