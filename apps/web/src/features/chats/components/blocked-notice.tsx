import { useState } from 'react';
import type { BlockStanding } from '@trademate/shared/constants/safety';
import * as messages from '@trademate/shared/messages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { ApiError } from '@/lib/api';
import { useUnblockMutation } from '@/lib/safety';

const m = messages.safety;

/**
 * In place of the composer while a block stands (decision 027): the blocker can lift it here; the
 * person blocked is told plainly that they cannot write.
 */
export function BlockedNotice({
  standing,
  person,
}: {
  standing: BlockStanding;
  person: { _id: string; firstName: string };
}) {
  const [unblock, { isLoading }] = useUnblockMutation();
  const [error, setError] = useState<string | null>(null);
  const onUnblock = async () => {
    setError(null);
    try {
      await unblock(person._id).unwrap();
    } catch (caught) {
      setError((caught as ApiError).message);
    }
  };
  return (
    <div
      data-testid="blocked-notice"
      className="flex flex-col gap-3 border-t border-slate-200 bg-slate-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-slate-700">
        {standing === 'byMe' ? m.youBlockedThem : m.theyBlockedYou}
      </p>
      {standing === 'byMe' && (
        <Button
          variant="secondary"
          size="sm"
          className="shrink-0"
          disabled={isLoading}
          onClick={() => void onUnblock()}
        >
          {m.unblock} {person.firstName}
        </Button>
      )}
      {error && <Alert>{error}</Alert>}
    </div>
  );
}
