import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import * as messages from '@trademate/shared/messages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { openAuthModalFor } from '@/features/session/auth-modal';
import type { ApiError } from '@/lib/api';
import { useRequestSupervisionMutation } from '../api/change-supervision';
import { useGetSupervisionsQuery } from '../api/get-supervisions';

const m = messages.logbook;

/**
 * On a professional's profile, for an apprentice: asks them to supervise the apprentice's
 * logbook, or says where the apprentice's request or link with them stands.
 */
export function AskToSupervise({
  professional,
}: {
  professional: { _id: string; firstName: string };
}) {
  const dispatch = useDispatch();
  const supervisions = useGetSupervisionsQuery();
  const [requestSupervision, { isLoading }] = useRequestSupervisionMutation();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const open = supervisions.data?.items.find(
    (item) =>
      item.supervisor._id === professional._id &&
      (item.status === 'pending' || item.status === 'active'),
  );

  const ask = async () => {
    setNotice(null);
    try {
      await requestSupervision({ supervisorId: professional._id }).unwrap();
      setNotice({ tone: 'success', text: m.supervisorRequested });
    } catch (error) {
      if (openAuthModalFor(error, dispatch)) return;
      setNotice({ tone: 'error', text: (error as ApiError).message });
    }
  };

  if (!supervisions.data) {
    return supervisions.error ? (
      <Alert>{(supervisions.error as ApiError).message}</Alert>
    ) : (
      <Spinner label="Loading your supervisors" />
    );
  }
  return (
    <div className="space-y-3">
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {open ? (
        <p className="text-sm text-slate-700">
          {open.status === 'active'
            ? `${professional.firstName} supervises your logbook.`
            : `You asked ${professional.firstName} to supervise your logbook; they have not answered yet.`}{' '}
          <Link to={paths.logbook.href()} className="font-medium text-brand-700 hover:underline">
            Open your logbook
          </Link>
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {professional.firstName} verifies the days you log when you work under their
            supervision.
          </p>
          <Button className="w-full" disabled={isLoading} onClick={() => void ask()}>
            {isLoading ? 'Sending…' : m.askToSupervise}
          </Button>
        </>
      )}
    </div>
  );
}
