import { createContext } from 'react';
import { consentVersion } from '@trademate/shared/constants/consent';

/**
 * The visitor's analytics choice, remembered per browser (decision 068). Small on purpose: every
 * page carries it, while what pushes to the data layer and the banner load only when needed.
 */
export interface ConsentChoice {
  /** Google Analytics' storage, and the data layer's events. */
  analytics: boolean;
  /** Advertising storage, ad user data and personalisation (Consent Mode's ad_* states). */
  marketing: boolean;
}

export interface ConsentState {
  /** The stored choice; null until the visitor makes one. */
  choice: ConsentChoice | null;
  /** The visitor asked to choose again (the footer's "Cookie settings"). */
  isAsking: boolean;
}

const storageKey = 'trademate:consent';

/**
 * Whether the server drew the banner into this page, for a browser that had not answered
 * (decision 089): then it shows from the first paint, not once the browser is idle.
 */
export const ConsentInPageContext = createContext<boolean | undefined>(false);

let state: ConsentState | undefined;
const listeners = new Set<() => void>();

function readStoredChoice(): ConsentChoice | null {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as {
      version?: number;
      analytics?: unknown;
      marketing?: unknown;
    } | null;
    if (stored?.version !== consentVersion) return null;
    return { analytics: stored.analytics === true, marketing: stored.marketing === true };
  } catch {
    return null;
  }
}

function setState(next: ConsentState) {
  state = next;
  for (const listener of listeners) listener();
}

/** The current state; the same object until it changes (for `useSyncExternalStore`). */
export function consentState(): ConsentState {
  state ??= { choice: readStoredChoice(), isAsking: false };
  return state;
}

export function subscribeToConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stores the visitor's choice in this browser and closes the banner. */
export function saveConsent(choice: ConsentChoice) {
  try {
    localStorage.setItem(storageKey, JSON.stringify({ version: consentVersion, ...choice }));
  } catch {
    // Storage refused (a private window's quota): the choice holds for this page only.
  }
  setState({ choice, isAsking: false });
}

/** Opens the banner again, to change the choice. */
export function askForConsent() {
  setState({ ...consentState(), isAsking: true });
}

/** Closes a banner opened to change the choice, keeping the stored one. */
export function stopAskingForConsent() {
  setState({ ...consentState(), isAsking: false });
}

export function grantsAnything(choice: ConsentChoice | null): choice is ConsentChoice {
  return choice !== null && (choice.analytics || choice.marketing);
}
