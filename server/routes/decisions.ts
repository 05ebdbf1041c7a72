/** The verbs that name a review decision in the sentence of a 409. */
import type { Review, ReviewStatus } from '../../src/contract';

const DECISION_WORDS: Record<ReviewStatus, string> = { approved: 'Approved', rejected: 'Rejected', pending: 'Set back to pending' };

/** The verb of a history entry: its decision's, or "Undone" for the entry of an undo. */
export function reviewWord(entry: Review): string {
  return entry.undo ? 'Undone' : DECISION_WORDS[entry.status];
}
