import { Link } from 'react-router';
import { consolePaths } from '@trademate/shared/console-paths';
import { PageTitle } from '@/components/ui/page-title';

/** A console address that leads nowhere. */
export default function ConsoleNotFoundPage() {
  return (
    <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <PageTitle title="Page Not Found" />
      <h1 className="text-xl font-bold text-slate-900">Page Not Found</h1>
      <Link
        to={consolePaths.home.href()}
        className="mt-4 inline-block font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        Back to the console
      </Link>
    </div>
  );
}
