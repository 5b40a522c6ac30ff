// The bargain between the server and the web app's renderer (apps/web/src/entry-server.tsx, run on the
// server's render thread): what the server asks for one page, and what it gets back.

export interface PageRenderRequest {
  /** Path and query string, e.g. `/cars?brand=BMW`. */
  url: string;
  /** Scheme and host of the request, for absolute links. */
  origin: string;
  /** Whether the page is for a signed-in buyer (whose token the server adds to `api` calls) rather than a guest. */
  signedIn: boolean;
  /** After this long the server stops waiting for the page and answers the app shell instead. */
  giveUpMs: number;
}

export interface PageRenderer {
  renderPage(
    request: PageRenderRequest & {
      /** Answers an API call of the app (same signature as fetch, relative URLs), as the page's viewer. */
      api: (url: string, init: RequestInit) => Promise<Response>;
    },
  ): Promise<RenderedPage | null>;
}

export interface RenderedPage {
  status: number;
  /** Goes into `<div id="root">`. */
  html: string;
  /** Goes at the end of `<head>`: the page's styles and its data. */
  head: string;
}
