// Lists: the one way every list screen pages, searches, sorts, filters and selects. The view lives
// in the URL query (useListState: page, pageSize 10|25|50, q, sort, order, filters; defaults left
// out, invalid values ignored, Back/Forward and reload show the same rows). A list endpoint
// (createListEndpoint) asks the backend for one page (docs/api.md "Lists") and cuts the same page out of
// a spec backend's whole array with the contract's applyList; useList reads it through lib/query,
// keeping the old rows, marked updating, while the next page loads. Search as you type: every key
// asks for the rows of the text so far at once (the request of a text typed over is aborted) and
// shows them when they are in; the URL follows the field's pause, Enter or Esc (use-search-first.ts).
// Selection across pages with shift-click ranges (useSelection), the rows seen on any page by id
// (useRowsById), the keyboard's current row (useRowCursor), and runBulk: one task per selected
// row, at most 4 in flight, with a report of each success and failure.
// React-free cores: params.ts, endpoint.ts, selection.ts, run-bulk.ts, reader.ts; the rest are hooks.
export {
  LIST_QUERY_KEYS, PAGE_SIZES, changeListParams, listQueryOf, pickSearch, readListParams,
  type ListChange, type ListSpecShape, type ListStateConfig,
} from './params';
export { useListState, type ListState } from './use-list-state';
export {
  ListError, createListEndpoint, readListAnswer,
  type ListArgs, type ListEndpoint, type ListEndpointOptions,
} from './endpoint';
export { useList, type UseListResult } from './use-list';
export { SEARCH_UPDATING_MS, SEARCH_WAIT_MS } from './reader';
export {
  EMPTY_SELECTION, pageSelectionOf, retainSelection, setPageSelection, toggleSelection, togglePageSelection,
  type SelectionState,
} from './selection';
export { useSelection, type Selection } from './use-selection';
export { moveCursor, useRowCursor, useRowsById, type RowCursor } from './row-cursor';
export {
  BULK_CONCURRENCY, runBulk,
  type BulkFailure, type BulkProgress, type BulkReport, type RunBulkOptions,
} from './run-bulk';
export type { ListMeta, ListPage, ListParams, SortOrder } from '../../contract';
