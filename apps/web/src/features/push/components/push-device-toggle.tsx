import { useCallback, useEffect, useState } from 'react';
import * as messages from '@trademate/shared/messages';
import type { PushSubscriptionRequest } from '@trademate/shared/schemas/push';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import type { ApiError } from '@/lib/api';
import { canPush } from '@/lib/push-subscription';
import { useDeletePushSubscriptionMutation } from '../api/delete-push-subscription';
import { useLazyGetPushPublicKeyQuery } from '../api/get-push-public-key';
import { useSavePushSubscriptionMutation } from '../api/save-push-subscription';

const m = messages.push;

type DeviceState = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

/**
 * The app's service worker. The built app registers it once the page has loaded (main.tsx), so a
 * first visit may ask before it exists and waits for it; development runs none.
 */
async function findRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  if (registration || !import.meta.env.PROD) return registration;
  return navigator.serviceWorker.ready;
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function toRequest(subscription: PushSubscription): PushSubscriptionRequest {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/** The server's words for an API failure; ours for the browser's own (a DOMException). */
function messageOf(error: unknown): string {
  const apiError = error as Partial<ApiError> | null;
  return apiError?.status !== undefined && typeof apiError.message === 'string'
    ? apiError.message
    : m.failed;
}

/**
 * "Push notifications on this device": asks the browser's permission, subscribes it with the
 * server's VAPID key and saves the subscription (on), or removes both (off). Says so plainly when
 * the browser cannot push or notifications are blocked. The switch shows what the browser holds.
 */
export function PushDeviceToggle() {
  const [state, setState] = useState<DeviceState>('checking');
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [getPublicKey] = useLazyGetPushPublicKeyQuery();
  const [saveSubscription] = useSavePushSubscriptionMutation();
  const [deleteSubscription] = useDeletePushSubscriptionMutation();

  const check = useCallback(async (): Promise<DeviceState> => {
    if (!canPush()) return 'unsupported';
    if (Notification.permission === 'denied') return 'denied';
    const registration = await findRegistration();
    if (!registration) return 'unsupported';
    const subscription = await registration.pushManager.getSubscription();
    if (!subscription) return 'off';
    // The browser may have been subscribed under another account: it pushes for whoever is here.
    await saveSubscription(toRequest(subscription)).unwrap();
    return 'on';
  }, [saveSubscription]);

  useEffect(() => {
    let isCurrent = true;
    check()
      .then((found) => isCurrent && setState(found))
      .catch((failure: unknown) => {
        if (!isCurrent) return;
        setState('off');
        setError(messageOf(failure));
      });
    return () => {
      isCurrent = false;
    };
  }, [check]);

  async function turnOn() {
    const permission = await Notification.requestPermission();
    if (permission === 'denied') {
      setState('denied');
      return;
    }
    if (permission !== 'granted') {
      setError(m.permissionDismissed);
      return;
    }
    const registration = await findRegistration();
    if (!registration) {
      setState('unsupported');
      return;
    }
    const { publicKey } = await getPublicKey(undefined, true).unwrap();
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(publicKey),
    });
    try {
      await saveSubscription(toRequest(subscription)).unwrap();
    } catch (failure) {
      await subscription.unsubscribe();
      throw failure;
    }
    setState('on');
  }

  async function turnOff() {
    const registration = await findRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    if (subscription) {
      try {
        await deleteSubscription({ endpoint: subscription.endpoint }).unwrap();
      } catch (failure) {
        // Not this account's device (any more): the browser's subscription goes all the same.
        if ((failure as ApiError).code !== 'NOT_FOUND') throw failure;
      }
      await subscription.unsubscribe();
    }
    setState('off');
  }

  async function toggle(isOn: boolean) {
    // Not `disabled` while busy: that would drop the keyboard focus from the switch.
    if (isBusy) return;
    setIsBusy(true);
    setError(null);
    try {
      await (isOn ? turnOn() : turnOff());
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setIsBusy(false);
    }
  }

  if (state === 'checking') return <Spinner label="Checking push notifications on this device" />;
  if (state === 'unsupported' || state === 'denied') {
    return (
      <div>
        <p className="text-sm font-medium text-slate-900">{m.deviceToggleLabel}</p>
        <p className="mt-1 text-sm text-slate-600">
          {state === 'denied' ? m.denied : m.unsupported}
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <Switch
        label={m.deviceToggleLabel}
        description={state === 'on' ? m.deviceOn : m.deviceOff}
        isChecked={state === 'on'}
        onCheckedChange={(isOn) => void toggle(isOn)}
        aria-busy={isBusy || undefined}
      />
      {error && <Alert>{error}</Alert>}
    </div>
  );
}
