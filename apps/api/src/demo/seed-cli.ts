// `npm run seed -- --cars 50000 [--seed N] [--reset]`: fills a demo catalogue of any size into DATABASE_URL
// or the embedded database in DATA_DIR. Exit codes: 0 done, 1 refused or failed, 2 bad arguments.
import { parseArgs } from 'node:util';
import { count } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { cars } from '../db/schema';
import { formatIndian } from './generate';
import { DEFAULT_DEMO_SEED, resetCatalogue, seedDemo } from './seed';

const MAX_CARS = 1_000_000;
const USAGE = `Usage: npm run seed -- [--cars N] [--seed N] [--reset]
  --cars N   number of cars, 0 to ${MAX_CARS} (default: DEMO_CARS, 300)
  --seed N   generator seed, a whole number (default ${DEFAULT_DEMO_SEED})
  --reset    empty the catalogue first; also deletes the offers, bookings, test drives,
             wishlists, ratings and dealer sessions that refer to it`;

class UsageError extends Error {}

interface CliArgs {
  cars: number | undefined;
  seed: number;
  reset: boolean;
  help: boolean;
}

function wholeNumber(flag: string, value: string | undefined, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value.trim())) throw new UsageError(`${flag} must be a whole number, 0 or more (got ${JSON.stringify(value)})`);
  const n = Number(value);
  if (n > max) throw new UsageError(`${flag} must be at most ${max} (got ${value})`);
  return n;
}

function parseCli(argv: string[]): CliArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        cars: { type: 'string' },
        seed: { type: 'string' },
        reset: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  return {
    cars: wholeNumber('--cars', values.cars, MAX_CARS),
    seed: wholeNumber('--seed', values.seed, 0xffffffff) ?? DEFAULT_DEMO_SEED,
    reset: values.reset,
    help: values.help,
  };
}

async function main(): Promise<number> {
  let args: CliArgs;
  try {
    args = parseCli(process.argv.slice(2));
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`seed: ${err.message}\n\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }

  const config = loadConfig();
  const carCount = args.cars ?? config.DEMO_CARS;
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}`;
  try {
    await database.migrate();
    const [existing] = await database.db.select({ n: count() }).from(cars);
    const held = existing?.n ?? 0;
    if (held > 0 && !args.reset) {
      console.error(`seed: The database already holds ${formatIndian(held)} cars; run with --reset to replace the catalogue.`);
      return 1;
    }
    const started = performance.now();
    if (args.reset) {
      await resetCatalogue(database.db);
      console.log(`Emptied the catalogue in ${where}.`);
    }
    console.log(`Seeding ${formatIndian(carCount)} cars (seed ${args.seed}) into ${where}...`);
    const result = await seedDemo(database.db, {
      cars: carCount,
      seed: args.seed,
      log: (msg) => console.log(msg),
      // Demo buyers' paid drives of the past, for dealers to mark: through the test gateway, not with Razorpay's keys.
      drivesAsOf: config.RAZORPAY_KEY_ID ? undefined : new Date(),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Seeded ${formatIndian(result.cars)} cars, ${formatIndian(result.images)} images, ${result.vendors} dealers and ` +
        `${result.brands} brands in ${seconds} s.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error('seed: failed:', err instanceof Error ? err.message : err);
    process.exitCode = 1;
  },
);
