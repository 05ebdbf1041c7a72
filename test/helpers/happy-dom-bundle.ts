/**
 * happy-dom as one module. The package is ~700 modules, and under tsx every module a test process
 * loads crosses tsx's loader thread: importing the package itself took ~0.9 s in each component test
 * file, one module takes ~0.2 s. The file is built once per happy-dom version with esbuild (its own
 * imports stay packages) into node_modules/.cache and then only read; two processes building at
 * once both write a temporary file and the last rename wins with the same bytes.
 */
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { buildSync } from 'esbuild';

const require = createRequire(import.meta.url);

/**
 * The bundled package, what `import('happy-dom')` gives, loaded synchronously (a CommonJS file):
 * the window must exist before the test file's next import (Testing Library) is evaluated.
 */
export function requireHappyDom(): typeof import('happy-dom') {
  const manifest = require.resolve('happy-dom/package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  const root = join(dirname(manifest), '..', '..');
  const file = join(root, 'node_modules', '.cache', 'diving-tests', `happy-dom-${version}.cjs`);
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    buildSync({
      entryPoints: [join(dirname(manifest), 'lib', 'index.js')],
      bundle: true,
      format: 'cjs',
      platform: 'node',
      packages: 'external',
      outfile: temporary,
      logLevel: 'error',
    });
    renameSync(temporary, file);
  }
  return require(file) as typeof import('happy-dom');
}
