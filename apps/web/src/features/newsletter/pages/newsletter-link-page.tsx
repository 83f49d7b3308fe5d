import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import type { NewsletterTokenResult } from '@trademate/shared/schemas/newsletter-admin';
import { Alert } from '@/components/ui/alert';
import { Container } from '@/components/ui/container';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import type { ApiError } from '@/lib/api';

const m = messages.newsletterIssues;

/**
 * The confirmation mail's link, signed out: on opening, the page posts the token once (a page
 * load alone changes nothing on the server, so link scanners that only fetch it do nothing), then
 * says what was done. Unsubscribing asks for a press of its button (decision 058).
 */
export function NewsletterLinkPage({
  title,
  working,
  token,
  act,
  result,
  footer,
}: {
  title: string;
  working: string;
  token: string;
  act: (token: string) => unknown;
  result: { data?: NewsletterTokenResult; error?: unknown; isError: boolean };
  footer?: ReactNode;
}) {
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || !token) return;
    asked.current = true;
    act(token);
  }, [token, act]);

  let body;
  if (result.isError) body = <Alert>{(result.error as ApiError).message}</Alert>;
  else if (result.data) body = <Alert tone="success">{result.data.message}</Alert>;
  else body = <Spinner label={working} />;

  return (
    <div className="bg-slate-50 py-16 sm:py-24">
      <PageTitle title={title} />
      <Container>
        <section className="mx-auto max-w-lg rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
          <div className="mt-5">{body}</div>
          {result.data && footer ? <p className="mt-4 text-sm text-slate-600">{footer}</p> : null}
          <p className="mt-6 text-sm text-slate-600">
            <Link
              to={paths.home.href()}
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {m.backHome}
            </Link>
          </p>
        </section>
      </Container>
    </div>
  );
}
