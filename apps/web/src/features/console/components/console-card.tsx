import type { ReactNode } from 'react';
import { PageTitle } from '@/components/ui/page-title';
import { ConsoleBrand } from './console-brand';

/** A small centred card on a plain page: the console's sign-in and invitation steps. */
export function ConsoleCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="grid min-h-dvh place-items-center bg-slate-100 px-4 py-10">
      <PageTitle title={title} />
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <ConsoleBrand />
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}
