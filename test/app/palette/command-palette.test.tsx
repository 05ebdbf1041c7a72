import '../../helpers/dom';
import { beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { CommandPalette } from '../../../src/app/palette/command-palette';
import type { FoundRecord, RecordSource } from '../../../src/app/palette/sources';
import { RecentVisitsProvider, createRecentVisits, type RecentVisits } from '../../../src/lib/recent';
import { RouterProvider, createAppHistory, type AppHistory, type RouteObject } from '../../../src/lib/router';
import { useShortcuts } from '../../../src/lib/shortcuts';
import { ShortcutsHelp } from '../../../src/ui/shortcuts-dialog';
import { until } from '../../helpers/fake-backend';
import { WithI18n } from '../../helpers/render';

/** A record source answering `records` for any query (or failing), logging each query and its signal. */
function fakeSource(id: RecordSource['id'], label: string, records: FoundRecord[] | 'fail', log: { q: string; signal: AbortSignal }[] = []): RecordSource {
  return {
    id,
    label,
    async search(params, signal) {
      log.push({ q: params.q, signal });
      if (records === 'fail') throw new Error('down');
      return records;
    },
  };
}

const TRIPS: FoundRecord[] = [
  { path: '/trips/details/t-1', title: 'Blue Hole at dawn', detail: 'Dahab' },
  { path: '/trips/details/t-2', title: 'Blue Corner drift', detail: 'Palau' },
];

let sources: RecordSource[] = [];

/** A page with a text field, the palette bound to Ctrl+K as the shell binds it. */
function Page() {
  const [open, setOpen] = useState(false);
  useShortcuts({ 'Mod+k': () => setOpen(true) });
  return (
    <main>
      <label>Note <input type="text" /></label>
      <CommandPalette open={open} onClose={() => setOpen(false)} sources={sources} />
    </main>
  );
}

function Where() {
  return <p>Now at {location.pathname}</p>;
}

const ROUTES: RouteObject[] = [{ path: '/start', component: Page }, { path: '*', component: Where }];

let history: AppHistory;
/** The signed-in user's visits, as the shell provides them. */
let visits: RecentVisits;
function renderPage() {
  window.history.replaceState(null, '', '/start');
  history = createAppHistory('browser', '/start');
  render(
    <WithI18n>
      <RecentVisitsProvider visits={visits}>
        <RouterProvider history={history} routes={ROUTES} access={{ status: 'signed-in', loginPath: '/login', homePath: '/start' }} />
      </RecentVisitsProvider>
    </WithI18n>,
  );
}

const field = () => screen.getByRole('textbox', { name: 'Note' });
const combobox = () => screen.getByRole('combobox', { name: 'Search screens and records' });
const activeOption = () => {
  const id = combobox().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};
const openPalette = async () => {
  field().focus();
  fireEvent.keyDown(field(), { key: 'k', code: 'KeyK', ctrlKey: true });
  return screen.findByRole('dialog', { name: 'Go to' });
};
const type = (text: string) => fireEvent.change(combobox(), { target: { value: text } });
const key = (name: string) => fireEvent.keyDown(combobox(), { key: name });

beforeEach(() => {
  localStorage.clear();
  sources = [];
  visits = createRecentVisits('u-1');
});

test('Ctrl+K in a text field opens the palette: a combobox controlling a listbox of grouped options', async () => {
  renderPage();
  const dialog = await openPalette();
  const input = combobox();
  assert.equal(document.activeElement, input);
  assert.equal(input.getAttribute('aria-expanded'), 'true');
  assert.equal(input.getAttribute('aria-autocomplete'), 'list');
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
  assert.equal(listbox?.getAttribute('role'), 'listbox');
  const screens = within(dialog).getByRole('group', { name: 'Screens' });
  assert.ok(within(screens).getByRole('option', { name: /Appearance/ }));
  assert.equal(activeOption()?.getAttribute('aria-selected'), 'true');
  assert.equal(within(dialog).getAllByRole('option', { selected: true }).length, 1);
});

test('the arrows move the active option and wrap, Home and End jump, Esc closes and focus returns', async () => {
  renderPage();
  const dialog = await openPalette();
  const options = within(dialog).getAllByRole('option');
  assert.equal(activeOption(), options[0]);
  key('ArrowDown');
  assert.equal(activeOption(), options[1]);
  key('ArrowUp');
  key('ArrowUp');
  assert.equal(activeOption(), options.at(-1), 'up from the first wraps to the last');
  key('ArrowDown');
  assert.equal(activeOption(), options[0], 'down from the last wraps to the first');
  key('End');
  assert.equal(activeOption(), options.at(-1));
  key('Home');
  assert.equal(activeOption(), options[0]);
  fireEvent.keyDown(combobox(), { key: 'Escape' });
  assert.equal(screen.queryByRole('dialog'), null);
  assert.equal(document.activeElement, field(), 'focus is back in the field it came from');
});

test('screens match without accents or case, with the match marked; Enter opens the active one and remembers it', async () => {
  renderPage();
  const dialog = await openPalette();
  type('APPÉA');
  const options = within(dialog).getAllByRole('option');
  assert.equal(options.length, 1);
  assert.equal(options[0]?.querySelector('mark')?.textContent, 'Appea');
  assert.ok(screen.getByText('1 result'));
  key('Enter');
  await screen.findByText('Now at /settings/appearance');
  assert.deepEqual(visits.read(), [{ path: '/settings/appearance', label: 'nav.items.appearance' }]);
});

test('records come grouped and labelled, a failed group says so without hiding the rest', async () => {
  sources = [fakeSource('trips', 'palette.groups.trips', TRIPS), fakeSource('products', 'palette.groups.products', 'fail')];
  renderPage();
  const dialog = await openPalette();
  type('blue');
  const trips = await within(dialog).findByRole('group', { name: 'Trips' });
  const titles = within(trips).getAllByRole('option').map((o) => o.querySelector('.palette__title')?.innerHTML);
  assert.deepEqual(titles, ['<mark>Blue</mark> Hole at dawn', '<mark>Blue</mark> Corner drift']);
  await until(() => screen.getByText('Could not search Products.'));
  assert.equal(screen.getByText('Could not search Products.').getAttribute('role'), 'status');
  // Arrow to the second trip and open it.
  key('ArrowDown');
  assert.equal(activeOption()?.textContent, 'Blue Corner driftPalau');
  key('Enter');
  await screen.findByText('Now at /trips/details/t-2');
});

test('the search waits for a pause, sends one request per group and aborts it when the query changes', async () => {
  const log: { q: string; signal: AbortSignal }[] = [];
  sources = [fakeSource('trips', 'palette.groups.trips', TRIPS, log)];
  renderPage();
  await openPalette();
  type('b');
  type('bl');
  type('blu');
  await until(() => assert.equal(log.length, 1));
  assert.equal(log[0]?.q, 'blu', 'one request, for the query typing paused on');
  type('blue');
  assert.equal(log[0]?.signal.aborted, true, 'the earlier request is aborted at once');
  await until(() => assert.equal(log.length, 2));
  assert.equal(log[1]?.q, 'blue');
});

test('while the next query waits, only the records it still names stay, so Enter cannot open another', async () => {
  sources = [fakeSource('trips', 'palette.groups.trips', TRIPS)];
  renderPage();
  const dialog = await openPalette();
  type('blue');
  await until(() => assert.equal(within(dialog).getAllByRole('option', { name: /^Blue/ }).length, 2));
  type('blue hole');
  // Before the pause has passed: "Blue Corner drift" is gone at once, "Blue Hole at dawn" stays.
  assert.deepEqual(within(dialog).queryAllByRole('option', { name: /^Blue/ }).map((o) => o.querySelector('.palette__title')?.textContent), ['Blue Hole at dawn']);
});

test('a record shows its status, and the field that matched when its title does not', async () => {
  sources = [fakeSource('users', 'palette.groups.users', [
    {
      path: '/management/users/u-7', title: 'Lea Fischer', detail: 'lea@reefmail.test', status: { label: 'users.status.blocked', tone: 'error' },
      fields: [{ label: 'users.fields.email', value: 'lea@reefmail.test' }, { label: 'users.fields.phone', value: '+49 30 1234567' }],
    },
    { path: '/management/users/u-8', title: 'Reef Keeper', detail: 'keeper@example.test', status: { label: 'users.status.active', tone: 'success' } },
  ])];
  renderPage();
  const dialog = await openPalette();
  type('reef');
  const users = await within(dialog).findByRole('group', { name: 'Users' });
  const [lea, keeper] = within(users).getAllByRole('option');
  assert.equal(lea?.querySelector('.badge')?.textContent, 'Blocked');
  assert.equal(lea?.querySelector('.palette__detail')?.textContent, 'E-mail: lea@reefmail.test', 'the e-mail matched, and says so');
  assert.equal(lea?.querySelector('.palette__detail mark')?.textContent, 'reef');
  assert.equal(keeper?.querySelector('.badge')?.textContent, 'Active');
  assert.equal(keeper?.querySelector('.palette__detail')?.textContent, 'keeper@example.test', 'the title matched: its usual line');
  type('1234567');
  await until(() => assert.equal(within(dialog).getAllByRole('option')[0]?.querySelector('.palette__detail')?.textContent, 'Phone: +49 30 1234567'));
});

test('Enter while the records are still being searched opens the first one when it arrives', async () => {
  let answer: (records: FoundRecord[]) => void = () => {};
  const log: string[] = [];
  sources = [{
    id: 'trips',
    label: 'palette.groups.trips',
    search: (params) => {
      log.push(params.q);
      return new Promise<FoundRecord[]>((resolve) => { answer = resolve; });
    },
  }];
  renderPage();
  await openPalette();
  type('blue hole');
  assert.ok(screen.getAllByText('Searching…').length > 0, 'searching from the first key, not "nothing matches"');
  assert.equal(screen.queryByText(/Nothing matches/), null);
  key('Enter');
  assert.ok(screen.getByRole('dialog', { name: 'Go to' }), 'nothing to open yet: the palette stays');
  await until(() => assert.deepEqual(log, ['blue hole']));
  answer([{ path: '/trips/details/t-1', title: 'Blue Hole at dawn', detail: 'Dahab' }]);
  await screen.findByText('Now at /trips/details/t-1');
});

test('an Enter waiting on a search that finds nothing opens nothing later', async () => {
  let answer: ((records: FoundRecord[]) => void) | null = null;
  sources = [{ id: 'trips', label: 'palette.groups.trips', search: () => new Promise<FoundRecord[]>((resolve) => { answer = resolve; }) }];
  renderPage();
  const dialog = await openPalette();
  type('zzqx');
  key('Enter');
  const reply = await until(() => answer ?? assert.fail('not asked yet'));
  reply([]);
  await screen.findByText('Nothing matches “zzqx”.');
  // A screen that matches a later query is not opened by the Enter given to this one.
  type('appea');
  await until(() => assert.equal(within(dialog).getAllByRole('option').length, 1));
  assert.ok(dialog.isConnected);
  assert.equal(location.pathname, '/start');
});

test('with nothing typed, the recent visits come first; nothing matching says so', async () => {
  visits.note({ path: '/trips/details/t-1', title: 'Blue Hole at dawn' });
  visits.note({ path: '/settings/general', label: 'nav.items.general' });
  renderPage();
  const dialog = await openPalette();
  const recent = within(dialog).getByRole('group', { name: 'Recent' });
  const names = within(recent).getAllByRole('option').map((o) => o.textContent);
  assert.deepEqual(names, ['GeneralGeneral', 'Blue Hole at dawnTrip details']);
  type('zzqx');
  assert.equal(within(dialog).queryAllByRole('option').length, 0);
  assert.equal(combobox().getAttribute('aria-expanded'), 'false');
  assert.ok(screen.getByText('Nothing matches “zzqx”.'));
});

test('another user never sees the visits of the first', () => {
  visits.note({ path: '/trips/details/t-1', title: 'Blue Hole at dawn' });
  assert.deepEqual(createRecentVisits('u-2').read(), []);
  createRecentVisits(null).note({ path: '/trips/details/t-9', title: 'Nobody' });
  assert.deepEqual(createRecentVisits('u-1').read().map((r) => r.path), ['/trips/details/t-1']);
});

test('the shortcuts dialog lists Ctrl K among the shortcuts that work anywhere', async () => {
  function WithHelp() {
    useShortcuts({ 'Mod+k': () => {} });
    return <ShortcutsHelp sections={['general']} />;
  }
  render(<WithI18n><WithHelp /></WithI18n>);
  fireEvent.keyDown(document.body, { key: '?', shiftKey: true });
  const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
  const anywhere = within(dialog).getByRole('region', { name: 'Anywhere' });
  assert.match(anywhere.textContent ?? '', /Ctrl KSearch screens and records \(command palette\)/);
});
