import { useSyncExternalStore } from 'react';

/** Chromium's `beforeinstallprompt` event: the browser's own "Install TradeMate" dialog. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function setDeferred(event: InstallPromptEvent | null) {
  deferred = event;
  listeners.forEach((listener) => listener());
}

/**
 * Keeps the browser's install offer for a button of our own (the browser fires it once, often
 * before the footer renders, so it is caught as this module loads). Browsers that do not offer
 * it, or a TradeMate already installed, leave it empty.
 */
export function listenForInstallPrompt(target: Window) {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setDeferred(event as InstallPromptEvent);
  });
  target.addEventListener('appinstalled', () => setDeferred(null));
}

if (typeof window !== 'undefined') listenForInstallPrompt(window);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The install offer when the browser has one, and what shows the browser's dialog. */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<void> } {
  const event = useSyncExternalStore(
    subscribe,
    () => deferred,
    () => null,
  );
  return {
    canInstall: event !== null,
    install: async () => {
      if (!event) return;
      await event.prompt();
      // An offer is good for one dialog: the browser sends a new one if it may ask again.
      setDeferred(null);
    },
  };
}
