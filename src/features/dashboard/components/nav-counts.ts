import { useQuery } from '../../../lib/query';
import { getDashboardSummary } from '../api';

/** What the sidebar marks as waiting: pending reviews per queue and new contact messages. */
export interface NavCounts {
  diveMaster: number;
  trips: number;
  products: number;
  messages: number;
}

/**
 * The sidebar's counts, from the dashboard summary (one request shared with the dashboard, and
 * refreshed by every decision through the `Dashboard` tag); null until the first answer or after
 * a failure, when the sidebar shows no count rather than a wrong one.
 */
export function useNavCounts(): NavCounts | null {
  const { data } = useQuery(getDashboardSummary, null);
  if (!data) return null;
  return {
    diveMaster: data.pending.diveMasters,
    trips: data.pending.trips,
    products: data.pending.products,
    messages: data.newMessages,
  };
}
