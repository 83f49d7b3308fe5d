import { useState } from 'react';
import * as messages from '@trademate/shared/messages';
import type { PersonDetail } from '@trademate/shared/schemas/people';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useActOnPersonMutation, type PersonAction } from '../../api/people';
import { ReasonDialog } from '../reason-dialog';

const m = messages.people;

const actionTexts: Record<
  PersonAction,
  { button: string; title: (name: string) => string; description: string; confirm: string }
> = {
  suspend: {
    button: 'Suspend',
    title: (name) => `Suspend ${name}?`,
    description:
      'They are signed out everywhere at once, and signing in tells them the account is suspended.',
    confirm: 'Suspend',
  },
  reinstate: {
    button: 'Reinstate',
    title: (name) => `Reinstate ${name}?`,
    description: 'They can sign in again with their password.',
    confirm: 'Reinstate',
  },
  'end-sessions': {
    button: 'End all sessions',
    title: (name) => `End all of ${name}'s sessions?`,
    description: 'They are signed out on every device and can sign in again.',
    confirm: 'End sessions',
  },
  'verify-email': {
    button: 'Verify email',
    title: (name) => `Verify ${name}'s email by hand?`,
    description: 'Only when you are sure the address is theirs (for example, they wrote from it).',
    confirm: 'Verify',
  },
};

/** The account's actions (suspend or reinstate, end sessions, verify the email), each asking why. */
export function PersonActions({ person }: { person: PersonDetail }) {
  const [act] = useActOnPersonMutation();
  const [asking, setAsking] = useState<PersonAction | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { profile } = person;
  const name = `${profile.firstName} ${profile.lastName}`;
  const actions: PersonAction[] = [
    profile.suspendedAt ? 'reinstate' : 'suspend',
    'end-sessions',
    ...(profile.emailVerifiedAt ? [] : (['verify-email'] as const)),
  ];
  const text = asking && actionTexts[asking];
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <Button
            key={action}
            variant={action === 'suspend' ? 'primary' : 'secondary'}
            size="sm"
            onClick={() => {
              setDone(null);
              setAsking(action);
            }}
          >
            {actionTexts[action].button}
          </Button>
        ))}
      </div>
      {done && <Alert tone="success">{done}</Alert>}
      {asking && text && (
        <ReasonDialog
          title={text.title(name)}
          description={text.description}
          confirmLabel={text.confirm}
          onConfirm={async (reason) => {
            await act({ id: profile._id, action: asking, reason }).unwrap();
            setDone(
              asking === 'suspend'
                ? m.suspendedMessage(name)
                : asking === 'reinstate'
                  ? m.reinstatedMessage(name)
                  : asking === 'verify-email'
                    ? m.verifiedMessage(profile.email)
                    : 'All sessions ended',
            );
          }}
          onClose={() => setAsking(null)}
        />
      )}
    </div>
  );
}
