/**
 * Search as you type, as a pure state machine: what the field shows, which search the list waits
 * for, which text the list shows ahead of the URL and when the URL follows. `reduceSearch` takes the
 * state and one event (a key, a submit, rows in, a timer run out, a navigation) and returns the next
 * state and the effects to run (ask for rows, start or stop a timer, write the URL); the list
 * controller runs them with the timers it is given, so a test drives the whole flow on a fake clock.
 *
 * The rules, as a user sees them:
 * - Each key asks for its rows at once; the list shows the text when its rows are in, or after
 *   UPDATING_DELAY_MS without them (counted from the first key still waiting), old rows marked
 *   updating. Only the newest search may show, and only on the history entry it was typed on.
 * - A key's character is painted before rows are: rows that come back before the frame showing
 *   the key wait for it, so the field never waits on a table's render.
 * - Keys typed at speed (each within SEARCH_BURST_MS of the one before) show their rows as they come
 *   only where the machine draws them before the next key is due: the time since the key plus the
 *   last rows' drawing (render to painted frame, measured) is under the gap between the last two
 *   keys. Elsewhere the table holds still: the rows come into the cache, and the list shows the
 *   newest once the keys stop for SEARCH_BURST_MS (or its text, the old rows marked updating, if
 *   they have kept it waiting). On a slow machine drawing the rows of every key kept the main thread
 *   busier than the keys came (bench/lists-trace.ts: about 170 ms to render and paint a page of
 *   rows at 4x CPU, keys 120 ms apart), so each character waited behind the rows of the key before;
 *   on a fast one, where the drawing fits between two keys, holding them only made the last key's
 *   rows come 150 ms late (docs/performance.md, "Lists: typing a search").
 * - The URL follows the field's pause (SEARCH_PAUSE_MS), Enter or Esc: the list takes the text at
 *   once and the URL follows after the next paint once the rows are in (at most UPDATING_DELAY_MS
 *   later), replacing its entry. A key back to a submitted text whose URL has not followed yet
 *   submits it again, or nothing would put it in the URL.
 * - A navigation from elsewhere (Back, a link) puts the URL's text in the field and drops what was
 *   being typed; a change of the list's own view (page, sort, filter) drops the search on its way.
 */
import type { ListParams } from '../../contract';

/** How long typing pauses before the field's text goes to the URL: a word typed at speed is one write. */
export const SEARCH_PAUSE_MS = 150;

/**
 * How long a key's rows may keep the list waiting before the list shows the text's view anyway,
 * the old rows marked updating (dimmed, with a spinning status). Rows that come sooner, as most
 * do, show at once with one render, and no mark flashes on every key.
 */
export const UPDATING_DELAY_MS = 200;

/** How long keys must stop before the rows of a burst of them show: the field's pause. */
export const SEARCH_BURST_MS = SEARCH_PAUSE_MS;

/** The timers a search runs on: the platform's by default, fake ones in a test. */
export interface SearchTimers {
  /** Milliseconds on a monotonic clock (when keys come and how long rows take to draw). */
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Runs `run` once the next frame is painted; returns what cancels it. */
  afterNextPaint(run: () => void): () => void;
}

/**
 * The machine's timers: the field's pause, rows that keep the list waiting, a URL that waits for
 * rows, and the end of a burst of keys.
 */
export type SearchTimer = 'pause' | 'slowRows' | 'urlWait' | 'burst';

/** A search asked for: the cache key of its rows, its text and the history entry it was typed on. */
export interface AskedSearch {
  id: number;
  key: string;
  q: string;
  entry: string;
  /** The URL query it was typed over: its text shows over that query only. */
  search: string;
  /** A key (its text shows when its rows come), not a submit (its text shows at once). */
  typing: boolean;
}

export interface SearchState {
  /** What the field shows: the text typed, key by key. */
  fieldText: string;
  /** The text last submitted for the URL (the pause, Enter, Esc): a pause on it again is nothing new. */
  submittedText: string;
  /** The text the list shows ahead of the URL, and the URL query it shows over; null: the URL's text. */
  shownText: { q: string; search: string } | null;
  /** The newest search asked for: only its rows may show, and only on its entry. */
  asked: AskedSearch | null;
  /** A submitted text whose URL has not followed yet; `painting`: it goes after the next paint. */
  urlDue: { id: number; q: string; entry: string; painting: boolean } | null;
  /** Whether rows are keeping the list waiting (the slowRows timer runs). */
  waitingForRows: boolean;
  /** A key's text is in the field but not painted yet: rows that come meanwhile wait in `heldRows`. */
  fieldPainting: boolean;
  /** The searches whose rows came while the field was painting or in a burst, in the order they came. */
  heldRows: readonly number[];
  /** A key came less than the burst's time ago (its `burst` timer runs). */
  keysRunning: boolean;
  /** When the newest key came (the timers' clock); null before any. */
  lastKeyAt: number | null;
  /**
   * The newest key came while keys were running (a burst): its gap to the key before. Rows wait for
   * the burst to end unless they would be drawn before the next key is due. Null: no burst.
   */
  burstGapMs: number | null;
  /** How long the last rows shown took from their render to the painted frame; null: not measured. */
  drawMs: number | null;
  /** The last `AskedSearch.id` given. */
  lastId: number;
}

