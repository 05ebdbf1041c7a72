/** `npm run migrate`: applies the pending migrations to the database of DATABASE_URL, then exits. */
import postgres from 'postgres';
import { migrate } from './migrate';

async function main(): Promise<number> {
  const url = process.env.DATABASE_URL;
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    console.error('npm run migrate: set DATABASE_URL to a postgres:// URL (e.g. postgres://user@localhost:5432/diving).');
    return 2;
  }
  const sql = postgres(url, { max: 1, onnotice: () => undefined, connect_timeout: 10 });
  try {
    const applied = await migrate(sql);
    console.log(applied.length === 0 ? 'The database schema is up to date.' : `Applied migrations ${applied.join(', ')}.`);
    return 0;
  } catch (error) {
    console.error(`npm run migrate failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

process.exitCode = await main();
