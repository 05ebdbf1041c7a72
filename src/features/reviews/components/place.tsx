import type { ReactNode } from 'react';
import { countryName, type I18n } from '../../../lib/i18n';

const endsWith = (name: string, country: string) => name.split(',').at(-1)?.trim().toLowerCase() === country.toLowerCase();

/** "Ari Atoll, Maldives": the country is added unless the place's name already ends with it. */
export function placeName(name: string, country: string): string {
  return endsWith(name, country) ? name : `${name}, ${country}`;
}

/**
 * A trip's place as the interface writes it: the seller's name of the place isolated in a <bdi>,
 * then the country in the interface's language and punctuation ("Dahab، مصر" in Arabic, where a
 * bare ", " after Latin text is drawn on the far side of it); no country when the name already ends
 * with it, in English or in the interface's language. No hooks: a queue renders one per row.
 */
export function renderPlace(i18n: I18n, location: { name: string; country: string }): ReactNode {
  const country = countryName(i18n.language, location.country);
  const named = endsWith(location.name, country) || endsWith(location.name, countryName('en', location.country));
  // The separator stays on the country's line: a line ending in a lone "،" read as a stray comma.
  return <><bdi>{location.name}</bdi>{!named && <span className="place__country">{`${i18n.t('reviews.place.separator')}${country}`}</span>}</>;
}
