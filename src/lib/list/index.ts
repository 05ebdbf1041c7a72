// Lists: the one way every list screen pages, searches, sorts, filters, selects and moves its
// cursor. useListController gives a screen its view (in the URL query: page, pageSize 10|25|50, q,
// sort, order, filters; defaults left out, invalid values ignored), its rows through lib/query
// (the previous rows kept on screen while the next load), the selection across pages and the
// keyboard's current row. A list endpoint (createListEndpoint) asks the backend for one page
// (docs/api.md "Lists") and cuts the same page out of a spec backend's whole array with the
// contract's applyList. runBulk: one task per selected row, at most 4 in flight, with a report.
// Search as you type is a pure state machine (search-machine.ts: keys, answers, timers and
// navigations in, state and effects out) that the controller runs on injectable timers and the
// field renders. React-free cores: params.ts, endpoint.ts, selection.ts, run-bulk.ts,
// search-machine.ts; the rest are hooks.
export {
  LIST_QUERY_KEYS, PAGE_SIZES, changeListParams, listQueryOf, pickSearch, readListParams,
  type ListChange, type ListSpecShape, type ListStateConfig,
} from './params';
export {
  useListController, type ListController, type ListControllerOptions, type SearchBox,
} from './use-list-controller';
export {
  SEARCH_BURST_MS, SEARCH_PAUSE_MS, UPDATING_DELAY_MS, initialSearch, reduceSearch, shownTextOver,
  type SearchConfig, type SearchEffect, type SearchEvent, type SearchState, type SearchTimer, type SearchTimers,
} from './search-machine';
export {
  ListError, createListEndpoint, readListAnswer,
  type ListArgs, type ListEndpoint, type ListEndpointOptions,
} from './endpoint';
export {
  EMPTY_SELECTION, deselectSelection, pageSelectionOf, setPageSelection, toggleSelection, togglePageSelection,
  type SelectionState,
} from './selection';
export { useSelection, type Selection } from './use-selection';
export { cursorAfter, moveCursor, useRowCursor, useRowsById, type RowCursor } from './row-cursor';
export {
  BULK_CONCURRENCY, runBulk,
  type BulkFailure, type BulkProgress, type BulkReport, type RunBulkOptions,
} from './run-bulk';
export type { ListMeta, ListPage, ListParams, SortOrder } from '../../contract';
