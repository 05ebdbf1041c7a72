// recent owns the list of records and screens the signed-in user opened lately (newest first, at
// most RECENT_LIMIT, per user in localStorage through lib/storage). A details view notes its record
// with useRecordVisit; the shell says whose list it is; the command palette reads it.
export {
  RECENT_LIMIT, noteVisit, readRecent, recordTitleOf, setRecentOwner, subscribeRecent, useRecordVisit,
  type RecentItem,
} from './recent';
