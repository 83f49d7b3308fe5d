import SettingsPage from '@/features/account/pages/settings-page';
import { PushDeviceToggle } from '@/features/push/components/push-device-toggle';

/** `/settings`: the account's settings with this device's push notifications composed in. */
export default function SettingsRoute() {
  return <SettingsPage notifications={<PushDeviceToggle />} />;
}