/** Where the history is when an event happens. */
interface Now {
  /** The key of the history entry now (ahead of the render after a change made since). */
  entry: string;
}

export type SearchEvent =
  /** The field: a key, `at` on the timers' clock. */
  | { type: 'keyTyped'; text: string; at: number }
  /** The field's Enter, Esc or clear button, or the screen (an empty state's "clear search"). */
  | { type: 'submitted'; text: string }
  /** A timer ran out. */
  | ({ type: 'timerFired'; timer: SearchTimer } & Now)
  /**
   * The list asked for the rows of a text (the answer to a `search` effect): `key` and `params` are
   * the view where the history is now with that text, `search` and `urlQ` its URL query and text.
   */
  | ({ type: 'searchAsked'; q: string; typing: boolean; key: string; params: ListParams; search: string; urlQ: string } & Now)
  /**
   * The rows of search `id` are in the cache; `at` on the timers' clock (absent when the machine
   * lets rows held back in again at a burst's end, where nothing holds them).
   */
  | ({ type: 'rowsArrived'; id: number; at?: number } & Now)
  /** The rows shown last took `ms` from their render to the painted frame. */
  | { type: 'rowsDrawn'; ms: number }
  /** The frame after search `id` settled is painted. */
  | ({ type: 'painted'; id: number } & Now)
  /** The frame showing the keys typed so far is painted, `at` on the timers' clock. */
  | ({ type: 'fieldPainted'; at: number } & Now)
  /** The list wrote its URL (`search`): the text shown follows it. */
  | { type: 'urlWritten'; search: string }
  /** The list's own view changed (page, sort, filter); the list writes the URL itself. */
  | { type: 'viewChanged' }
  /** A navigation rendered: `search` and `urlQ` are the URL's; `fromOutside`: not a URL the list wrote. */
  | ({ type: 'navigated'; search: string; urlQ: string; fromOutside: boolean } & Now)
  /** The list left the screen. */
  | { type: 'left' };

export type SearchEffect =
  /** Ask for the rows of `q` in the view where the history is now, then report `searchAsked`. */
  | { type: 'search'; q: string; typing: boolean }
  /** Load the rows of `params` (in the cache under `key`), then report `rowsArrived`. */
  | { type: 'fetch'; id: number; params: ListParams }
  /** Stop the request for `key` unless a view watches its rows. */
  | { type: 'cancelUnwatched'; key: string }
  | { type: 'startTimer'; timer: SearchTimer; ms: number }
  | { type: 'stopTimer'; timer: SearchTimer }
  /** Report `painted` for search `id` once the next frame is painted. */
  | { type: 'afterPaint'; id: number }
  /** Report `fieldPainted` once the next frame is painted. */
  | { type: 'afterFieldPaint' }
  /** The rows now shown render: report `rowsDrawn` with the time to the painted frame after them. */
  | { type: 'timeDraw' }
  /** Put `q` in the URL, replacing the entry. */
  | { type: 'writeUrl'; q: string };

export interface SearchConfig {
  /** The field's pause; default SEARCH_PAUSE_MS. */
  pauseMs: number;
  /** How long keys stop before a burst's rows show; default SEARCH_BURST_MS. */
  burstMs?: number;
}

/** The state of a list whose URL says `q`. */
export function initialSearch(q: string): SearchState {
  return {
    fieldText: q, submittedText: q, shownText: null, asked: null, urlDue: null, waitingForRows: false, fieldPainting: false, heldRows: [],
    keysRunning: false, lastKeyAt: null, burstGapMs: null, drawMs: null, lastId: 0,
  };
}

/** The text the list shows over URL query `search`: the one typed ahead if it was typed over that query. */
export function shownTextOver(state: SearchState, search: string): string | null {
  return state.shownText !== null && state.shownText.search === search ? state.shownText.q : null;
}

/** Whether search `asked` is the newest and the history is still on the entry it was typed on. */
const isLatest = (state: SearchState, id: number, entry: string) => state.asked !== null && state.asked.id === id && state.asked.entry === entry;

type Step = [SearchState, SearchEffect[]];

const stopWaitingForRows = (state: SearchState, effects: SearchEffect[]): SearchState => {
  if (!state.waitingForRows) return state;
  effects.push({ type: 'stopTimer', timer: 'slowRows' });
  return { ...state, waitingForRows: false };
};

