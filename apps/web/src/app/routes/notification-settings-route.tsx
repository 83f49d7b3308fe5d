import NotificationSettingsPage from '@/features/notification-settings/pages/notification-settings-page';
import { PushDeviceToggle } from '@/features/push/components/push-device-toggle';

/** `/settings/notifications`: the alert choices with this device's push switch composed in. */
export default function NotificationSettingsRoute() {
  return <NotificationSettingsPage pushDevice={<PushDeviceToggle />} />;
}
