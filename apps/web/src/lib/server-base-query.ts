import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { PageRenderRequest } from '@trademate/shared/page-rendering';
import { env } from '@/config/env';

/** What the server renderer's store carries as its thunks' extra argument (entry-server.tsx). */
export type ServerRenderExtra = Pick<PageRenderRequest, 'fetchApi'>;

async function fetchInProcess(extra: ServerRenderExtra, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const answer = await extra.fetchApi(url.pathname + url.search);
  return new Response(answer.body || null, {
    status: answer.status,
    headers: answer.contentType ? { 'content-type': answer.contentType } : {},
  });
}

/**
 * The base query of the server renderer: the same requests the browser makes, answered by the
 * API in-process (`app.inject`), so access rules and shapes are the browser's own. The origin
 * only makes the URL absolute, as Node's Request needs; nothing is sent over the network.
 */
export const serverBaseQuery: ReturnType<typeof fetchBaseQuery> = (args, api, extraOptions) =>
  fetchBaseQuery({
    baseUrl: new URL(env.apiBaseUrl, 'http://localhost').href,
    fetchFn: (input, init) =>
      fetchInProcess(api.extra as ServerRenderExtra, new Request(input, init)),
  })(args, api, extraOptions);
