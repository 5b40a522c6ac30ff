// LISTEN on PostgreSQL: one connection of its own (a pooled one is handed to others between queries and
// would miss what is sent meanwhile), opened again whenever it drops.
import pg from 'pg';

/** Stops listening; answers once the connection is closed. */
export type Unlisten = () => Promise<void>;

/** The first wait before connecting again after a failure; it doubles up to the last. */
const RETRY_MS = [250, 30_000] as const;

/**
 * Calls `onNotify` with each payload sent on `channel`, and with '' each time the connection is made
 * (anything sent while nobody listened was missed: the caller looks for itself). Answers after the first
 * attempt to connect, whether it worked or not: a failed one is tried again in the background.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onNotify: (payload: string) => void,
  onLost: (err: unknown) => void,
): Promise<Unlisten> {
  let current: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let wait: number = RETRY_MS[0];

  const again = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, wait).unref();
    wait = Math.min(wait * 2, RETRY_MS[1]);
  };

  const connect = async () => {
    // Keep-alive: a connection a network silently dropped is noticed, and opened again; an unreachable
    // server is given up on in seconds rather than the system's minutes (and tried again).
    const client = new pg.Client({
      connectionString,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: 3_000,
    });
    client.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    // An error on an open connection is followed by 'end'.
    client.on('error', (err) => onLost(err));
    client.on('end', () => {
      if (current !== client) return;
      current = undefined;
      again();
    });
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch (err) {
      onLost(err);
      await client.end().catch(() => {});
      return again();
    }
    if (closed) return void (await client.end().catch(() => {}));
    current = client;
    wait = RETRY_MS[0];
    onNotify('');
  };

  await connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end().catch(() => {});
  };
}
