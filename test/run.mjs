#!/usr/bin/env node
// Runs every test file through node:test with tsx, in one run so the closing lines are node:test's
// own summary. `--unit` leaves out the browser tests (test/e2e), `--e2e` runs only them; any other
// argument narrows the run to files whose path contains it. The server tests then run once more
// on PostgreSQL when it is installed (else one line says why not).
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const unitOnly = args.includes('--unit');
const e2eOnly = args.includes('--e2e');
const filters = args.filter((a) => !a.startsWith('--'));

/** @param {string} dir @returns {string[]} */
function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return /\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const files = walk(join(root, 'test'))
  .map((f) => relative(root, f))
  .filter((f) => {
    const e2e = f.startsWith(join('test', 'e2e'));
    if (unitOnly && e2e) return false;
    if (e2eOnly && !e2e) return false;
    return filters.length === 0 || filters.some((x) => f.includes(x));
  })
  .sort();

if (files.length === 0) {
  console.error('No test files matched.');
  process.exit(1);
}

/**
 * The server suite runs a second time on PostgreSQL (TEST_STORE=postgres, test/helpers/test-store.ts)
 * when a throwaway cluster can be started here: the files of test/server that start servers (not
 * its subfolders of unit tests and smoke checks, nor pg-*, which start their own clusters).
 */
const serverFiles = files.filter((f) => /^test\/server\/(?!pg-)[^/]+\.test\.ts$/.test(f.split('\\').join('/')));
/** Why PostgreSQL cannot be used here, or null (test/helpers/postgres.ts `postgresSkip`). */
function postgresMissing() {
  const probe = spawnSync(
    process.execPath,
    ['--import', 'tsx', '-e', "import('./test/helpers/postgres.ts').then((m) => process.stdout.write(String(m.postgresSkip())))"],
    { cwd: root, encoding: 'utf8' },
  );
  if (probe.status !== 0) return `the probe failed: ${probe.stderr.trim()}`;
  return probe.stdout === 'false' ? null : probe.stdout;
}

/** Runs `list` through node:test; resolves with its exit code. */
function runFiles(list, env) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      // A test still running after ten minutes is hung (a page that never answers, a promise never
      // settled): it fails and the run goes on, rather than waiting forever. No test comes near it.
      ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-timeout=600000', ...list],
      { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test', ...env } },
    );
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

const first = await runFiles(files, {});
let second = 0;
if (serverFiles.length > 0) {
  const missing = postgresMissing();
  if (missing === null) {
    console.log(`\n# The server suite on PostgreSQL (TEST_STORE=postgres): ${serverFiles.length} files`);
    second = await runFiles(serverFiles, { TEST_STORE: 'postgres' });
  } else {
    console.log(`\n# PostgreSQL half skipped: ${missing}`);
  }
}
process.exit(first !== 0 ? first : second);
