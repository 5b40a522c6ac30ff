// The yardstick of the benchmark: a bare Fastify route that runs only the car list's SQL
// (the same statements our list route runs for an unfiltered first page), with none of our layers:
// no validation, envelope, facets, auth lookup, compression or security headers.
import Fastify, { type FastifyInstance } from 'fastify';
import { openDatabase, type Database } from '../src/db/client';
import { countCars, selectCarPage } from '../src/modules/catalogue/list-query';

/** Serves the bare route at /list on 127.0.0.1:`port`, on its own connection to the database. */
export async function serveBareRoute(port: number): Promise<{ app: FastifyInstance; database: Database }> {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR });
  const app = Fastify({ logger: false });
  // Our route takes the unfiltered total from its facet cache; the bare route counts once, likewise.
  const total = await countCars(database.db, {});
  app.get('/list', async () => {
    const cars = await selectCarPage(database.db, {}, 'featured', 9, 0, null, new Date());
    return { cars, total };
  });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, database };
}
