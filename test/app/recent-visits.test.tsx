// The shell's recent visits: the record a screen declares is noted with its title at the router's
// path once the page's own query has it (one request between them), again when it is renamed, and
// a screen that declares no record notes nothing.
import '../helpers/dom';
import { afterEach, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { act, cleanup, render } from '@testing-library/react';
import { RecordVisits } from '../../src/app/recent-visits';
import { getTrip } from '../../src/features/reviews/api';
import { QueryClientProvider, createQueryClient, useQuery } from '../../src/lib/query';
import { createRecentVisits, type RecentVisits } from '../../src/lib/recent';
import { Outlet, RouterProvider, createAppHistory, useParams, type RouteObject } from '../../src/lib/router';
import { demoData, fail, installFetch, json, until } from '../helpers/fake-backend';

const [trip] = demoData().trips;
if (!trip) throw new Error('the demo data has trips');

/** The details page's own query of the trip, as the real page asks it. */
function TripPage() {
  const { id = '' } = useParams();
  return <p>{useQuery(getTrip, id).data?.title ?? 'loading'}</p>;
}

let visits: RecentVisits;
/** The shell's part: its recorder beside the page. */
function Shell() {
  return <><RecordVisits visits={visits} /><Outlet /></>;
}

const ROUTES: RouteObject[] = [{
  path: '/',
  component: Shell,
  children: [
    { path: '/trips/details/:id', component: TripPage },
    { path: '*', element: <p>another screen</p> },
  ],
}];

let calls: string[];
let restore: () => void;
beforeEach(() => {
  calls = [];
  restore = installFetch(({ method, path, id }) => (method === 'GET' && path === `/trips/${id}` && id === trip.id
    ? json(200, { success: true, data: trip })
    : fail(404, 'NOT_FOUND', 'No such record')), calls);
});
afterEach(() => {
  cleanup();
  restore();
});

function renderShell(initial: string) {
  visits = createRecentVisits('u-1');
  const client = createQueryClient();
  const history = createAppHistory('memory', initial);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider history={history} routes={ROUTES} access={{ status: 'signed-in', loginPath: '/login', homePath: '/' }} />
    </QueryClientProvider>,
  );
  return { client, history };
}

test('a declared record is noted with its title once loaded, sharing the page\'s request, and again when renamed', async () => {
  const path = `/trips/details/${trip.id}`;
  const { client } = renderShell(path);
  assert.deepEqual(visits.read(), [], 'nothing before the record is there');
  await until(() => assert.deepEqual(visits.read(), [{ path, title: trip.title }]));
  assert.equal(calls.filter((c) => c === `GET /api/v1/trips/${trip.id}`).length, 1, 'one request for the page and the visit');
  act(() => client.setData(getTrip, trip.id, (old) => (old ? { ...old, title: 'Blue Hole at noon' } : old)));
  await until(() => assert.deepEqual(visits.read(), [{ path, title: 'Blue Hole at noon' }]));
});

test('a record that fails to load, and a screen that declares none, note nothing', async () => {
  const { history } = renderShell('/trips/details/t-missing');
  await until(() => assert.ok(calls.includes('GET /api/v1/trips/t-missing')));
  act(() => history.push('/trips/pending'));
  await until(() => assert.ok(document.body.textContent?.includes('another screen')));
  assert.deepEqual(visits.read(), []);
});
