/**
 * `npm run store:export -- --out FILE` and `npm run store:import -- --in FILE`: the store of
 * DATABASE_URL when it is set, else the embedded store of DATA_DIR (default .data). Moving from the
 * embedded store to PostgreSQL is an export without DATABASE_URL, then an import with it.
 */
import postgres from 'postgres';
import { loadConfig } from '../config';
import { redactUrl } from './pool';
import { readEmbedded, readExportFile, readPostgres, writeEmbedded, writeExportFile, writePostgres } from './transfer';
import type { StoreContents } from './transfer';

const USAGE = 'usage: npm run store:export -- --out FILE | npm run store:import -- --in FILE (the store: DATABASE_URL when set, else DATA_DIR)';

async function withTarget<T>(onPostgres: (sql: postgres.Sql, url: string) => Promise<T>, onEmbedded: (dataDir: string) => Promise<T>): Promise<T> {
  const url = process.env.DATABASE_URL?.trim();
  if (url) {
    const sql = postgres(url, { max: 1, onnotice: () => undefined, connect_timeout: 10 });
    try {
      return await onPostgres(sql, url);
    } finally {
      await sql.end({ timeout: 5 });
    }
  }
  return onEmbedded(loadConfig(process.env).dataDir);
}

async function main(argv: string[]): Promise<number> {
  const [mode, flag, file] = argv;
  if (!file || (mode === 'export' && flag !== '--out') || (mode === 'import' && flag !== '--in') || (mode !== 'export' && mode !== 'import')) {
    console.error(USAGE);
    return 2;
  }
  try {
    if (mode === 'export') {
      const { contents, from } = await withTarget(
        async (sql, url) => ({ contents: await readPostgres(sql), from: redactUrl(url) }),
        async (dataDir) => ({ contents: await readEmbedded(dataDir), from: dataDir }),
      );
      const counts = await writeExportFile(file, contents);
      console.log(`Exported ${counts.records} records and ${counts.uploads} uploads from ${from} to ${file}.`);
    } else {
      const contents: StoreContents = await readExportFile(file);
      const to = await withTarget(
        async (sql, url) => (await writePostgres(sql, contents), redactUrl(url)),
        async (dataDir) => (await writeEmbedded(dataDir, contents), dataDir),
      );
      console.log(`Imported ${file} into ${to}.`);
    }
    return 0;
  } catch (error) {
    console.error(`store:${mode} failed: ${(error as Error).message}`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
