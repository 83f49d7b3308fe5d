import { createContext, useCallback, useContext } from 'react';

/**
 * Answers the server renderer fetched for a page (decision 046), by the API path and query they
 * were fetched from (`/service?popular=true&limit=8`), for components that read their data
 * without RTK Query: the server fills it as it renders, `main.tsx` from the page's preloaded
 * block, so the browser's first render shows what the server's did and asks nothing.
 */
export type PreloadedData = Record<string, unknown>;

/**
 * What a page rendered on the server carries for the browser to take over from, as the JSON block
 * `preloadedStateElementId`: the store's state when the page read data through RTK Query (the
 * loaded queries), and the answers read without it.
 */
export interface PreloadedPage<StoreState> {
  store?: StoreState;
  data?: PreloadedData;
  /** The site's public origin the page was rendered with (`lib/site-origin.tsx`). */
  origin?: string;
  /** The page holds the consent banner (decision 089). */
  askConsent?: boolean;
  /** The page's chunks, for the browser to preload a few at a time (`lib/preload-chunks.ts`). */
  chunks?: string[];
}

const PreloadedDataContext = createContext<PreloadedData>({});

export const PreloadedDataProvider = PreloadedDataContext.Provider;

/** The keys of each page's data already taken: a later visit of the page fetches afresh. */
const taken = new WeakMap<PreloadedData, Set<string>>();

/**
 * The server's answer for `key`, the first time a component asks for it; undefined after that
 * (the page opened again shows fresh data) or when the server sent none.
 */
export function usePreloadedData<T>(key: string): { data: T | undefined; markTaken: () => void } {
  const preloaded = useContext(PreloadedDataContext);
  const isTaken = taken.get(preloaded)?.has(key) ?? false;
  const markTaken = useCallback(() => {
    const keys = taken.get(preloaded) ?? new Set<string>();
    keys.add(key);
    taken.set(preloaded, keys);
  }, [preloaded, key]);
  return { data: isTaken ? undefined : (preloaded[key] as T | undefined), markTaken };
}
