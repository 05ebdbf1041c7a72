// Search as you type as a pure state machine: events in, state and effects out, on a clock the test
// moves. A small driver runs the effects as the list controller does: `search` becomes `searchAsked`
// (the cache key is the text), timers fire when the clock passes them, and rows and paints come
// when the test says (rows after the frame showing the key, unless the test says `early`). `typed` are the searches that follow a key (the rows), `submitted` those the
// URL follows (the field's pause, Enter, Esc).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ListParams } from '../../../src/contract';
import {
  SEARCH_BURST_MS, SEARCH_PAUSE_MS, UPDATING_DELAY_MS, initialSearch, reduceSearch, shownTextOver,
  type SearchEffect, type SearchEvent, type SearchTimer,
} from '../../../src/lib/list';

const PARAMS: ListParams = { page: 1, pageSize: 25, q: '', sort: null, order: 'asc', filters: {} };

function drive(urlQ = '', pauseMs = SEARCH_PAUSE_MS) {
  let state = initialSearch(urlQ);
  let now = 0;
  const url = { q: urlQ, search: urlQ ? `?q=${urlQ}` : '', entry: 'e1' };
  const timers = new Map<SearchTimer, number>();
  const typed: string[] = [];
  const submitted: string[] = [];
  const fetched: { id: number; q: string }[] = [];
  const cancelled: string[] = [];
  const paints: number[] = [];
  let fieldPaint = false;
  let draws = 0;
  const written: string[] = [];
  const send = (event: SearchEvent) => {
    const [next, effects] = reduceSearch(state, event, { pauseMs });
    state = next;
    effects.forEach(run);
  };
  const run = (effect: SearchEffect) => {
    switch (effect.type) {
      case 'search':
        (effect.typing ? typed : submitted).push(effect.q);
        send({ type: 'searchAsked', q: effect.q, typing: effect.typing, key: effect.q, params: { ...PARAMS, q: effect.q }, search: url.search, urlQ: url.q, entry: url.entry });
        return;
      case 'fetch': fetched.push({ id: effect.id, q: effect.params.q }); return;
      case 'cancelUnwatched': cancelled.push(effect.key); return;
      case 'startTimer': timers.set(effect.timer, now + effect.ms); return;
      case 'stopTimer': timers.delete(effect.timer); return;
      case 'afterPaint': paints.push(effect.id); return;
      case 'afterFieldPaint': fieldPaint = true; return;
      case 'timeDraw': draws += 1; return;
      case 'writeUrl':
        written.push(effect.q);
        // The list replaces its entry: a new key, and the text shown follows the new query.
        Object.assign(url, { q: effect.q, search: effect.q ? `?q=${effect.q}` : '', entry: `${url.entry}'` });
        send({ type: 'urlWritten', search: url.search });
        send({ type: 'navigated', search: url.search, urlQ: url.q, entry: url.entry, fromOutside: false });
    }
  };
  const idOf = (q: string) => {
    const found = fetched.findLast((f) => f.q === q);
    assert.ok(found, `rows of "${q}" were asked for`);
    return found.id;
  };
  return {
    get state() { return state; },
    typed, submitted, fetched, cancelled, written, timers,
    /** The text the list shows. */
    shown: () => shownTextOver(state, url.search) ?? url.q,
    key: (text: string) => send({ type: 'keyTyped', text, at: now }),
    submit: (text: string) => send({ type: 'submitted', text }),
    /** The rows of `q` come, after the frame showing the keys typed (`early`: before it). */
    rows(q: string, { early = false } = {}) {
      if (!early) this.paintField();
      send({ type: 'rowsArrived', id: idOf(q), entry: url.entry, at: now });
    },
    /** The frame showing the keys typed so far is painted. */
    paintField() {
      if (!fieldPaint) return;
      fieldPaint = false;
      send({ type: 'fieldPainted', entry: url.entry, at: now });
    },
    get fieldPaintDue() { return fieldPaint; },
    /** How many times rows were shown and their drawing timed. */
    get draws() { return draws; },
    /** The rows shown last took `ms` to draw (the controller's report after their frame). */
    drawn: (ms: number) => send({ type: 'rowsDrawn', ms }),
    /** Every pending paint happens. */
    paint: () => { for (const id of paints.splice(0)) send({ type: 'painted', id, entry: url.entry }); },
    tick(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...timers].filter(([, at]) => at <= end).sort((a, b) => a[1] - b[1])[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1];
        send({ type: 'timerFired', timer: due[0], entry: url.entry });
      }
      now = end;
    },
    /** A navigation from elsewhere (Back, a link) to `q`, on a new entry. */
    outside(q: string) {
      Object.assign(url, { q, search: q ? `?q=${q}` : '', entry: `${url.entry}>` });
      send({ type: 'navigated', search: url.search, urlQ: q, entry: url.entry, fromOutside: true });
    },
  };
}

