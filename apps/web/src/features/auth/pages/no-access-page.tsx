import * as messages from '@trademate/shared/messages';
import { ButtonLink } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';

/** What a signed-in user sees on a page their kind of account cannot use. */
export default function NoAccessPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <PageTitle title="No access" />
      <p className="text-6xl font-extrabold text-brand-200">403</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{messages.auth.noAccess}</h1>
      <p className="mt-3 text-slate-600">
        This page is for another kind of TradeMate account. Everything you can use is in the menu.
      </p>
      <ButtonLink to={paths.home.href()} className="mt-8">
        {messages.notFound.backHome}
      </ButtonLink>
    </div>
  );
}
