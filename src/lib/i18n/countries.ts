/**
 * Countries (ISO 3166-1 alpha-2) named in the active language through Intl.DisplayNames: the
 * country fields of the profile, user and site-contact forms, and the places shown in lists.
 */
/** Every ISO 3166-1 alpha-2 code a form offers. */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
  'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
  'UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

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

/** Every country as `{ code, name }`, sorted by name in `language`. */
export function countryOptions(language: string): { code: string; name: string }[] {
  const collator = new Intl.Collator(language);
  return COUNTRY_CODES.map((code) => ({ code, name: countryName(language, code) })).sort((a, b) => collator.compare(a.name, b.name));
}
