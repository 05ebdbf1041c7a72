/**
 * The production build the browser files serve and the build files read: the one test/run.mjs
 * makes once per run (`TEST_BUILD_DIR`, with esbuild's metafile in `TEST_BUILD_META`), or, for a
 * file run on its own through `node --test`, one of this process's own, made once in a temporary
 * folder removed when the process exits. A build costs about 9 s of CPU (the barrel pass, two
 * esbuild runs, brotli and gzip of every file).
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Metafile } from 'esbuild';
// @ts-expect-error build.mjs is plain JavaScript without type declarations
import { buildApp } from '../../build.mjs';

export interface ProductionBuild {
  outdir: string;
  metafile: Metafile;
}

let build: Promise<ProductionBuild> | null = null;

export function productionBuild(): Promise<ProductionBuild> {
  build ??= (async () => {
    const shared = process.env.TEST_BUILD_DIR;
    const meta = process.env.TEST_BUILD_META;
    if (shared && meta) return { outdir: shared, metafile: JSON.parse(await readFile(meta, 'utf8')) as Metafile };
    const outdir = await mkdtemp(join(tmpdir(), 'diving-build-'));
    process.once('exit', () => rmSync(outdir, { recursive: true, force: true }));
    const { metafile } = (await buildApp({ outdir, quiet: true })) as { metafile: Metafile };
    return { outdir, metafile };
  })();
  return build;
}
