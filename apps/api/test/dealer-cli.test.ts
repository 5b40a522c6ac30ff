// The operator's dealer command: what it accepts and the messages it refuses with, without a database.
import { describe, expect, it } from 'vitest';
import { parseDealerCli, UsageError } from '../src/demo/dealer-cli';

const good = [
  'add',
  '--name',
  '  Coastal   Luxury Cars ',
  '--phone',
  '9812345678',
  '--email',
  'Sales@Coastal.IN',
  '--city',
  'Navi Mumbai',
  '--state',
  'Maharashtra',
  '--address',
  'Plot 4, Sector 17, Vashi',
  '--pincode',
  '400703',
];

function refusal(argv: string[]): string {
  try {
    parseDealerCli(argv);
  } catch (err) {
    expect(err).toBeInstanceOf(UsageError);
    return (err as Error).message;
  }
  throw new Error(`accepted ${argv.join(' ')}`);
}

/** The good command with one flag's value replaced. */
const withFlag = (flag: string, value: string) => {
  const argv = [...good];
  argv[argv.indexOf(flag) + 1] = value;
  return argv;
};

describe('the dealers command line', () => {
  it('lists with no arguments, shows a car’s dealer, and helps', () => {
    expect(parseDealerCli([])).toEqual({ command: 'list' });
    expect(parseDealerCli(['car', '12'])).toEqual({ command: 'car', carId: 12 });
    expect(parseDealerCli(['--help'])).toEqual({ command: 'help' });
  });

  it('reads a dealer to add, tidied: spaces collapsed, e-mail lower-cased, no licence unless given', () => {
    expect(parseDealerCli(good)).toEqual({
      command: 'add',
      dealer: {
        name: 'Coastal Luxury Cars',
        phone: '9812345678',
        email: 'sales@coastal.in',
        city: 'Navi Mumbai',
        state: 'Maharashtra',
        address: 'Plot 4, Sector 17, Vashi',
        pincode: '400703',
        license: undefined,
      },
    });
    expect(parseDealerCli([...good, '--license', 'TL/MH/2024/000123'])).toMatchObject({ dealer: { license: 'TL/MH/2024/000123' } });
  });

  it.each([
    ['--phone', '5812345678', '--phone must be 10 digits starting with 6, 7, 8 or 9 (got "5812345678")'],
    ['--phone', '98123', '--phone must be 10 digits starting with 6, 7, 8 or 9'],
    ['--email', 'sales@coastal', '--email must be a valid e-mail address'],
    ['--pincode', '40070', '--pincode must be 6 digits, the first not 0'],
    ['--pincode', '012345', '--pincode must be 6 digits, the first not 0'],
    ['--city', 'Mumbai 1', "--city may contain only letters, spaces and . ' -"],
    ['--state', 'M', '--state must be at least 2 characters'],
    ['--name', '<b>Cars</b>', '--name must not contain control characters or < >'],
    ['--address', 'Road', '--address must be at least 5 characters'],
  ])('refuses %s %j with a message naming it', (flag, value, message) => {
    expect(refusal(withFlag(flag, value))).toContain(message);
  });

  it('names every missing or bad flag at once', () => {
    const message = refusal(['add', '--name', 'X', '--phone', '123', '--pincode', 'abcdef']);
    expect(message.split('\n')).toEqual([
      '--name must be at least 2 characters (got "X")',
      '--phone must be 10 digits starting with 6, 7, 8 or 9 (got "123")',
      '--email is required',
      '--city is required',
      '--state is required',
      '--address is required',
      '--pincode must be 6 digits, the first not 0 (an Indian PIN code) (got "abcdef")',
    ]);
  });

  it('refuses a bad licence, unknown flags and commands, and stray words', () => {
    expect(refusal([...good, '--license', 'TL<1>'])).toContain('--license may contain only letters, digits, spaces and . / -');
    expect(refusal([...good, '--owner', 'me'])).toMatch(/Unknown option '--owner'/);
    expect(refusal(['remove', '3'])).toBe('unknown command "remove": use add, car or nothing');
    expect(refusal(['--name', 'Coastal'])).toBe('--name goes only with add');
    expect(refusal([...good, 'Vashi'])).toMatch(/add takes flags only/);
  });

  it.each([[['car']], [['car', 'x']], [['car', '0']], [['car', '12', '13']], [['car', '1234567890']]])('refuses %j', (argv) => {
    expect(refusal(argv)).toMatch(/car (takes one car id|id must be a whole number)/);
  });
});
