/** Titles and descriptions of demo trips, written from the site's facts and the trip's kind. */
import type { DiveSite, TripKind } from './places';
import type { Random } from './random';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Dahab" of "Blue Hole, Dahab"; the short name when the site has no area. */
function area(site: DiveSite): string {
  return site.name.split(', ')[1] ?? site.short;
}

/** A trip title such as "7-night liveaboard: the Similans". */
export function tripTitle(rng: Random, site: DiveSite, kind: TripKind, days: number): string {
  const nights = days - 1;
  const place = site.short;
  const options: Record<TripKind, readonly string[]> = {
    liveaboard: [`${nights}-night liveaboard: ${place}`, `${capitalise(place)} liveaboard safari (${nights} nights)`, `${nights} nights aboard in ${place}`],
    day: days === 1
      ? [`Two-tank boat dive at ${place}`, `Day trip to ${place}`]
      : [`${days}-day dive package in ${area(site)}`, `Boat diving at ${place}, ${days} days`, `${capitalise(place)}: ${days} days of guided dives`],
    shore: days === 1 ? [`Guided shore dives at ${place}`] : [`Shore diving at ${place} (${days} days)`, `${days} days of shore dives in ${area(site)}`],
    cave: days === 1 ? [`Two cavern dives in ${place}`, `Cenote day: light and stone`] : [`${days}-day cenote tour`, `Cavern diving in ${place}, ${days} days`],
    cold: days === 1 ? [`Dry-suit dive in ${capitalise(place)}`, `${capitalise(place)}: two dry-suit dives`] : [`${days} days of cold-water diving at ${place}`, `Dry-suit trip to ${place} (${days} days)`],
  };
  return rng.pick(options[kind]);
}

const LOGISTICS: Record<TripKind, readonly string[]> = {
  liveaboard: [
    'Up to four dives a day including a night dive. Full board, air-conditioned cabins with private bathrooms, and nitrox free for certified divers.',
    'Three to four dives a day from the tender, with briefings before every dive. All meals, soft drinks and tea on board; towels and linen provided.',
  ],
  day: [
    'Two boat dives a day; we leave the harbour at 08:00 and are back around 15:00. Lunch, water and fruit on board.',
    'Morning double-tank trips with a small group per guide. Tanks, weights and hotel pick-up included; rental gear on request.',
  ],
  shore: [
    'Unlimited shore dives with tanks and weights, a guide for the first two dives and transport to the entry points.',
    'Easy entries from the beach; we carry the tanks to the water. A guide joins every dive and lunch is at a café by the beach.',
  ],
  cave: [
    'Two cavern dives a day with a full-cave-certified guide. Lights provided, entrance fees and transport from Tulum included.',
    'Small groups of at most four divers per guide. We stay in the daylight zone; a cavern briefing precedes the first dive.',
  ],
  cold: [
    'Dry suit, undergarments, hood and gloves included; a short dry-suit briefing precedes the first dive. Hot chocolate after.',
    'Dry-suit diving with two divers per guide. Transport from the city, all equipment and the park fee are included.',
  ],
};

const CLOSINGS: readonly string[] = [
  'Free cancellation up to 30 days before departure.',
  'Price per diver in a shared room; single supplement on request.',
  'Park fees are paid on arrival and are not included.',
  'Bring your logbook and certification card; we check them on day one.',
];

/** A plain-text description: what divers see, how the days run, what is required. */
export function tripDescription(rng: Random, site: DiveSite, kind: TripKind, days: number): string {
  const [first, second, third] = rng.shuffle(site.highlights);
  const sights = [first, second, third].filter((s): s is string => Boolean(s));
  const intro = `${days === 1 ? 'A day' : `${days} days`} at ${site.short}, ${site.name.includes(',') ? site.name.split(', ')[1] : 'one of the great dive regions'}.`;
  const expect = `Expect ${sights.slice(0, -1).join(', ')}${sights.length > 1 ? ' and ' : ''}${sights[sights.length - 1] ?? ''}. Sightings depend on the sea; we plan dives around the conditions.`;
  const level = `Minimum certification: ${site.level}${kind === 'liveaboard' ? ', with at least 30 logged dives' : ''}.`;
  return [`${intro} ${expect}`, rng.pick(LOGISTICS[kind]), `${level} ${rng.pick(CLOSINGS)}`].join('\n\n');
}
