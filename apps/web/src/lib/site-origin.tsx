import { createContext, useContext } from 'react';

/**
 * The site's public origin (from `PUBLIC_URL`), for the absolute addresses a page's head names:
 * its canonical address and the link previews' (decision 058). The server renders with it and
 * hands it to the browser with the page, so both write the same tags; a page the browser draws
 * on its own uses the origin it was opened at.
 */
const SiteOriginContext = createContext<string | null>(null);

export const SiteOriginProvider = SiteOriginContext.Provider;

export function useSiteOrigin(): string {
  const origin = useContext(SiteOriginContext);
  if (origin !== null) return origin;
  return typeof window === 'undefined' ? '' : window.location.origin;
}
