/**
 * Countries (ISO 3166-1 alpha-2) named in the active language through Intl.DisplayNames: the
 * country fields of the profile, user and site-contact forms, and the places shown in lists. The
 * forms' list of every code is country-options.ts: a screen that only names a country (the trips
 * queue) does not load it.
 */
// One Intl.DisplayNames per language: building one costs ~30 lookups, and the trips queue asked
// for one per row on every render (a profile of typing in its search, bench/lists.ts).
const regionNames = new Map<string, Intl.DisplayNames | null>();

function displayNames(language: string): Intl.DisplayNames | null {
  let names = regionNames.get(language);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
    } catch {
      names = null; // an engine without region names: codes are shown as they are
    }
    regionNames.set(language, names);
  }
  return names;
}

const names = new Map<string, string>();

/** A country's name in `language` from its code (the code itself when Intl does not know it). */
export function countryName(language: string, code: string): string {
  const id = `${language}|${code}`;
  let name = names.get(id);
  if (name === undefined) {
    try {
      name = displayNames(language)?.of(code) ?? code;
    } catch {
      name = code; // not a well-formed region code: shown as it came
    }
    if (names.size < 2000) names.set(id, name); // codes are few; anything past that is not worth keeping
  }
  return name;
}
