// The security headers of every answer, chosen by helmet (ENGINEERING: not hand-written) and worked out once.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { systemPaths } from '@luxe/contract';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's headers that only a document obeys (a page or file a browser opens, not a JSON answer it
 * fetches): the browsing-context isolation (Cross-Origin-Opener-Policy, Origin-Agent-Cluster), DNS
 * prefetching of a page's links, IE8's download prompt, Flash and PDF cross-domain policy files, and the
 * old XSS auditor's switch. The API's JSON answers leave them out (OWASP's REST security headers are
 * the rest: nosniff, frame options, HSTS, referrer and resource policy).
 */
export const DOCUMENT_ONLY = {
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const satisfies HelmetOptions;

/** Whether a request's URL is a call of the JSON API (its browsable docs are pages). */
export function isApiCall(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith(systemPaths.docs);
}

/**
 * The headers `helmet(options)` sets on a response, as lower-case name -> value.
 * NOTE: helmet's middleware ran eleven functions and as many `setHeader` calls on every request (about 18 µs
 * of a car list request's 400-500 µs in a CPU profile) to write the same values each time; without a CSP
 * nonce nothing in them depends on the request, so they are read off one run of it.
 */
export function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish at once: its headers depend on the request');
  return Object.freeze(headers);
}

/**
 * Issue 27 item 11: the powerful features no page of ours uses are denied to it and to anything it
 * frames; payments only from our own pages. Only names Chromium knows (others log an error per page).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'bluetooth=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self)',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** An image (a generated drawing, an uploaded picture) needs nothing: opened as a document it may run or load nothing. */
export const MEDIA_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** Whether a request's URL is one of /media's images. */
export function isMedia(url: string): boolean {
  return url.startsWith('/media/');
}
