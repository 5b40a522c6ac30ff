// `npm run operators [-- add PHONE "NAME"]`: the people who run the marketplace. They are added here only,
// never through the web, in DATABASE_URL or the embedded database in DATA_DIR.
// Exit codes: 0 done, 1 refused or failed, 2 bad arguments.
import { PhoneSchema, opsPaths } from '@luxe/contract';
import { isUniqueViolation, type Db } from '../db/client';
import { runAsCommand, withDatabase } from './command';
import { insertOperator, selectOperators } from '../modules/operators';

export const USAGE = `Usage:
  npm run operators                          list the operators: id, name, phone, authenticator
  npm run operators -- add PHONE "NAME"      add an operator; prints its id`;

export class UsageError extends Error {}

export type OperatorCommand = { command: 'help' } | { command: 'list' } | { command: 'add'; phone: string; name: string };

/** Reads the command line; a problem with it is a UsageError naming it. */
export function parseOperatorCli(argv: string[]): OperatorCommand {
  const [command, ...rest] = argv;
  if (command === '-h' || command === '--help') return { command: 'help' };
  if (command === undefined) return { command: 'list' };
  if (command !== 'add') throw new UsageError(`unknown command ${JSON.stringify(command)}: use add, or nothing to list`);
  if (rest.length !== 2) throw new UsageError('add takes a phone and a name, as in: npm run operators -- add 9812345678 "Asha Rao"');
  const phone = PhoneSchema.safeParse(rest[0]!.trim());
  if (!phone.success) throw new UsageError(`the phone ${JSON.stringify(rest[0])}: ${phone.error.issues[0]!.message}`);
  const name = rest[1]!.trim().replace(/\s+/g, ' ');
  if (name.length < 2 || name.length > 80 || /[\p{Cc}<>]/u.test(name))
    throw new UsageError(`the name ${JSON.stringify(rest[1])} must be 2 to 80 characters, without control characters or < >`);
  return { command: 'add', phone: phone.data, name };
}

async function run(command: Exclude<OperatorCommand, { command: 'help' }>, db: Db): Promise<number> {
  if (command.command === 'list') {
    const operators = await selectOperators(db);
    if (operators.length === 0) console.log('No operators yet: add one with npm run operators -- add PHONE "NAME".');
    for (const o of operators)
      console.log(`${o.id}  ${o.name}  ${o.phone}  ${o.enrolledAt ? 'authenticator confirmed' : 'authenticator not set up yet'}`);
    return 0;
  }
  try {
    const operator = await insertOperator(db, { phone: command.phone, name: command.name, createdAt: new Date() });
    console.log(`Added operator ${operator.id}: ${operator.name}, phone ${operator.phone}.`);
    console.log(`They sign in at /ops (or ${opsPaths.sendOtp}); the first sign-in sets up their authenticator app.`);
    console.log(operator.id);
    return 0;
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    console.error(`operators: an operator with phone ${command.phone} exists already`);
    return 1;
  }
}

async function main(argv: string[]): Promise<number> {
  let command: OperatorCommand;
  try {
    command = parseOperatorCli(argv);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`operators: ${err.message}\n\n${USAGE}`);
    return 2;
  }
  if (command.command === 'help') {
    console.log(USAGE);
    return 0;
  }
  return withDatabase((db) => run(command, db));
}

runAsCommand(import.meta.url, 'operators', main);
