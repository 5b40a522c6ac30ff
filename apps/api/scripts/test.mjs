// Runs the API suite on the embedded database, then again on PostgreSQL when TEST_DATABASE_URL is set
// (issue 2: both databases, one command).
import { spawnSync } from 'node:child_process';

function run(label, env) {
  console.log(`\n=== API tests on ${label} ===`);
  const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('the embedded database (PGlite)', { TEST_DB: 'embedded' });
if (process.env.TEST_DATABASE_URL) run('PostgreSQL', { TEST_DB: 'postgres' });
else console.log('\nTEST_DATABASE_URL is not set: skipped the PostgreSQL run (CI sets it).');
