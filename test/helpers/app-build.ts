/**
 * The production build the build tests read: the one test/run.mjs makes once per run
 * (`TEST_BUILD_DIR`, with esbuild's metafile in `TEST_BUILD_META`), which the browser files serve
 * too, or, for a file run on its own through `node --test`, one of its own in a temporary folder. A
 * build costs about 9 s of CPU (the barrel pass, two esbuild runs, brotli and gzip of every file),
 * and each build file made its own.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Metafile } from 'esbuild';
// @ts-expect-error build.mjs is plain JavaScript without type declarations
import { buildApp } from '../../build.mjs';

export interface ProductionBuild {
  outdir: string;
  metafile: Metafile;
  /** Removes the build when it is this file's own; the run's stays for the files after it. */
  done(): Promise<void>;
}

export async function productionBuild(): Promise<ProductionBuild> {
  const shared = process.env.TEST_BUILD_DIR;
  const meta = process.env.TEST_BUILD_META;
  if (shared && meta) {
    return { outdir: shared, metafile: JSON.parse(await readFile(meta, 'utf8')) as Metafile, done: async () => undefined };
  }
  const outdir = await mkdtemp(join(tmpdir(), 'diving-build-'));
  const { metafile } = (await buildApp({ outdir, quiet: true })) as { metafile: Metafile };
  return { outdir, metafile, done: () => rm(outdir, { recursive: true, force: true }) };
}
