/** Whether this browser can show web pushes at all (service worker, push manager, notifications). */
export function canPush(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/**
 * This browser's push subscription for TradeMate, if it has one: what signing out here turns off
 * (decision 020). Never waits for a service worker that is not registered yet, and never fails.
 */
export async function findThisBrowserPushSubscription(): Promise<PushSubscription | null> {
  if (!canPush()) return null;
  try {
    const registration = await navigator.serviceWorker.getRegistration('/');
    return (await registration?.pushManager.getSubscription()) ?? null;
  } catch {
    return null;
  }
}
