import * as messages from '@trademate/shared/messages';
import { alertEvents, type AlertEvent } from '@trademate/shared/constants/notifications';
import { readUnsubscribeOutcome } from '@trademate/shared/unsubscribe-outcome';
import { Link, useSearchParams } from 'react-router';
import {
  UnsubscribePanel,
  unsubscribeState,
  type UnsubscribeState,
} from '@/components/unsubscribe-panel';
import { paths } from '@/config/paths';
import { useUnsubscribeMutation } from '../api/notification-settings';

const m = messages.notificationSettings;

function isAlertEvent(value: string): value is AlertEvent {
  return (alertEvents as readonly string[]).includes(value);
}

/** What the API said by sending the browser back here, after the button was sent without the app. */
function stateFromQuery(searchParams: URLSearchParams): UnsubscribeState | null {
  const outcome = readUnsubscribeOutcome(searchParams);
  if (!outcome) return null;
  if ('failed' in outcome) return { kind: 'refused', message: m.unsubscribeTokenInvalid };
  return isAlertEvent(outcome.done) ? { kind: 'done', message: m.switchedOff[outcome.done] } : null;
}

/**
 * `/unsubscribe?token=…`: the visible link of every alert mail, signed out or in. Opening it
 * changes nothing; its one button switches the mails off and says what was switched off
 * (decision 058).
 */
export default function UnsubscribePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [unsubscribe, result] = useUnsubscribeMutation();
  const state: UnsubscribeState = token
    ? unsubscribeState(result, stateFromQuery(searchParams))
    : { kind: 'refused', message: m.unsubscribeTokenMissing };

  return (
    <UnsubscribePanel
      title={m.unsubscribeTitle}
      lead={m.unsubscribeLead}
      buttonLabel={m.unsubscribeButton}
      workingLabel={m.unsubscribeWorking}
      apiPath={`/unsubscribe?token=${encodeURIComponent(token)}`}
      state={state}
      onUnsubscribe={() => void unsubscribe(token)}
      footer={
        <Link
          to={paths.notificationSettings.href()}
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {m.unsubscribeSettingsLink}
        </Link>
      }
    />
  );
}