test('every key asks for its rows at once; the URL side hears of the text once typing pauses', () => {
  const s = drive();
  s.key('w');
  s.key('wr');
  assert.deepEqual(s.typed, ['w', 'wr'], 'no pause before the rows are asked for');
  assert.deepEqual(s.fetched.map((f) => f.q), ['w', 'wr']);
  assert.deepEqual(s.cancelled, ['w'], 'a text typed over is stopped unless a view watches it');
  s.tick(SEARCH_PAUSE_MS - 1);
  s.key('wre');
  s.tick(SEARCH_PAUSE_MS - 1);
  assert.deepEqual(s.submitted, [], 'the pause restarts with each key');
  s.tick(1);
  assert.deepEqual(s.submitted, ['wre']);
  assert.equal(s.state.fieldText, 'wre');
});

test('rows that come before the frame showing the key wait for it, then show', () => {
  const s = drive();
  s.key('w');
  assert.equal(s.fieldPaintDue, true, 'each key asks to hear of its frame');
  s.rows('w', { early: true });
  assert.equal(s.shown(), '', 'the field is painted before any rows');
  assert.deepEqual(s.state.heldRows, [s.fetched[0]?.id]);
  s.paintField();
  assert.equal(s.shown(), 'w', 'the rows show once the key is painted');
  assert.deepEqual(s.state.heldRows, []);
  s.tick(SEARCH_BURST_MS);
  s.key('wr');
  s.paintField();
  s.rows('wr', { early: true });
  assert.equal(s.shown(), 'wr', 'rows after the frame show at once');
});

test('keys typed at speed leave the list still: the newest rows show once the keys stop for SEARCH_BURST_MS', () => {
  const s = drive('', 60_000);
  s.key('w');
  s.tick(SEARCH_BURST_MS - 1);
  s.key('wr');
  s.rows('w');
  s.tick(SEARCH_BURST_MS - 1);
  s.key('wre');
  s.rows('wr');
  s.rows('wre');
  s.tick(SEARCH_BURST_MS - 1);
  assert.equal(s.shown(), '', 'nothing new shows while the keys run on');
  assert.deepEqual(s.fetched.map((f) => f.q), ['w', 'wr', 'wre'], 'though every key asked for its rows');
  s.tick(1);
  assert.equal(s.shown(), 'wre', 'the newest rows, once the keys stopped');
  assert.deepEqual(s.state.heldRows, []);
  s.key('wrec');
  s.rows('wrec');
  assert.equal(s.shown(), 'wrec', 'a key alone shows its rows as they come');
  assert.deepEqual(s.submitted, [], 'the URL keeps to its own pause');
});

