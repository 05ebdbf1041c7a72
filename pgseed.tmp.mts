import { startCluster } from './test/helpers/postgres.ts';
import { prepareTemplate } from './test/helpers/test-store.ts';
import postgres from 'postgres';
import { readFileSync } from 'node:fs';
const c = await startCluster();
await prepareTemplate(c.url('postgres'));
const admin = postgres(c.url('postgres'), { max: 1, onnotice: () => undefined });
await admin.unsafe(`ALTER SYSTEM SET log_min_duration_statement = 0`); await admin.unsafe(`SELECT pg_reload_conf()`);
const { startTestServer } = await import('./test/helpers/server.ts');
function pgCpu(): number { let t = 0; for (const pid of (require('node:fs').readdirSync('/proc') as string[]).filter((p) => /^\d+$/.test(p))) { try { const c = readFileSync(`/proc/${pid}/cmdline`, 'utf8'); if (!c.startsWith('postgres')) continue; const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' '); t += (Number(f[11]) + Number(f[12])) / 100; } catch {} } return t; }
process.env.TEST_POSTGRES_URL = c.url('postgres');
for (let i = 0; i < 3; i++) {
  const t0 = performance.now();
  await admin.unsafe(`CREATE DATABASE x${i} TEMPLATE diving_template`);
  const t1 = performance.now();
  const s = await (await import('./server/app.ts')).startServer({ port: 0, host: '127.0.0.1', log: false, demo: true, staticDir: null, hashCost: 10, dataDir: '/tmp/pgseed' + i, databaseUrl: c.url('x' + i) } as any);
  const t2 = performance.now();
  await s.close();
  console.log('create db', Math.round(t1 - t0), 'start+seed', Math.round(t2 - t1));
}
await admin.end();
const log = readFileSync(c.dir + '/log', 'utf8');
const by = new Map<string, [number, number]>();
for (const m of log.matchAll(/duration: ([\d.]+) ms\s+(?:statement|execute [^:]*): ([^\n]{0,60})/g)) { const k = m[2]!.replace(/\s+/g, ' ').slice(0, 45); const v = by.get(k) ?? [0, 0]; v[0] += Number(m[1]); v[1]++; by.set(k, v); }
console.log([...by].sort((a, b) => b[1][0] - a[1][0]).slice(0, 25).map(([k, [ms, n]]) => `${ms.toFixed(0).padStart(7)} ms ${String(n).padStart(5)}x ${k}`).join('\n'));
c.destroy();
