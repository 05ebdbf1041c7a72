/**
 * happy-dom as one module. The package is ~700 modules, and under tsx every module a test process
 * loads crosses tsx's loader thread: importing the package itself took ~0.9 s in each component test
 * file. The file is built once per happy-dom version with esbuild (its own imports stay packages)
 * into node_modules/.cache and then only read; two processes building at once both write a
 * temporary file and the last rename wins with the same bytes. The bundle keeps the classes' names
 * (`keepNames`): where two modules both declare a `Text`, esbuild renames one `Text2`, and Testing
 * Library's printer, which knows a node by its constructor's name, then printed a text node as a
 * plain object and threw inside `waitFor`'s timeout, leaving the test neither passed nor failed.
 *
 * It is compiled with node:vm rather than `require`: tsx's hook for `.cjs` files runs every
 * required file through its own transform, which on these 2 MB took longer than the compiling.
 * V8's code cache of it is kept beside it, so the next process skips most of the compiling too
 * (V8 refuses a cache from another version and it is made again).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Script } from 'node:vm';
import { buildSync } from 'esbuild';

const require = createRequire(import.meta.url);
// Names the build options, so a checkout whose options changed builds the file anew.
const BUILD = 'names';

/**
 * The bundled package, what `import('happy-dom')` gives, loaded synchronously (a CommonJS file):
 * the window must exist before the test file's next import (Testing Library) is evaluated.
 */
export function requireHappyDom(): typeof import('happy-dom') {
  const manifest = require.resolve('happy-dom/package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  const root = join(dirname(manifest), '..', '..');
  const file = join(root, 'node_modules', '.cache', 'diving-tests', `happy-dom-${version}-${BUILD}.cjs`);
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    buildSync({
      entryPoints: [join(dirname(manifest), 'lib', 'index.js')],
      bundle: true,
      format: 'cjs',
      platform: 'node',
      packages: 'external',
      keepNames: true,
      outfile: temporary,
      logLevel: 'error',
    });
    renameSync(temporary, file);
  }
  return load(file) as typeof import('happy-dom');
}

/** Runs CommonJS file `file` as `require` would, with V8's code cache of it when there is one. */
function load(file: string): unknown {
  const cacheFile = `${file}.${process.version}.v8-cache`;
  const cachedData = existsSync(cacheFile) ? readFileSync(cacheFile) : undefined;
  const wrapped = `(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`;
  const script = new Script(wrapped, { filename: file, cachedData });
  if (!cachedData || script.cachedDataRejected) {
    // Made at exit, the cache also holds the functions the tests went on to compile.
    process.once('exit', () => {
      const temporary = `${cacheFile}.${process.pid}.tmp`;
      writeFileSync(temporary, script.createCachedData());
      renameSync(temporary, cacheFile);
    });
  }
  const module = { exports: {} as unknown };
  (script.runInThisContext() as (...args: unknown[]) => void)(module.exports, createRequire(file), module, file, dirname(file));
  return module.exports;
}
