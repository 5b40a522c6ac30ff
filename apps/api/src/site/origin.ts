// The site's own address for absolute links, from PUBLIC_ORIGIN or where the server
// listens; never from a request's Host or X-Forwarded-Host, which any client writes.
import { listeningOrigin } from '../config';
import type { AppInstance } from '../deps';

export function siteOrigin(app: AppInstance): string {
  const { PUBLIC_ORIGIN, HOST, PORT } = app.deps.config;
  if (PUBLIC_ORIGIN) return PUBLIC_ORIGIN;
  // PORT=0 listens on a port chosen at start: the one the server got.
  const address = app.server.address();
  return listeningOrigin(HOST, address !== null && typeof address === 'object' ? address.port : PORT);
}
