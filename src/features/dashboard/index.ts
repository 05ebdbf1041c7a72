// The dashboard feature: the home page (pages/home.tsx) and, for the app's sidebar, the counts of
// what is waiting (useNavCounts), both read from one `GET /dashboard/summary`.
export { getDashboardSummary, SUMMARY_STALE_TIME_MS } from './api';
export { useNavCounts, type NavCounts } from './components/nav-counts';
