import * as messages from '@trademate/shared/messages';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Container } from '@/components/ui/container';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { ApiError } from '@/lib/api';
import { useUnsubscribeMutation } from '../api/notification-settings';

const m = messages.notificationSettings;

/**
 * `/unsubscribe?token=…`: the visible link of every alert mail. Works signed out: on opening it
 * posts the token (a page load alone changes nothing on the server, so link scanners that only
 * fetch the page switch nothing off), then says what was switched off.
 */
export default function UnsubscribePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [unsubscribe, { data, error, isError }] = useUnsubscribeMutation();
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current || !token) return;
    asked.current = true;
    void unsubscribe(token);
  }, [token, unsubscribe]);

  let body;
  if (!token) body = <Alert>{m.unsubscribeTokenMissing}</Alert>;
  else if (isError) body = <Alert>{(error as ApiError).message}</Alert>;
  else if (data) body = <Alert tone="success">{data.message}</Alert>;
  else body = <Spinner label={m.unsubscribeWorking} />;

  return (
    <div className="bg-slate-50 py-16 sm:py-24">
      <PageTitle title={m.unsubscribeTitle} />
      <Container>
        <section className="mx-auto max-w-lg rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h1 className="text-2xl font-semibold text-slate-900">{m.unsubscribeTitle}</h1>
          <div className="mt-5">{body}</div>
          <p className="mt-6 text-sm text-slate-600">
            <Link
              to={paths.notificationSettings.href()}
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {m.unsubscribeSettingsLink}
            </Link>
          </p>
        </section>
      </Container>
    </div>
  );
}
