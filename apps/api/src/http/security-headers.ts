// The security headers of every answer, chosen by helmet rather than written by hand, and worked out once.
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
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
 * The headers `helmet(options)` sets on a response, as lower-case name -> value: helmet run once on a
 * real (unsent) Node response, its headers read through Node's public API. Without a CSP nonce nothing
 * in them depends on the request, so every answer copies them rather than running helmet again.
 */
export function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  let finished = false;
  helmet(options)(request, response, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish at once: its headers depend on the request');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return Object.freeze(headers);
}

/**
 * The powerful features no page of ours uses are denied to it and to anything it
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
