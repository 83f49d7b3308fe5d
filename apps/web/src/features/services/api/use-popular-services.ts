import { useEffect, useState } from 'react';
import type { ServicePage } from '@trademate/shared/schemas/services';
import { env } from '@/config/env';

/** The last list fetched, shown at once when the home page opens again while it is fetched anew. */
let lastPage: ServicePage | undefined;

/**
 * The home page's popular services (`GET /service?popular=true`), read with `fetch` rather than
 * RTK Query: the signed-out first load of `/` then carries no RTK Query at all, about 15 KB
 * gzip of its 100 KB budget (docs/decisions/042). Nothing else reads or changes this list.
 */
export function usePopularServices(limit: number) {
  const [state, setState] = useState<{ data?: ServicePage; isError: boolean }>(() => ({
    data: lastPage,
    isError: false,
  }));

  useEffect(() => {
    const controller = new AbortController();
    const url = new URL(`${env.apiBaseUrl}/service`, window.location.href);
    url.search = new URLSearchParams({ popular: 'true', limit: String(limit) }).toString();
    fetch(url, { credentials: 'same-origin', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`GET /service answered ${response.status}`);
        const body = (await response.json()) as { data: ServicePage };
        lastPage = body.data;
        setState({ data: body.data, isError: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState((current) => ({ ...current, isError: true }));
      });
    return () => controller.abort();
  }, [limit]);

  return state;
}
