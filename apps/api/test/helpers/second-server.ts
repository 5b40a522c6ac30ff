// A second server on the test app's database, as a second process would be: on PostgreSQL with its own
// connection pool (the embedded database has one connection, which both share), the same clock and
// payment gateway (whose state is in the database).
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/client';
import type { AppInstance } from '../../src/deps';
import type { TestApp } from './app';
import { onPostgres } from './database';

export interface SecondServer {
  app: AppInstance;
  close(): Promise<void>;
}

export async function openSecondServer(t: TestApp): Promise<SecondServer> {
  const database = onPostgres ? await openDatabase({ databaseUrl: t.database.url }) : t.database;
  const app = await buildApp({ ...t.app.deps, database }, { validateResponses: true, logger: false, facetRefreshMs: 0 });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      if (database !== t.database) await database.close();
    },
  };
}
