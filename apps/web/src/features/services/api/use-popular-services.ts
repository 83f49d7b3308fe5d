import { useEffect, useRef, useState } from 'react';
import type { ServicePage } from '@trademate/shared/schemas/services';
import { env } from '@/config/env';
import { usePreloadedData } from '@/lib/preloaded-data';

/** The API path and query of the home page's list: also the key the server renderer fills. */
export function popularServicesPath(limit: number): string {
  return `/service?${new URLSearchParams({ popular: 'true', limit: String(limit) }).toString()}`;
}

/** The last list fetched, shown at once when the home page opens again while it is fetched anew. */
let lastPage: ServicePage | undefined;

/**
 * The home page's popular services (`GET /service?popular=true`), read with `fetch` rather than
 * RTK Query, so the signed-out first load of `/` carries no RTK Query (decisions 042, 046). A
 * page rendered on the server hands over the list it was rendered with (`PreloadedDataProvider`):
 * the first render shows it and nothing is fetched; any later visit fetches the list anew, showing
 * the last one meanwhile. Nothing else reads or changes this list.
 */
export function usePopularServices(limit: number) {
  const path = popularServicesPath(limit);
  const preloaded = usePreloadedData<ServicePage>(path);
  const [state, setState] = useState<{ data?: ServicePage; isError: boolean }>(() => ({
    data: preloaded.data ?? lastPage,
    isError: false,
  }));
  // The server's list this component started from, if any: it then has nothing to fetch.
  const fromServer = useRef(preloaded.data);
  const { markTaken } = preloaded;

  useEffect(() => {
    if (fromServer.current) {
      markTaken();
      lastPage = fromServer.current;
      return;
    }
    const controller = new AbortController();
    const url = new URL(`${env.apiBaseUrl}${path}`, window.location.href);
    fetch(url, { credentials: 'same-origin', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
        const body = (await response.json()) as { data: ServicePage };
        lastPage = body.data;
        setState({ data: body.data, isError: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState((current) => ({ ...current, isError: true }));
      });
    return () => controller.abort();
  }, [path, markTaken]);

  return state;
}
