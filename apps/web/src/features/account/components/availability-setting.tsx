import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { useCurrentUser } from '@/features/session/hooks/use-current-user';
import type { ApiError } from '@/lib/api';
import { useToggleHiringStatusMutation } from '../api/toggle-hiring-status';

/**
 * Whether a professional takes new work. The status is read from `GET /user/me` (the session keeps
 * no hiring status) and the switch shows only what the server answered, never a guess.
 */
export function AvailabilitySetting() {
  const { data: account, error: loadError, refetch } = useCurrentUser();
  const [toggleHiringStatus, { isLoading: isSaving }] = useToggleHiringStatusMutation();
  const [saveError, setSaveError] = useState<string | null>(null);

  if (loadError) {
    return (
      <Alert>
        {(loadError as ApiError).message}{' '}
        <Button variant="secondary" size="sm" className="ml-2" onClick={() => void refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!account) return <Spinner label="Loading your availability" />;

  const isAvailable = account.hiringStatus === 'available';
  const toggle = async () => {
    // Not `disabled` while saving: that would drop the keyboard focus from the switch.
    if (isSaving) return;
    setSaveError(null);
    try {
      await toggleHiringStatus().unwrap();
    } catch (error) {
      setSaveError((error as ApiError).message);
    }
  };

  return (
    <div className="space-y-4">
      <Switch
        label="Available for new work"
        description={
          isAvailable
            ? 'Clients see that you are taking on new jobs.'
            : 'Clients see that you are not taking on new jobs right now.'
        }
        isChecked={isAvailable}
        onCheckedChange={() => void toggle()}
        aria-busy={isSaving || undefined}
      />
      {saveError && <Alert>{saveError}</Alert>}
    </div>
  );
}
