import { useState } from 'react';
import { Link } from 'react-router';
import * as messages from '@trademate/shared/messages';
import type { Supervision } from '@trademate/shared/schemas/logbook';
import { PersonAvatar } from '@/components/person-avatar';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import type { ApiError } from '@/lib/api';
import { formatLongDate } from '@/lib/format';
import { useAnswerSupervisionMutation } from '../api/change-supervision';
import { EndSupervisionDialog } from './end-supervision-dialog';

const m = messages.logbook;

const apprenticeName = ({ apprentice }: Supervision) =>
  `${apprentice.firstName} ${apprentice.lastName}`;

function ApprenticeLine({ supervision, detail }: { supervision: Supervision; detail: string }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <PersonAvatar avatar={supervision.apprentice.avatar} size="xs" />
      <div className="min-w-0">
        <Link
          to={paths.apprenticeDetail.href(supervision.apprentice._id)}
          className="font-medium break-words text-slate-900 hover:underline"
        >
          {apprenticeName(supervision)}
        </Link>
        <p className="text-xs text-slate-500">{detail}</p>
      </div>
    </div>
  );
}

/** Apprentices asking the professional to supervise their logbook: accept or decline each. */
export function SupervisionRequests({ requests }: { requests: Supervision[] }) {
  const [answerSupervision, { isLoading }] = useAnswerSupervisionMutation();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const answer = async (supervision: Supervision, reply: 'accept' | 'decline') => {
    setNotice(null);
    try {
      await answerSupervision({ supervisionId: supervision._id, answer: reply }).unwrap();
      setNotice({
        tone: 'success',
        text: reply === 'accept' ? m.supervisionAccepted : m.supervisionDeclined,
      });
    } catch (error) {
      setNotice({ tone: 'error', text: (error as ApiError).message });
    }
  };

  if (requests.length === 0 && !notice) return null;
  return (
    <Card title="Requests" description="Apprentices who asked you to supervise their logbook.">
      {notice && (
        <Alert tone={notice.tone} className="mb-4">
          {notice.text}
        </Alert>
      )}
      {requests.length > 0 ? (
        <ul className="divide-y divide-slate-100">
          {requests.map((request) => (
            <li
              key={request._id}
              className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
            >
              <ApprenticeLine
                supervision={request}
                detail={`Asked on ${formatLongDate(request.requestedAt)}`}
              />
              <div className="flex gap-2">
                <Button
                  size="sm"
                  disabled={isLoading}
                  aria-label={`Accept ${apprenticeName(request)}`}
                  onClick={() => void answer(request, 'accept')}
                >
                  Accept
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={isLoading}
                  aria-label={`Decline ${apprenticeName(request)}`}
                  onClick={() => void answer(request, 'decline')}
                >
                  Decline
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No more requests.</p>
      )}
    </Card>
  );
}

/** The apprentices the professional supervises now, with what waits on each, and a way to end. */
export function SupervisedApprentices({ supervisions }: { supervisions: Supervision[] }) {
  const [ending, setEnding] = useState<Supervision | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Card title="Your apprentices">
      {notice && (
        <Alert tone="success" className="mb-4">
          {notice}
        </Alert>
      )}
      {supervisions.length > 0 ? (
        <ul className="divide-y divide-slate-100">
          {supervisions.map((supervision) => (
            <li
              key={supervision._id}
              className="flex flex-wrap items-center justify-between gap-2 py-3 first:pt-0 last:pb-0"
            >
              <ApprenticeLine
                supervision={supervision}
                detail={
                  supervision.pendingCount === 1
                    ? '1 entry waiting for you'
                    : `${supervision.pendingCount} entries waiting for you`
                }
              />
              <Button
                variant="ghost"
                size="sm"
                className="text-red-700 hover:text-red-800"
                aria-label={`End supervision of ${apprenticeName(supervision)}`}
                onClick={() => {
                  setNotice(null);
                  setEnding(supervision);
                }}
              >
                End supervision
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">
          No apprentice yet. An apprentice asks you from your profile; their request shows here.
        </p>
      )}
      {ending && (
        <EndSupervisionDialog
          supervisionId={ending._id}
          otherName={apprenticeName(ending)}
          isRequest={false}
          onEnded={() => setNotice(m.supervisionEnded)}
          onClose={() => setEnding(null)}
        />
      )}
    </Card>
  );
}
