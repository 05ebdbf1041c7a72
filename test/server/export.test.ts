import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ActivityEntry, Trip, User } from '../../src/contract';
import { startTestServer } from '../helpers/server';
import type { TestServer } from '../helpers/server';
import { api } from '../helpers/api-client';
import { expectError, expectInvalid, expectOk } from '../helpers/api-asserts';
import { createUser, login } from '../helpers/accounts';
import { parseCsv } from '../helpers/csv';
import es from '../../locales/es.json' with { type: 'json' };
import ar from '../../locales/ar.json' with { type: 'json' };

// The app's clock: the file's date comes from it, never from the machine's.
const NOW = Date.parse('2031-07-14T23:30:00.000Z');

let server: TestServer;
let admin: { token: string; user: User };

before(async () => {
  server = await startTestServer({}, { now: () => NOW });
  admin = await login(server);
});
after(() => server.close());

function get(path: string, headers: Record<string, string> = {}, token: string | null = admin.token) {
  return api(server, 'GET', path, { token, headers });
}

/** Every row of a JSON list, page after page. */
async function allPages<T>(path: string, query: string): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const res = await api<T[]>(server, 'GET', `${path}?page=${page}&pageSize=100&${query}`, { token: admin.token });
    const data = expectOk(res);
    rows.push(...data);
    if (data.length < 100) return rows;
  }
}

async function exports(): Promise<ActivityEntry[]> {
  return expectOk(await api<ActivityEntry[]>(server, 'GET', '/activity?page=1&pageSize=100&action=list.exported', { token: admin.token }));
}

