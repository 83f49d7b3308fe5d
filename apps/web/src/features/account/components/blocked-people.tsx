import { useState } from 'react';
import * as messages from '@trademate/shared/messages';
import { PersonAvatar } from '@/components/person-avatar';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { ApiError } from '@/lib/api';
import { useGetBlockedQuery, useUnblockMutation } from '@/lib/safety';

const m = messages.safety;

/** Settings' list of the people the user blocked, each with Unblock (decision 027). */
export function BlockedPeople() {
  const { data, error, isError } = useGetBlockedQuery();
  const [unblock, { isLoading }] = useUnblockMutation();
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  if (isError && !data) return <Alert>{(error as ApiError).message}</Alert>;
  if (!data) return <Spinner label="Loading blocked people" />;

  const onUnblock = async (person: { _id: string; firstName: string }) => {
    setStatus(null);
    try {
      await unblock(person._id).unwrap();
      setStatus({ tone: 'success', text: m.unblocked(person.firstName) });
    } catch (caught) {
      setStatus({ tone: 'error', text: (caught as ApiError).message });
    }
  };

  return (
    <div className="space-y-4">
      {data.items.length === 0 ? (
        <p className="text-sm text-slate-500">{m.blockedListEmpty}</p>
      ) : (
        <ul aria-label={m.blockedListTitle} className="divide-y divide-slate-100">
          {data.items.map((person) => (
            <li key={person._id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
              <PersonAvatar avatar={person.avatar} size="sm" />
              <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900">
                {person.firstName} {person.lastName}
                <span className="block text-xs font-normal text-slate-500">
                  {messages.chats.userTypeLabels[person.userType]}
                </span>
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={isLoading}
                aria-label={`${m.unblock} ${person.firstName} ${person.lastName}`}
                onClick={() => void onUnblock(person)}
              >
                {m.unblock}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {status && <Alert tone={status.tone}>{status.text}</Alert>}
    </div>
  );
}
