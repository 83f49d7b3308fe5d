import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

interface AuthPanelProps {
  title: string;
  intro?: ReactNode;
  /** A line under the card, such as a link to the other way in. */
  footer?: ReactNode;
  /** The sign-up form needs the room for two columns. */
  isWide?: boolean;
  children: ReactNode;
}

/** The frame of every sign-in, sign-up and verification page: a white card on a grey band. */
export function AuthPanel({ title, intro, footer, isWide = false, children }: AuthPanelProps) {
  return (
    <div className="bg-slate-50 px-4 py-10 sm:py-16">
      <section
        aria-labelledby="auth-panel-title"
        className={cn(
          'mx-auto w-full rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10',
          isWide ? 'max-w-3xl' : 'max-w-md',
        )}
      >
        <h1
          id="auth-panel-title"
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
        >
          {title}
        </h1>
        {intro && <p className="mt-2 text-slate-600">{intro}</p>}
        <div className="mt-8">{children}</div>
      </section>
      {footer && <p className="mt-6 text-center text-sm text-slate-600">{footer}</p>}
    </div>
  );
}
