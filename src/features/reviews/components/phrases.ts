/**
 * The ready phrases a rejection offers, per kind: keys under `reviews.phrases.<kind>.*` in the
 * locales, so each reads in the admin's language (PRODUCT.md: six or more per kind).
 */
import type { ReviewKind } from '../api';

export const REJECT_PHRASES: Readonly<Record<ReviewKind, readonly string[]>> = {
  diveMaster: [
    'numberMismatch', 'documentMissing', 'documentUnreadable', 'documentExpired', 'levelMismatch', 'agencyUnknown', 'nameMismatch',
  ],
  trip: [
    'photosMissing', 'descriptionIncomplete', 'datesInvalid', 'priceUnclear', 'capacityInvalid', 'locationUnclear', 'safetyMissing',
  ],
  product: [
    'photosMissing', 'descriptionIncomplete', 'wrongCategory', 'conditionUnclear', 'priceUnclear', 'notAllowed', 'stockInvalid',
  ],
};

/** The locale key of one phrase. */
export const phraseKey = (kind: ReviewKind, phrase: string): string => `reviews.phrases.${kind}.${phrase}`;