test('in a burst, rows show as they come where the last rows drew before the next key is due, else they wait', () => {
  const s = drive('', 60_000);
  s.key('w');
  s.tick(30);
  s.rows('w');
  assert.equal(s.shown(), 'w', 'a key after a pause shows its rows as they come');
  assert.equal(s.draws, 1, 'and their drawing is timed');
  s.drawn(40);
  s.tick(90);
  s.key('wr'); // 120 ms after the key before: the keys' pace
  s.tick(30);
  s.rows('wr');
  assert.equal(s.shown(), 'wr', '30 ms after the key + 40 ms to draw < 120 ms: at once, in the burst');
  assert.equal(s.draws, 2);
  s.drawn(100);
  s.tick(90);
  s.key('wre');
  s.tick(30);
  s.rows('wre');
  assert.equal(s.shown(), 'wr', '30 + 100 ms would reach past the next key: held');
  assert.deepEqual(s.state.heldRows, [s.fetched.at(-1)?.id]);
  s.tick(SEARCH_BURST_MS);
  assert.equal(s.shown(), 'wre', 'shown once the keys stop');
  s.drawn(40);
  s.key('wrec');
  s.tick(60);
  s.key('wreck'); // keys faster than the drawing allows
  s.tick(30);
  s.rows('wreck');
  assert.equal(s.shown(), 'wre', '30 + 40 ms is not under a 60 ms gap: held');
  s.tick(SEARCH_BURST_MS);
  assert.equal(s.shown(), 'wreck');
});

test('in a burst, rows that come before the key\'s frame are judged when the frame is painted', () => {
  const s = drive('', 60_000);
  s.key('w');
  s.rows('w');
  s.drawn(40);
  s.tick(120);
  s.key('wr');
  s.rows('wr', { early: true });
  assert.equal(s.shown(), 'w', 'the character first');
  s.tick(20);
  s.paintField();
  assert.equal(s.shown(), 'wr', 'then the rows, drawn in time');
});

test('rows that keep a burst waiting: when the keys stop, the text shows without them', () => {
  const s = drive('', 60_000);
  s.key('b');
  s.tick(UPDATING_DELAY_MS / 2);
  s.key('bl');
  s.tick(UPDATING_DELAY_MS / 2);
  assert.equal(s.shown(), '', 'the delay ran out while the keys ran on: the list holds still');
  s.tick(SEARCH_BURST_MS - UPDATING_DELAY_MS / 2 - 1);
  assert.equal(s.shown(), '');
  s.tick(1);
  assert.equal(s.shown(), 'bl', 'the newest text, over the old rows (marked updating)');
  s.rows('bl');
  assert.equal(s.shown(), 'bl');
});

test('Enter and Esc submit at once; back on the submitted text they bring the rows back without a submit', () => {
  const s = drive('reef');
  s.key('reefs');
  s.submit('reefs');
  assert.deepEqual(s.submitted, ['reefs'], 'Enter without the pause');
  s.tick(SEARCH_PAUSE_MS * 2);
  assert.deepEqual(s.submitted, ['reefs'], 'and not again after it');
  s.submit('');
  assert.deepEqual(s.submitted, ['reefs', ''], 'Esc clears at once');
  assert.equal(s.state.fieldText, '');
  s.key('x');
  s.submit('');
  assert.equal(s.state.fieldText, '');
  assert.deepEqual(s.submitted, ['reefs', ''], '"" was submitted already: nothing new for the URL');
  assert.deepEqual(s.typed.slice(-2), ['x', ''], 'but the rows follow the text back');
});

test('a navigation from elsewhere puts its text in the field and cancels the pause; the list\'s own URL write does not', () => {
  const s = drive('reef');
  s.key('reefs');
  s.outside('wreck');
  assert.equal(s.state.fieldText, 'wreck');
  s.tick(SEARCH_PAUSE_MS * 2);
  assert.deepEqual(s.submitted, [], 'what was typed is not submitted over the text from outside');
  assert.deepEqual(s.cancelled, ['reefs'], 'and its request, typed on the entry left, is stopped');
  s.key('wrecks');
  s.rows('wrecks');
  s.key('wrecksx');
  s.tick(SEARCH_PAUSE_MS);
  assert.deepEqual(s.submitted, ['wrecksx']);
  s.rows('wrecksx');
  s.paint();
  assert.deepEqual(s.written, ['wrecksx']);
  s.key('wrecksxy');
  assert.equal(s.state.fieldText, 'wrecksxy', 'the list\'s own write left the field alone');
});

