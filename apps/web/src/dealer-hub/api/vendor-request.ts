// The dealer panel's one way to call the API (lib/panel-request.ts) with the dealer's token (session.ts)
// and never the buyer's. A 401 means the server no longer takes this token as a dealer's: the panel
// signs the dealer out.
import type { z } from 'zod/mini';
import * as schemas from '../../lib/contract-schemas';
import { panelRequest, type PanelRequestOptions, type PanelSessionAccess } from '../../lib/panel-request';
import { getVendorSession, signOutVendor } from '../session';

type Schemas = typeof schemas;

export type VendorRequestOptions = PanelRequestOptions;

const dealerSession: PanelSessionAccess = {
  get: getVendorSession,
  signOut: signOutVendor,
  signInFirst: 'Please sign in as a dealer to continue.',
  refused: 'Your session has ended, or it was not a dealer’s. Please sign in with your dealer phone.',
};

export function vendorRequest<S extends z.ZodMiniType>(
  path: string,
  pick: (all: Schemas) => S,
  options: VendorRequestOptions = {},
): Promise<z.output<S>> {
  return panelRequest(path, pick(schemas), dealerSession, options);
}
