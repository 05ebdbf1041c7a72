// recent owns the list of records and screens the signed-in user opened lately (newest first, at
// most RECENT_LIMIT, per user in localStorage through lib/storage). The shell creates the user's
// RecentVisits, provides it, and notes the record a screen declares once it has loaded; the
// command palette reads the list and notes what it opens.
export {
  RECENT_LIMIT, RecentVisitsProvider, createRecentVisits, recordTitleOf, useRecentVisits,
  type RecentItem, type RecentVisits,
} from './recent';
