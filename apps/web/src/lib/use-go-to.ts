import { useNavigate } from 'react-router';

/** A same-origin address as an in-app path; another origin (or a bad address) stays as it is. */
export function inAppPath(url: string): string | null {
  try {
    const target = new URL(url, window.location.origin);
    return target.origin === window.location.origin
      ? `${target.pathname}${target.search}${target.hash}`
      : null;
  } catch {
    return null;
  }
}

/**
 * Goes to an address the API gave: one of TradeMate's pages (the test mode's checkout, a success
 * page) through the router, another site (Stripe) by loading it.
 */
export function useGoTo() {
  const navigate = useNavigate();
  return (url: string) => {
    const path = inAppPath(url);
    if (path) void navigate(path);
    else window.location.assign(url);
  };
}