test('a key\'s text shows when its rows are in; a text typed over never shows, however late its rows', () => {
  // Each key alone (the keys stop in between), the URL's pause longer than the test.
  const s = drive('', 60_000);
  s.key('w');
  s.tick(SEARCH_BURST_MS);
  s.key('wr');
  s.rows('w');
  assert.equal(s.shown(), '', 'a late answer for a text typed over is dropped');
  s.rows('wr');
  assert.equal(s.shown(), 'wr');
  assert.equal(s.timers.has('slowRows'), false, 'rows in: nothing is slow');
  s.tick(SEARCH_BURST_MS);
  s.key('wre');
  s.tick(SEARCH_BURST_MS);
  s.key('wr');
  assert.equal(s.shown(), 'wr');
  s.rows('wre');
  assert.equal(s.shown(), 'wr');
  assert.deepEqual(s.written, [], 'the URL waits for the pause');
});

test('rows that keep the list waiting: the text shows without them after UPDATING_DELAY_MS, counted from the first key', () => {
  const s = drive('', 60_000);
  s.key('b');
  s.tick(SEARCH_BURST_MS);
  s.key('bl');
  s.tick(UPDATING_DELAY_MS - SEARCH_BURST_MS - 1);
  assert.equal(s.shown(), '', 'not before the delay');
  s.tick(1);
  assert.equal(s.shown(), 'bl', 'the newest text, over the old rows (marked updating)');
  s.rows('b');
  assert.equal(s.shown(), 'bl', 'the rows of a text typed over do not take it back');
});

test('a submitted text shows at once; the URL follows after the paint once its rows are in, or after the delay without them', () => {
  const s = drive();
  s.submit('reef');
  assert.equal(s.shown(), 'reef', 'a change that follows builds on it');
  s.paint();
  assert.deepEqual(s.written, [], 'no URL before the rows');
  s.rows('reef');
  assert.deepEqual(s.written, [], 'nor before the paint');
  s.paint();
  assert.deepEqual(s.written, ['reef']);
  s.submit('wreck');
  s.tick(UPDATING_DELAY_MS);
  s.paint();
  assert.deepEqual(s.written, ['reef', 'wreck'], 'slow rows: the URL goes first');
  s.rows('wreck');
  s.paint();
  assert.deepEqual(s.written, ['reef', 'wreck'], 'once');
});

test('a key back to the submitted text, before the URL followed, submits it again', () => {
  const s = drive('', 20);
  s.key('Kitti');
  s.tick(20);
  assert.deepEqual(s.submitted, ['Kitti']);
  s.key('Kittip');
  s.key('Kitti');
  s.rows('Kitti');
  s.tick(SEARCH_BURST_MS);
  s.paint();
  assert.deepEqual(s.written, ['Kitti'], 'the URL follows the text typed back');
});

test('a search settled on an entry the history has left never writes', () => {
  const s = drive();
  s.submit('reef');
  s.outside('wreck');
  s.rows('reef');
  s.paint();
  assert.deepEqual(s.written, []);
  assert.equal(s.shown(), 'wreck');
});

test('a change of the list\'s own view drops the search on its way; leaving stops every timer', () => {
  const s = drive();
  s.key('reef');
  s.submit('reef');
  s.key('reefs');
  assert.ok(s.timers.size > 0);
  const [next] = reduceSearch(s.state, { type: 'viewChanged' }, { pauseMs: SEARCH_PAUSE_MS });
  assert.equal(next.asked, null);
  assert.equal(next.urlDue, null);
  assert.equal(next.shownText, null);
  const [, effects] = reduceSearch(s.state, { type: 'left' }, { pauseMs: SEARCH_PAUSE_MS });
  assert.deepEqual(effects.filter((e) => e.type === 'stopTimer').map((e) => e.type === 'stopTimer' && e.timer).sort(), ['burst', 'pause', 'slowRows', 'urlWait']);
  assert.deepEqual(effects.filter((e) => e.type === 'cancelUnwatched'), [{ type: 'cancelUnwatched', key: 'reefs' }]);
});