/** The URL goes after the next paint, once: when the rows are in or have kept it waiting long enough. */
const paintThenWriteUrl = (state: SearchState, effects: SearchEffect[]): SearchState => {
  if (state.urlDue === null || state.urlDue.painting) return state;
  effects.push({ type: 'afterPaint', id: state.urlDue.id });
  return { ...state, urlDue: { ...state.urlDue, painting: true } };
};

/** The search on its way is dropped (its request stopped unless watched) unless it was typed on `keep`. */
const dropAsked = (state: SearchState, keep: string | null, effects: SearchEffect[]): SearchState => {
  if (state.asked === null || state.asked.entry === keep) return state;
  effects.push({ type: 'cancelUnwatched', key: state.asked.key });
  return stopWaitingForRows({ ...state, asked: null }, effects);
};

/** The rows held back come in again, in the order they came (held again if still held back). */
const releaseHeldRows = (state: SearchState, entry: string, at: number | undefined, config: SearchConfig, effects: SearchEffect[]): SearchState => {
  let next: SearchState = { ...state, heldRows: [] };
  for (const id of state.heldRows) {
    const [after, more] = reduceSearch(next, { type: 'rowsArrived', id, entry, at }, config);
    next = after;
    effects.push(...more);
  }
  return next;
};

/**
 * Whether rows shown at `at`, during a burst, would be painted before the next key is due at the
 * keys' pace: only once a drawing has been measured, as a slow machine's first one could not be.
 */
const drawnBeforeNextKey = (state: SearchState, at: number | undefined): boolean =>
  at !== undefined && state.lastKeyAt !== null && state.burstGapMs !== null && state.drawMs !== null
  && at - state.lastKeyAt + state.drawMs < state.burstGapMs;

/** A burst is over (its keys stopped, or Enter, Esc, a navigation or a change of view ended it). */
const noBurst = (state: SearchState, effects: SearchEffect[]): SearchState => {
  if (state.keysRunning) effects.push({ type: 'stopTimer', timer: 'burst' });
  return { ...state, keysRunning: false, burstGapMs: null };
};

