// The yardstick of the benchmark (issue 4): a bare Fastify route that runs only the car list's SQL
// (the same statements our list route runs for an unfiltered first page), with none of our layers:
// no validation, envelope, facets, auth lookup, compression or security headers.
import Fastify from 'fastify';
import { openDatabase } from '../src/db/client';
import { countCars, selectCarPage } from '../src/modules/catalogue/list-query';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR });
const app = Fastify({ logger: false });
// Our route takes the unfiltered total from its facet cache; the bare route counts once, likewise.
const total = await countCars(database.db, {});

app.get('/list', async () => {
  const cars = await selectCarPage(database.db, {}, 'featured', 9, 0, null);
  return { cars, total };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
