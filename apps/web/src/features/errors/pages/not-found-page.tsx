import * as messages from '@trademate/shared/messages';
import { ButtonLink } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';

export default function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <PageTitle title={messages.notFound.title} noIndex />
      <p className="text-6xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{messages.notFound.title}</h1>
      <p className="mt-3 text-slate-600">
        The page you are looking for has moved, or never existed.
      </p>
      <ButtonLink to={paths.home.href()} className="mt-8">
        {messages.notFound.backHome}
      </ButtonLink>
    </div>
  );
}
