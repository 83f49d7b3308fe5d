/**
 * The contract between the API and the web app's server renderer (apps/web/src/entry-server.tsx,
 * built into apps/web/dist-server): the API hands it an anonymous visitor's page request, the
 * built index.html and a way to call its own routes in-process; the renderer answers with the
 * whole page, a redirect, or null for a page it does not render (the API then sends the shell).
 * See docs/decisions/041-public-pages-rendered-on-the-server.md.
 */
/** Vite's build manifest: each source module's chunk and the chunks it imports. */
export type ClientManifest = Record<string, { file: string; imports?: string[] }>;

/** The API's answer to one of its own routes. */
export interface ApiAnswer {
  status: number;
  contentType: string | undefined;
  body: string;
}

export interface PageRenderRequest {
  /** The path and query of the page, as the browser asked for it. */
  url: string;
  /** The built index.html: the page is rendered into its `<div id="root">`. */
  template: string;
  /**
   * The site's public address (`PUBLIC_URL`): a page's canonical address and link previews are
   * absolute from it (decision 058).
   */
  publicUrl: string;
  /**
   * The browser build's manifest (`.vite/manifest.json`), if it has one: the page's own chunks
   * are then preloaded beside the entry, so the app takes the page over as soon as it runs.
   */
  clientManifest?: ClientManifest;
  /**
   * A GET of one of the API's own routes (`/api/service?page=1`), answered in-process, as the
   * browser's fetch would have been.
   */
  fetchApi: (pathAndQuery: string) => Promise<ApiAnswer>;
  /**
   * Whether the visitor's browser has answered the consent banner (its cookie, decision 089):
   * false draws the banner into the page; absent, the page is rendered without it.
   */
  consentAnswered?: boolean;
}

export type RenderedPage =
  | { kind: 'page'; status: 200 | 404; html: string }
  | { kind: 'redirect'; status: 301; location: string };

export interface PageRenderer {
  /** A page for a visitor without a session, rendered with its data. */
  renderPage(request: PageRenderRequest): Promise<RenderedPage | null>;
  /**
   * A page for a visitor with a session (`fetchApi` then sends their cookies), rendered for them
   * with the session and the page's first data (decision 046); null for a page it does not
   * render, for someone the page would send away, or when nobody is signed in.
   */
  renderSignedInPage?(request: PageRenderRequest): Promise<RenderedPage | null>;
  /**
   * A page of the console for a visitor with the console's session cookie (`fetchApi` sends it),
   * rendered for the staff member with their session and the page's first data (decision 090);
   * null as above.
   */
  renderConsolePage?(request: PageRenderRequest): Promise<RenderedPage | null>;
}

/** The id of the JSON block that carries the server's store state to the browser. */
export const preloadedStateElementId = 'preloaded-state';
