// `npm run dealers [-- add ... | car N]`: the operator's dealer accounts (created by the operator, never
// by a public sign-up), in DATABASE_URL or the embedded database in DATA_DIR.
// Exit codes: 0 done, 1 refused or failed, 2 bad arguments.
import { parseArgs } from 'node:util';
import { EmailSchema, NAME_CHARACTERS, NAME_PATTERN, PhoneSchema, vendorAccountPaths } from '@luxe/contract';
import { listeningOrigin, type Config } from '../config';
import { isUniqueViolation, type Db } from '../db/client';
import { runAsCommand, withDatabase } from './command';
import {
  createDealerAccount,
  selectDealerByPhone,
  selectDealerOfCar,
  selectDealersWithCarCounts,
  type Dealer,
  type DealerAccountInput,
} from '../modules/dealers';

export const USAGE = `Usage:
  npm run dealers                    list the dealers: id, name, city, phone, number of cars
  npm run dealers -- car <car id>    the dealer of a car, with the phone to sign in as it
  npm run dealers -- add --name "Name" --phone 98xxxxxxxx --email sales@dealer.in --city Mumbai
                         --state Maharashtra --address "Street, area" --pincode 400001 [--license TL/MH/2024/001]
                                     add a dealer account; prints its id`;

export class UsageError extends Error {}

export type NewDealerInput = Omit<DealerAccountInput, 'licenseNo'> & { license: string | undefined };

export type DealerCommand =
  { command: 'help' } | { command: 'list' } | { command: 'car'; carId: number } | { command: 'add'; dealer: NewDealerInput };

const ADD_FLAGS = ['name', 'phone', 'email', 'city', 'state', 'address', 'pincode', 'license'] as const;
const REQUIRED = ADD_FLAGS.filter((flag) => flag !== 'license');
// Control characters and markup have no place in a name or address shown on dealer pages.
const PRINTABLE = /^[^\p{Cc}<>]*$/u;

type Check = (value: string) => string | undefined;
const length =
  (min: number, max: number): Check =>
  (v) =>
    v.length < min ? `must be at least ${min} characters` : v.length > max ? `must be at most ${max} characters` : undefined;
const all =
  (...checks: Check[]): Check =>
  (v) => {
    for (const check of checks) {
      const problem = check(v);
      if (problem) return problem;
    }
    return undefined;
  };
const printable: Check = (v) => (PRINTABLE.test(v) ? undefined : 'must not contain control characters or < >');
// The buyers' rule for places, in any script India writes: मुंबई as well as Mumbai.
const place: Check = (v) => (NAME_PATTERN.test(v.normalize('NFC')) ? undefined : `may contain only ${NAME_CHARACTERS}`);

const CHECKS: Record<(typeof ADD_FLAGS)[number], Check> = {
  name: all(length(2, 80), printable),
  phone: (v) => {
    const r = PhoneSchema.safeParse(v);
    return r.success ? undefined : r.error.issues[0]!.message.replace(/^Phone /, '');
  },
  email: (v) => (EmailSchema.safeParse(v).success ? undefined : 'must be a valid e-mail address, such as sales@dealer.in'),
  city: all(length(2, 60), place),
  state: all(length(2, 60), place),
  address: all(length(5, 200), printable),
  // Indian PIN codes: 6 digits, the first never 0.
  pincode: (v) => (/^[1-9]\d{5}$/.test(v) ? undefined : 'must be 6 digits, the first not 0 (an Indian PIN code)'),
  license: all(length(1, 40), (v) =>
    /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/.test(v) ? undefined : 'may contain only letters, digits, spaces and . / -',
  ),
};