describe('CSV export', () => {
  it('answers a file: its type, name (the app’s date), BOM and headings in the admin’s language', async () => {
    const res = await get('/trips/all-trips/pending?format=csv&lang=es');
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'text/csv; charset=utf-8');
    assert.equal(res.headers.get('content-disposition'), 'attachment; filename="trips-pending-2031-07-14.csv"');
    assert.deepEqual([...res.bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'a UTF-8 BOM opens the file');
    const [heading, first] = parseCsv(res.text);
    const c = es.reviews.columns;
    assert.deepEqual(heading, [c.title, c.location, c.dates, c.price, c.diveMaster, c.submitted, c.status], 'the screen’s headings, from the locale');
    assert.equal(first?.[6], es.reviews.list.status.pending, 'statuses are words in the language');
    assert.match(first?.[2] ?? '', /^\d{4}-\d{2}-\d{2}\/\d{4}-\d{2}-\d{2}$/, 'the dates are an ISO 8601 interval');
    assert.match(first?.[3] ?? '', /^\d+(\.\d+)? [A-Z]{3}$/, 'money is a plain amount and its currency');
    assert.ok(res.text.endsWith('\r\n') && !res.text.slice(0, -2).includes('\n\n'), 'lines end with CRLF');
  });

  it('takes the language from Accept-Language without lang, and Accept: text/csv without format', async () => {
    const res = await get('/users/dive-buddy', { accept: 'text/csv', 'accept-language': 'fr-FR, ar;q=0.8, en;q=0.5' });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-language'), 'ar');
    assert.match(res.headers.get('content-disposition') ?? '', /filename="dive-buddies-2031-07-14\.csv"/);
    const rows = parseCsv(res.text);
    const c = ar.users.columns;
    assert.deepEqual(rows[0], [c.name, c.email, c.role, c.status, c.createdAt, c.lastLoginAt]);
    assert.ok(rows.length > 1 && rows.slice(1).every((row) => row[2] === ar.users.role.diver), 'every dive buddy, the role in words');
    const json = await get('/users/dive-buddy?page=1', { accept: 'application/json' });
    assert.equal(json.isJson, true, 'JSON stays the default');
  });

  it('writes every row the query matches, in its order: search, filter, sort and the path’s status', async () => {
    const query = 'q=a&sort=title&order=desc';
    const expected = await allPages<Trip>('/trips/all-trips/approved', query);
    assert.ok(expected.length > 5, 'the search matches several pages’ worth');
    const res = await get(`/trips/all-trips/approved?format=csv&lang=en&${query}&page=3&pageSize=10`);
    const rows = parseCsv(res.text);
    assert.equal(rows[0]?.[0], 'Title');
    assert.deepEqual(rows.slice(1).map((r) => r[0]), expected.map((t) => t.title), 'every page, not the one asked for');
    assert.ok(rows.slice(1).every((r) => r[6] === 'Approved'));

    const all = await allPages<User>('/users/', 'role=diveMaster&sort=email');
    const users = parseCsv((await get('/users/?format=csv&role=diveMaster&sort=email')).text);
    assert.deepEqual(users.slice(1).map((r) => r[1]), all.map((u) => u.email));
  });

  it('makes cells safe for a spreadsheet: a formula is text, quotes and commas are quoted', async () => {
    const evil = await createUser(server, { adminToken: admin.token, firstName: '=HYPERLINK("http://x.test","click")', lastName: 'Zed, "the" Diver' });
    const plus = await createUser(server, { adminToken: admin.token, firstName: '+1', lastName: 'Plus' });
    const res = await get(`/users/?format=csv&q=${encodeURIComponent(evil.email)}`);
    const line = res.text.split('\r\n')[1] ?? '';
    assert.ok(line.startsWith(`"'=HYPERLINK(""http://x.test"",""click"") Zed, ""the"" Diver",`), line);
    const [, row] = parseCsv(res.text);
    assert.equal(row?.[0], `'=HYPERLINK("http://x.test","click") Zed, "the" Diver`);
    const [, plusRow] = parseCsv((await get(`/users/?format=csv&q=${encodeURIComponent(plus.email)}`)).text);
    assert.equal(plusRow?.[0], "'+1 Plus");
  });

  it('is an entry of the log: who exported which list with what query', async () => {
    const before = (await exports()).length;
    assert.equal((await get('/products/all-products/rejected?format=csv&q=mask&category=equipment&lang=zh-cn&page=2')).status, 200);
    const [entry] = await exports();
    assert.equal((await exports()).length, before + 1);
    assert.equal(entry?.actor.id, admin.user.id);
    assert.equal(entry?.record, null);
    assert.deepEqual(entry?.changes, [{ field: 'list', from: null, to: '/products/all-products/rejected?category=equipment&q=mask' }]);
  });

  it('exports the activity log with its admin and dates, the entries of the page', async () => {
    const res = await get(`/activity?format=csv&admin=${admin.user.id}&action=list.exported`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-disposition') ?? '', /filename="activity-2031-07-14\.csv"/);
    const rows = parseCsv(res.text);
    assert.deepEqual(rows[0], ['When', 'Admin', 'Action', 'Record', 'Change', 'Address']);
    const page = expectOk(await api<ActivityEntry[]>(server, 'GET', `/activity?page=1&pageSize=100&admin=${admin.user.id}&action=list.exported`, { token: admin.token }));
    // The export's own entry is written before its rows are read.
    assert.deepEqual(rows.slice(1).map((r) => r[0]), page.map((e) => e.at));
    assert.ok(rows.slice(1).every((r) => r[2] === 'Exported a list' && r[1] === page[0]?.actor.name));
  });

  it('refuses bad parameters with a 400 naming each, before anything is written or logged', async () => {
    const before = (await exports()).length;
    expectInvalid(await get('/trips/all-trips/pending?format=csv&sort=nope&lang=fr'), 'sort', 'lang');
    expectInvalid(await get('/users/?format=csv&role=captain'), 'role');
    expectInvalid(await get(`/news/?format=csv&q=${'x'.repeat(201)}`), 'q');
    expectInvalid(await get('/contact/?format=xml'), 'format');
    expectInvalid(await get('/activity?format=csv&from=yesterday'), 'from');
    assert.equal((await exports()).length, before, 'a refused export is not logged');
  });

  it('tells a page of another origin the file\'s name', async () => {
    const cors = await startTestServer({ corsOrigin: 'https://admin.example.test' }, { now: () => NOW });
    try {
      const { token } = await login(cors);
      const res = await api(cors, 'GET', '/news/?format=csv', { token, headers: { origin: 'https://admin.example.test' } });
      assert.equal(res.headers.get('access-control-allow-origin'), 'https://admin.example.test');
      assert.match(res.headers.get('access-control-expose-headers') ?? '', /\bContent-Disposition\b/);
    } finally {
      await cors.close();
    }
  });

  it('may be read by whoever may read the list: admins', async () => {
    expectError(await get('/users/?format=csv', {}, null), 401, 'UNAUTHENTICATED');
    const diver = await createUser(server, {});
    expectError(await get('/contact/?format=csv', {}, diver.token), 403, 'FORBIDDEN');
  });

  it('answers each list: news and contact messages with their headings', async () => {
    const news = parseCsv((await get('/news/?format=csv&status=published')).text);
    assert.deepEqual(news[0], ['Title', 'Status', 'Published', 'Updated']);
    assert.ok(news.length > 1 && news.slice(1).every((r) => r[1] === 'Published'));
    const contact = parseCsv((await get('/contact/?format=csv&sort=createdAt&order=asc')).text);
    assert.deepEqual(contact[0], ['From', 'E-mail', 'Subject', 'Status', 'Received']);
    const received = contact.slice(1).map((r) => r[4] ?? '');
    assert.deepEqual(received, [...received].sort(), 'oldest first, as asked');
    const masters = parseCsv((await get('/users/dive-master/pending?format=csv')).text);
    assert.deepEqual(masters[0], ['Name', 'E-mail', 'Agency', 'Level', 'Number', 'Submitted', 'Status']);
  });
});
