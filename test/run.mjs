#!/usr/bin/env node
// Runs every test file through node:test with tsx, in one run so the closing lines are node:test's
// own summary. `--unit` leaves out the browser tests (test/e2e), `--e2e` runs only them; any other
// argument narrows the run to files whose path contains it.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { spawn } from 'node:child_process';
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

const child = spawn(
  process.execPath,
  // A test still running after ten minutes is hung (a page that never answers, a promise never
  // settled): it fails and the run goes on, rather than waiting forever. No test comes near it.
  ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-timeout=600000', ...files],
  { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test' } },
);
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
