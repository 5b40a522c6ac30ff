// The security headers of every answer, chosen by helmet (ENGINEERING: not hand-written) and worked out once.
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

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
