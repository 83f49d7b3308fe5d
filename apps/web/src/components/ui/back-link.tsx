import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon } from './icons';

/**
 * The way back to the page a detail page belongs to, above its heading. Its padding makes a
 * finger-sized target; the negative margin keeps the text where the layout puts it.
 */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="-my-2.5 inline-flex items-center gap-1.5 rounded-lg py-2.5 text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
    >
      <ArrowLeftIcon className="size-4" />
      {children}
    </Link>
  );
}
