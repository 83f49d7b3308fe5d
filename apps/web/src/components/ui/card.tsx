import { useId, type ReactNode } from 'react';
import { cn } from './cn';

/**
 * A titled white card: one section of a page on the slate background. Every page's sections use
 * it, so their padding and heading spacing stay the same from page to page. A word longer than
 * the card is broken rather than left to push the page wider than the screen.
 */
export function Card({
  title,
  description,
  className,
  children,
}: {
  title: string;
  /** A sentence under the title. */
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'rounded-2xl bg-white p-5 break-words shadow-sm ring-1 ring-slate-200 sm:p-8',
        className,
      )}
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