export function reduceSearch(state: SearchState, event: SearchEvent, config: SearchConfig): Step {
  const effects: SearchEffect[] = [];
  switch (event.type) {
    case 'keyTyped': {
      // The pause counts from the key itself, not from after the field has rendered it.
      effects.push(
        { type: 'startTimer', timer: 'pause', ms: config.pauseMs },
        { type: 'startTimer', timer: 'burst', ms: config.burstMs ?? SEARCH_BURST_MS },
        { type: 'search', q: event.text, typing: true },
      );
      if (!state.fieldPainting) effects.push({ type: 'afterFieldPaint' });
      const burstGapMs = state.keysRunning && state.lastKeyAt !== null ? event.at - state.lastKeyAt : null;
      return [{ ...state, fieldText: event.text, fieldPainting: true, keysRunning: true, lastKeyAt: event.at, burstGapMs }, effects];
    }
    case 'submitted': {
      effects.push({ type: 'stopTimer', timer: 'pause' });
      // Back on the text submitted last (typed away and back, Esc on an empty URL): nothing new
      // for the URL, but the rows follow the text back.
      const again = event.text === state.submittedText;
      // Its text shows at once: rows held back for a burst are behind it.
      const next = noBurst({ ...state, heldRows: state.fieldPainting ? state.heldRows : [] }, effects);
      effects.push({ type: 'search', q: event.text, typing: again });
      return [{ ...next, fieldText: event.text, submittedText: event.text }, effects];
    }
    case 'timerFired':
      if (event.timer === 'pause') {
        if (state.fieldText === state.submittedText) return [state, effects]; // Enter got there first
        effects.push({ type: 'search', q: state.fieldText, typing: false });
        return [{ ...state, submittedText: state.fieldText }, effects];
      }
      if (event.timer === 'burst') {
        // The keys stopped: the newest rows held back show, else, if they kept the list waiting (the
        // slowRows timer ran out), the text without them; rows of a key still being painted wait
        // for its frame.
        const { asked } = state;
        let next: SearchState = { ...state, keysRunning: false, burstGapMs: null };
        if (!next.fieldPainting) next = releaseHeldRows(next, event.entry, undefined, config, effects);
        const slow = asked !== null && asked.typing && asked.entry === event.entry && !next.waitingForRows && next.shownText?.q !== asked.q;
        if (slow) next = { ...next, shownText: { q: asked.q, search: asked.search } };
        return [next, effects];
      }
      if (event.timer === 'slowRows') {
        // The rows are slow: the newest key's text shows without them, the old rows marked updating
        // (at the end of a burst, if it is one).
        const { asked } = state;
        const next = { ...state, waitingForRows: false };
        if (asked === null || !asked.typing || asked.entry !== event.entry || state.burstGapMs !== null) return [next, effects];
        return [{ ...next, shownText: { q: asked.q, search: asked.search } }, effects];
      }
      return [paintThenWriteUrl(state, effects), effects]; // slow rows: the URL goes first
    case 'searchAsked': {
      const id = state.lastId + 1;
      const before = state.asked;
      if (before !== null && before.key !== event.key) effects.push({ type: 'cancelUnwatched', key: before.key });
      effects.push({ type: 'fetch', id, params: event.params });
      const resubmitted = state.urlDue !== null && state.urlDue.q === event.q && state.urlDue.entry === event.entry;
      const typing = event.typing && !resubmitted;
      let next: SearchState = { ...state, lastId: id, asked: { id, key: event.key, q: event.q, entry: event.entry, search: event.search, typing } };
      if (typing) {
        // Counted from the first key whose rows did not come, so keys faster than the delay do not
        // put the mark off for ever.
        if (!next.waitingForRows) {
          effects.push({ type: 'startTimer', timer: 'slowRows', ms: UPDATING_DELAY_MS });
          next = { ...next, waitingForRows: true };
        }
        return [next, effects];
      }
      // Submitted: the view takes the text at once, so a change that follows builds on it. The URL
      // follows once its rows are painted: a new URL renders the whole app again, which need not
      // hold up the rows.
      next = stopWaitingForRows(next, effects);
      next = { ...next, shownText: { q: event.q, search: event.search } };
      if (event.q === event.urlQ) return [{ ...next, urlDue: null }, effects];
      effects.push({ type: 'startTimer', timer: 'urlWait', ms: UPDATING_DELAY_MS });
      return [{ ...next, urlDue: { id, q: event.q, entry: event.entry, painting: false } }, effects];
    }
    case 'rowsArrived': {
      // Rows in before the key's frame: the character is painted first, the rows right after; rows
      // that come during a burst wait for its end unless they would be drawn before the next key.
      if (state.fieldPainting || (state.burstGapMs !== null && !drawnBeforeNextKey(state, event.at))) {
        return [{ ...state, heldRows: [...state.heldRows, event.id] }, effects];
      }
      let next = state;
      if (state.urlDue?.id === event.id) next = paintThenWriteUrl(next, effects);
      const { asked } = next;
      if (asked !== null && asked.typing && isLatest(next, event.id, event.entry)) {
        next = stopWaitingForRows(next, effects);
        next = { ...next, shownText: { q: asked.q, search: asked.search } };
        effects.push({ type: 'timeDraw' });
      }
      return [next, effects];
    }
    case 'rowsDrawn':
      return [{ ...state, drawMs: event.ms }, effects];
    case 'painted': {
      const { urlDue } = state;
      if (urlDue === null || urlDue.id !== event.id || !isLatest(state, event.id, event.entry)) return [state, effects];
      effects.push({ type: 'writeUrl', q: urlDue.q });
      return [{ ...state, urlDue: null }, effects];
    }
    case 'fieldPainted':
      return [releaseHeldRows({ ...state, fieldPainting: false }, event.entry, event.at, config, effects), effects];
    case 'urlWritten':
      return [state.shownText === null ? state : { ...state, shownText: { ...state.shownText, search: event.search } }, effects];
    case 'viewChanged': {
      let next: SearchState = noBurst({ ...state, asked: null, urlDue: null, shownText: null, heldRows: [] }, effects);
      if (state.urlDue !== null) effects.push({ type: 'stopTimer', timer: 'urlWait' });
      next = stopWaitingForRows(next, effects);
      return [next, effects];
    }
    case 'navigated': {
      // The entry rendered may already be behind the history (a change made since): the search
      // stays if it was typed where the history is now.
      let next = dropAsked(state, event.entry, effects);
      if (next.shownText !== null && next.shownText.search !== event.search) next = { ...next, shownText: null };
      if (event.fromOutside && next.fieldText !== event.urlQ) {
        // What was typed gives way to the URL's text (Back, a link).
        effects.push({ type: 'stopTimer', timer: 'pause' });
        next = noBurst({ ...next, fieldText: event.urlQ, submittedText: event.urlQ, heldRows: [] }, effects);
      }
      return [next, effects];
    }
    case 'left':
      if (state.asked !== null) effects.push({ type: 'cancelUnwatched', key: state.asked.key });
      effects.push(...(['pause', 'slowRows', 'urlWait', 'burst'] as const).map((timer) => ({ type: 'stopTimer' as const, timer })));
      return [{ ...state, asked: null, urlDue: null, waitingForRows: false, fieldPainting: false, heldRows: [], keysRunning: false, burstGapMs: null }, effects];
  }
}
