// The console's one way to call the API (lib/panel-request.ts): the operator's token and never a buyer's
// or a dealer's. A 401 signs the operator out to the sign-in screen, saying why.
import type { z } from 'zod/mini';
import '../../lib/zod-config';
import { panelFetch, panelRequest, type PanelRequestOptions, type PanelSessionAccess } from '../../lib/panel-request';
import { getOpsSession, SESSION_ENDED, signOutOperator } from '../session';

const operatorSession: PanelSessionAccess = {
  get: getOpsSession,
  signOut: signOutOperator,
  signInFirst: 'Please sign in as an operator to continue.',
  refused: SESSION_ENDED,
};

export function opsRequest<S extends z.ZodMiniType>(path: string, schema: S, options: PanelRequestOptions = {}): Promise<z.output<S>> {
  return panelRequest(path, schema, operatorSession, options);
}

/** A file behind the operator's token (a trade certificate), as a blob. */
export async function opsFile(path: string, query: Record<string, string | number>, signal?: AbortSignal): Promise<Blob> {
  return (await panelFetch(path, operatorSession, { query, signal, headers: { accept: '*/*' } })).blob();
}