/** Reads the command line; every problem with it is reported at once, as a UsageError. */
export function parseDealerCli(argv: string[]): DealerCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        ...Object.fromEntries(ADD_FLAGS.map((flag) => [flag, { type: 'string' as const }])),
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: true,
    });
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  const values = parsed.values as Partial<Record<(typeof ADD_FLAGS)[number], string>> & { help: boolean };
  const [command, ...rest] = parsed.positionals;
  if (values.help) return { command: 'help' };
  const given = ADD_FLAGS.filter((flag) => values[flag] !== undefined);
  if (command !== 'add' && given.length > 0) throw new UsageError(`--${given[0]} goes only with add`);

  if (command === undefined) return { command: 'list' };
  if (command === 'car') {
    if (rest.length !== 1) throw new UsageError('car takes one car id, as in: npm run dealers -- car 12');
    const id = rest[0]!.trim();
    if (!/^[1-9]\d{0,8}$/.test(id)) throw new UsageError(`the car id must be a whole number from 1 (got ${JSON.stringify(rest[0])})`);
    return { command: 'car', carId: Number(id) };
  }
  if (command !== 'add') throw new UsageError(`unknown command ${JSON.stringify(command)}: use add, car or nothing`);
  if (rest.length > 0) throw new UsageError(`add takes flags only (got ${JSON.stringify(rest[0])}); quote values with spaces`);

  const problems: string[] = [];
  const dealer: Partial<Record<(typeof ADD_FLAGS)[number], string>> = {};
  for (const flag of ADD_FLAGS) {
    const raw = values[flag];
    if (raw === undefined) {
      if ((REQUIRED as readonly string[]).includes(flag)) problems.push(`--${flag} is required`);
      continue;
    }
    const value = raw.trim().replace(/\s+/g, ' ');
    const problem = CHECKS[flag](value);
    if (problem) problems.push(`--${flag} ${problem} (got ${JSON.stringify(raw)})`);
    else dealer[flag] = flag === 'email' ? value.toLowerCase() : value;
  }
  if (problems.length > 0) throw new UsageError(problems.join('\n'));
  return { command: 'add', dealer: { ...(dealer as Omit<NewDealerInput, 'license'>), license: dealer.license } };
}

class Refused extends Error {}

async function addDealer(db: Db, input: NewDealerInput, now: Date): Promise<Dealer> {
  const existing = await selectDealerByPhone(db, input.phone);
  if (existing)
    throw new Refused(`a dealer with phone ${input.phone} exists already: id ${existing.id}, ${existing.name} (${existing.city})`);
  try {
    return await db.transaction((tx) =>
      createDealerAccount(
        tx,
        {
          name: input.name,
          phone: input.phone,
          email: input.email,
          city: input.city,
          state: input.state,
          address: input.address,
          pincode: input.pincode,
          // NOTE: an empty licence when none is given, rather than an invented number on the dealer's card.
          licenseNo: input.license ?? '',
        },
        now,
      ),
    );
  } catch (err) {
    // Another operator added the same phone in the meantime.
    if (isUniqueViolation(err)) throw new Refused(`a dealer with phone ${input.phone} exists already`);
    throw err;
  }
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => r.map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  ')).join('\n');
}

async function run(command: Exclude<DealerCommand, { command: 'help' }>, db: Db, config: Config): Promise<number> {
  if (command.command === 'list') {
    const dealers = await selectDealersWithCarCounts(db);
    if (dealers.length === 0) {
      console.log('No dealers yet: add one with npm run dealers -- add ... (or fill the demo catalogue with npm run seed).');
      return 0;
    }
    const rows = dealers.map((d) => [String(d.id), d.name, d.city, d.phone, String(d.cars)]);
    console.log(table([['id', 'name', 'city', 'phone', 'cars'], ...rows]));
    return 0;
  }
  if (command.command === 'car') {
    const found = await selectDealerOfCar(db, command.carId);
    if (!found) {
      console.error(`dealers: there is no car ${command.carId}`);
      return 1;
    }
    const d = found.dealer;
    const site = config.PUBLIC_ORIGIN ?? listeningOrigin(config.HOST, config.PORT);
    console.log(`Car ${found.carId} (${found.carName}) is listed by dealer ${d.id}, ${d.name}, ${d.city}.`);
    console.log(`Phone: ${d.phone}`);
    console.log(`To sign in as this dealer: open ${site}/vendor (the Vendor's Hub), enter the phone, press Send code, then the code.`);
    if (config.SMS_PROVIDER === 'console') console.log('With the console SMS sender, the code shows in the page and the server log.');
    console.log(`Or through the API: POST ${vendorAccountPaths.sendOtp} {"phone":"${d.phone}"}, then verify-otp with the code.`);
    return 0;
  }
  try {
    const dealer = await addDealer(db, command.dealer, new Date());
    console.log(`Added dealer ${dealer.id}: ${dealer.name}, ${dealer.city}, phone ${dealer.phone} (code ${dealer.vendorCode}).`);
    // The id alone on the last line, for a script: npm run -s dealers -- add ... | tail -1
    console.log(dealer.id);
    return 0;
  } catch (err) {
    if (!(err instanceof Refused)) throw err;
    console.error(`dealers: ${err.message}`);
    return 1;
  }
}

async function main(argv: string[]): Promise<number> {
  let command: DealerCommand;
  try {
    command = parseDealerCli(argv);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`dealers: ${err.message}\n\n${USAGE}`);
    return 2;
  }
  if (command.command === 'help') {
    console.log(USAGE);
    return 0;
  }
  return withDatabase((db, config) => run(command, db, config));
}

runAsCommand(import.meta.url, 'dealers', main);
