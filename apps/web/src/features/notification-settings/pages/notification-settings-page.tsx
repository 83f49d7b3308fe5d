import {
  canDigest,
  emailModes,
  isMailOnly,
  type AlertEvent,
  type EmailMode,
} from '@trademate/shared/constants/notifications';
import * as messages from '@trademate/shared/messages';
import type {
  AlertPreference,
  NotificationSettings,
} from '@trademate/shared/schemas/notification-settings';
import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import type { ApiError } from '@/lib/api';
import {
  useGetNotificationSettingsQuery,
  useUpdateNotificationSettingsMutation,
} from '../api/notification-settings';

const m = messages.notificationSettings;

function emailOptions(event: AlertEvent) {
  return emailModes
    .filter((mode) => mode !== 'daily' || canDigest(event))
    .map((mode) => ({ value: mode, label: m.emailModes[mode] }));
}

/** One event: its email choice and, where it has a notification, its push switch. */
function EventRow({
  preference,
  onChange,
}: {
  preference: AlertPreference;
  onChange: (next: AlertPreference) => void;
}) {
  const label = m.eventLabels[preference.event];
  return (
    <li className="grid gap-3 py-4 sm:grid-cols-[1fr_11rem_9rem] sm:items-center sm:gap-6">
      <p className="text-sm font-medium text-slate-900">{label}</p>
      <Select
        label={m.emailLabel}
        aria-label={`${label}: ${m.emailLabel}`}
        options={emailOptions(preference.event)}
        value={preference.email}
        onChange={(event) => onChange({ ...preference, email: event.target.value as EmailMode })}
      />
      {isMailOnly(preference.event) ? (
        <span aria-hidden="true" />
      ) : (
        <Switch
          label={m.pushLabel}
          aria-label={`${label}: ${m.pushLabel}`}
          isChecked={preference.push}
          onCheckedChange={(push) => onChange({ ...preference, push })}
        />
      )}
    </li>
  );
}

function SettingsForm({
  settings,
  pushDevice,
}: {
  settings: NotificationSettings;
  pushDevice: ReactNode;
}) {
  const [events, setEvents] = useState(settings.events);
  const [alertServiceIds, setAlertServiceIds] = useState(
    () => new Set(settings.services?.filter((s) => s.alerts).map((s) => s._id) ?? []),
  );
  const [save, { isLoading: isSaving }] = useUpdateNotificationSettingsMutation();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const onSave = async () => {
    setNotice(null);
    try {
      await save({
        events,
        ...(settings.services ? { alertServiceIds: [...alertServiceIds] } : {}),
      }).unwrap();
      setNotice({ tone: 'success', text: m.saved });
    } catch (failure) {
      setNotice({ tone: 'error', text: (failure as ApiError).message });
    }
  };

  const toggleService = (id: string, isOn: boolean) =>
    setAlertServiceIds((current) => {
      const next = new Set(current);
      if (isOn) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className="space-y-6">
      <Card
        title="Email and push"
        description="Push reaches only the devices where you turned it on."
      >
        <ul aria-label="Events" className="divide-y divide-slate-100">
          {events.map((preference) => (
            <EventRow
              key={preference.event}
              preference={preference}
              onChange={(next) =>
                setEvents((all) => all.map((p) => (p.event === next.event ? next : p)))
              }
            />
          ))}
        </ul>
      </Card>
      {pushDevice && <Card title={m.pushDeviceTitle}>{pushDevice}</Card>}
      {settings.services && (
        <Card title={m.servicesTitle} description={m.servicesLead}>
          {settings.services.length === 0 ? (
            <p className="text-sm text-slate-600">{m.noServices}</p>
          ) : (
            <div className="grid gap-1 sm:grid-cols-2">
              {settings.services.map((service) => (
                <Checkbox
                  key={service._id}
                  label={service.name}
                  checked={alertServiceIds.has(service._id)}
                  onChange={(event) => toggleService(service._id, event.target.checked)}
                />
              ))}
            </div>
          )}
        </Card>
      )}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <Button onClick={() => void onSave()} disabled={isSaving}>
        {m.save}
      </Button>
    </div>
  );
}

/** `/settings/notifications`: how each event reaches the person (email, push), and which services alert them. */
/** `/settings/notifications`; `pushDevice` is this browser's push switch, composed in by the route. */
export default function NotificationSettingsPage({ pushDevice }: { pushDevice?: ReactNode }) {
  const { data, error, isLoading, refetch } = useGetNotificationSettingsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });

  let body;
  if (isLoading) body = <Spinner label="Loading your notification settings" />;
  else if (error || !data)
    body = (
      <Alert>
        {(error as ApiError | undefined)?.message}{' '}
        <Button variant="secondary" size="sm" className="ml-2" onClick={() => void refetch()}>
          Try again
        </Button>
      </Alert>
    );
  else body = <SettingsForm settings={data} pushDevice={pushDevice} />;

  return (
    <div className="bg-slate-50 pb-20">
      <PageTitle title={m.title} />
      <PageHeader title={m.title} lead={m.lead} contentClassName="mx-auto max-w-3xl" />
      <Container className="pt-8 sm:pt-10">
        <div className="mx-auto max-w-3xl">{body}</div>
      </Container>
    </div>
  );
}
