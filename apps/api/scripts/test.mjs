// Runs the API suite on the embedded database, then again on PostgreSQL when TEST_DATABASE_URL is set.
// TEST_POSTGRES_NODE_BIN (a folder holding another Node, CI's Node 24) runs the second pass on that Node,
// so one CI run tries both the oldest Node the product supports and the current one.
import { spawnSync } from 'node:child_process';

function run(label, env) {
  const merged = { ...process.env, ...env };
  const version = spawnSync('node', ['--version'], { env: merged, encoding: 'utf8' }).stdout.trim();
  console.log(`\n=== API tests on ${label}, Node ${version} ===`);
  const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit', env: merged });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('the embedded database (PGlite)', { TEST_DB: 'embedded' });
const otherNode = process.env.TEST_POSTGRES_NODE_BIN;
if (process.env.TEST_DATABASE_URL)
  run('PostgreSQL', { TEST_DB: 'postgres', ...(otherNode ? { PATH: `${otherNode}:${process.env.PATH}` } : {}) });
else console.log('\nTEST_DATABASE_URL is not set: skipped the PostgreSQL run (CI sets it).');
