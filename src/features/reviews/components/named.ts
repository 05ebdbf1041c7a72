/**
 * The records a toast is about, named: "“Raja Ampat liveaboard”", "“Reef A” and “Reef B”", or,
 * past a few names, how many ("12 trips"), so a toast stays one line and still says what it did.
 */
import type { I18n } from '../../../lib/i18n';
import type { ReviewKind } from '../api';

/** More names than this read as a count. */
export const MAX_NAMED = 3;

/** `name` in the language's quotation marks. */
export const quoted = (i18n: Pick<I18n, 't'>, name: string): string => i18n.t('reviews.named.quoted', { name });

/** The records of `names` as a toast names them, in the language of `i18n`. */
export function namedRecords(i18n: Pick<I18n, 't' | 'language'>, kind: ReviewKind, names: readonly string[]): string {
  if (names.length === 0 || names.length > MAX_NAMED) return i18n.t(`reviews.named.count.${kind}`, { count: names.length });
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction', style: 'long' });
  return list.format(names.map((name) => quoted(i18n, name)));
}
