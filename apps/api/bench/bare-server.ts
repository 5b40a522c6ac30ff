// The benchmark's bare route in a process of its own, on PORT (bench/bare-route.ts).
import { serveBareRoute } from './bare-route';

const { app, database } = await serveBareRoute(Number(process.env.PORT));
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
