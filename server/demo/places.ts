/**
 * Real dive regions and sites of the demo trips: where they are, what divers see there, the
 * currency local operators charge in, a day rate in US dollars and the months worth going.
 */

/** How a trip is run; decides its title, length and group size. */
export type TripKind = 'day' | 'liveaboard' | 'shore' | 'cave' | 'cold';

export interface DiveSite {
  /** "Blue Hole, Dahab" */
  name: string;
  /** The part titles use: "the Blue Hole". */
  short: string;
  /** ISO 3166-1 alpha-2 */
  country: string;
  currency: string;
  kinds: readonly TripKind[];
  /** Price per diver per day, in US dollars, [low, high]. */
  usdPerDay: readonly [number, number];
  /** What the description promises (no guarantees). */
  highlights: readonly string[];
  /** Minimum certification asked. */
  level: string;
  /** Months (1–12) trips may start in; all year when absent. */
  season?: readonly number[];
}

const OW = 'Open Water';
const AOW = 'Advanced Open Water';

/** The sites, from the Red Sea to the Pacific. */
export const DIVE_SITES: readonly DiveSite[] = [
  { name: 'Blue Hole, Dahab', short: 'the Blue Hole', country: 'EG', currency: 'EGP', kinds: ['day', 'shore'], usdPerDay: [55, 95], highlights: ['the Bells chimney and the saddle into the Blue Hole', 'coral walls lit by morning sun', 'Lighthouse Reef for a relaxed check-out dive'], level: AOW },
  { name: 'Ras Mohammed, Sharm El Sheikh', short: 'Ras Mohammed', country: 'EG', currency: 'EUR', kinds: ['day', 'liveaboard'], usdPerDay: [70, 140], highlights: ['Shark and Yolanda Reef drift dives', 'schooling barracuda and jacks in summer', 'the Thistlegorm wreck on longer itineraries'], level: OW },
  { name: 'Brothers Islands, Red Sea', short: 'the Brothers', country: 'EG', currency: 'EUR', kinds: ['liveaboard'], usdPerDay: [150, 230], highlights: ['oceanic whitetip and thresher sharks in season', 'the Numidia and Aida wrecks', 'soft-coral walls dropping into the blue'], level: AOW, season: [5, 6, 7, 8, 9, 10, 11] },
  { name: 'Sipadan, Sabah', short: 'Sipadan', country: 'MY', currency: 'MYR', kinds: ['day'], usdPerDay: [110, 180], highlights: ['Barracuda Point tornadoes', 'green and hawksbill turtles on every dive', 'the permit-only Drop Off wall'], level: AOW },
  { name: 'Raja Ampat, West Papua', short: 'Raja Ampat', country: 'ID', currency: 'IDR', kinds: ['liveaboard', 'day'], usdPerDay: [250, 450], highlights: ['the richest reefs on the planet at Cape Kri', 'mantas at Manta Sandy and Magic Mountain', 'wobbegong sharks and pygmy seahorses'], level: AOW, season: [10, 11, 12, 1, 2, 3, 4, 5] },
  { name: 'Komodo National Park', short: 'Komodo', country: 'ID', currency: 'IDR', kinds: ['liveaboard', 'day'], usdPerDay: [180, 320], highlights: ['Batu Bolong and Castle Rock in the current', 'mantas at Karang Makassar', 'a walk with the Komodo dragons on Rinca'], level: AOW },
  { name: 'Tulamben, Bali', short: 'Tulamben', country: 'ID', currency: 'IDR', kinds: ['shore', 'day'], usdPerDay: [45, 85], highlights: ['the USAT Liberty wreck from the beach', 'muck critters at Seraya', 'sunrise dives with bumphead parrotfish'], level: OW },
  { name: 'Lembeh Strait, North Sulawesi', short: 'Lembeh', country: 'ID', currency: 'USD', kinds: ['day'], usdPerDay: [120, 200], highlights: ['mimic octopus and flamboyant cuttlefish', 'frogfish of every colour', 'dedicated macro photography guides'], level: OW },
  { name: 'Tubbataha Reefs, Sulu Sea', short: 'Tubbataha', country: 'PH', currency: 'USD', kinds: ['liveaboard'], usdPerDay: [300, 420], highlights: ['a UNESCO World Heritage atoll reached only by liveaboard', 'whitetip and grey reef sharks on the walls', 'the Black Rock wreck'], level: AOW, season: [3, 4, 5, 6] },
  { name: 'Malapascua, Cebu', short: 'Malapascua', country: 'PH', currency: 'PHP', kinds: ['day'], usdPerDay: [50, 90], highlights: ['thresher sharks at Monad Shoal at dawn', 'Gato Island tunnel', 'mandarinfish at dusk'], level: AOW },
  { name: 'Anilao, Batangas', short: 'Anilao', country: 'PH', currency: 'PHP', kinds: ['day', 'shore'], usdPerDay: [45, 80], highlights: ['nudibranch capital of the world', 'blackwater night dives', 'Twin Rocks sanctuary'], level: OW },
  { name: 'Great Barrier Reef, Cairns', short: 'the Great Barrier Reef', country: 'AU', currency: 'AUD', kinds: ['liveaboard', 'day'], usdPerDay: [160, 280], highlights: ['the Ribbon Reefs and Cod Hole potato cod', 'dwarf minke whales in June and July', 'night dives on the outer reef'], level: OW },
  { name: 'Ningaloo Reef, Exmouth', short: 'Ningaloo', country: 'AU', currency: 'AUD', kinds: ['day', 'shore'], usdPerDay: [150, 260], highlights: ['swimming with whale sharks', 'the Navy Pier, one of the best shore dives in Australia', 'humpbacks passing from July'], level: OW, season: [3, 4, 5, 6, 7, 8, 9] },
  { name: 'Cozumel, Quintana Roo', short: 'Cozumel', country: 'MX', currency: 'USD', kinds: ['day'], usdPerDay: [80, 140], highlights: ['effortless drifts along Palancar and Santa Rosa walls', 'splendid toadfish found nowhere else', 'turtles and eagle rays'], level: OW },
  { name: 'Cenotes, Yucatán', short: 'the cenotes', country: 'MX', currency: 'MXN', kinds: ['cave'], usdPerDay: [110, 170], highlights: ['light beams in Dos Ojos', 'the halocline at Angelita', 'stalactites in the Pit'], level: OW },
  { name: 'Socorro Islands, Revillagigedo', short: 'Socorro', country: 'MX', currency: 'USD', kinds: ['liveaboard'], usdPerDay: [320, 450], highlights: ['friendly giant mantas at the Boiler', 'dolphins that stay for the divers', 'humpback song in winter'], level: AOW, season: [11, 12, 1, 2, 3, 4, 5] },
  { name: 'Galápagos, Darwin and Wolf', short: 'Darwin and Wolf', country: 'EC', currency: 'USD', kinds: ['liveaboard'], usdPerDay: [480, 650], highlights: ['schools of scalloped hammerheads', 'whale sharks from June to November', 'marine iguanas and sea lions at Cabo Marshall'], level: AOW },
  { name: 'Silfra, Þingvellir', short: 'Silfra', country: 'IS', currency: 'ISK', kinds: ['cold'], usdPerDay: [180, 260], highlights: ['over 100 m of visibility in glacial water', 'the crack between the North American and Eurasian plates', 'dry-suit dives at 2–4 °C'], level: 'Dry Suit Diver' },
  { name: 'Ari Atoll, Maldives', short: 'Ari Atoll', country: 'MV', currency: 'USD', kinds: ['liveaboard', 'day'], usdPerDay: [190, 320], highlights: ['whale sharks along the South Ari reef', 'manta cleaning stations', 'channel dives with grey reef sharks'], level: AOW },
  { name: 'North Malé Atoll, Maldives', short: 'North Malé', country: 'MV', currency: 'USD', kinds: ['day', 'liveaboard'], usdPerDay: [150, 260], highlights: ['Banana Reef caves and overhangs', 'Manta Point in the north-east monsoon', 'the Maldive Victory wreck'], level: OW },
  { name: 'Similan Islands, Andaman Sea', short: 'the Similans', country: 'TH', currency: 'THB', kinds: ['liveaboard'], usdPerDay: [150, 240], highlights: ['Elephant Head Rock swim-throughs', 'Richelieu Rock, whale shark territory', 'Koh Bon manta ridge'], level: OW, season: [10, 11, 12, 1, 2, 3, 4, 5] },
  { name: 'Koh Tao, Surat Thani', short: 'Koh Tao', country: 'TH', currency: 'THB', kinds: ['day'], usdPerDay: [40, 75], highlights: ['Chumphon Pinnacle and Sail Rock', 'the HTMS Sattakut wreck', 'relaxed training dives in Aow Leuk bay'], level: OW },
  { name: 'Blue Corner, Palau', short: 'Blue Corner', country: 'PW', currency: 'USD', kinds: ['day', 'liveaboard'], usdPerDay: [190, 300], highlights: ['hooking in for grey reef sharks at Blue Corner', 'the German Channel manta station', 'a snorkel in Jellyfish Lake'], level: AOW },
  { name: 'Poor Knights Islands', short: 'the Poor Knights', country: 'NZ', currency: 'NZD', kinds: ['day'], usdPerDay: [140, 210], highlights: ['Rikoriko, the largest sea cave in the world', 'stingray season in summer', 'subtropical fish in a temperate sea'], level: OW },
  { name: "Medes Islands, L'Estartit", short: 'the Medes Islands', country: 'ES', currency: 'EUR', kinds: ['day', 'shore'], usdPerDay: [60, 110], highlights: ['giant groupers in a protected reserve', 'red coral and gorgonians below 20 m', 'the Dofi tunnels'], level: OW, season: [4, 5, 6, 7, 8, 9, 10] },
  { name: 'Cabo de Palos, Murcia', short: 'Cabo de Palos', country: 'ES', currency: 'EUR', kinds: ['day'], usdPerDay: [60, 100], highlights: ['Bajo de Dentro amberjacks and barracuda', 'the Naranjito and Sirio wrecks', 'a marine reserve thick with life'], level: AOW },
  { name: 'Azores, Santa Maria', short: 'the Azores', country: 'PT', currency: 'EUR', kinds: ['day', 'liveaboard'], usdPerDay: [120, 220], highlights: ['mobula rays by the dozen at Ambrósio', 'blue and mako sharks offshore', 'Princess Alice Bank in midsummer'], level: AOW, season: [6, 7, 8, 9, 10] },
  { name: 'Farasan Islands, Jazan', short: 'the Farasan Islands', country: 'SA', currency: 'SAR', kinds: ['liveaboard', 'day'], usdPerDay: [160, 260], highlights: ['untouched reefs with almost no other boats', 'dugongs in the seagrass', 'whale sharks in spring'], level: AOW },
  { name: 'Port-Cros National Park', short: 'Port-Cros', country: 'FR', currency: 'EUR', kinds: ['day'], usdPerDay: [70, 120], highlights: ['La Gabinière groupers', 'posidonia meadows full of life', 'the Donator wreck for experienced divers'], level: OW, season: [4, 5, 6, 7, 8, 9, 10] },
  { name: 'Portofino Marine Reserve', short: 'Portofino', country: 'IT', currency: 'EUR', kinds: ['day'], usdPerDay: [70, 120], highlights: ['the Christ of the Abyss statue', 'red gorgonian forests', 'the Mohawk Deer wreck'], level: OW },
  { name: 'Fernando de Noronha', short: 'Noronha', country: 'BR', currency: 'BRL', kinds: ['day'], usdPerDay: [110, 190], highlights: ['spinner dolphins in the bay', 'the Ipiranga corvette wreck', 'over 40 m of visibility'], level: OW },
  { name: 'Gulen, Vestland', short: 'Gulen', country: 'NO', currency: 'NOK', kinds: ['cold', 'day'], usdPerDay: [120, 190], highlights: ['wrecks from the Second World War', 'cold-water corals and wolffish', 'fjord dives in glassy water'], level: 'Dry Suit Diver' },
  { name: 'Kerama Islands, Okinawa', short: 'Kerama', country: 'JP', currency: 'JPY', kinds: ['day'], usdPerDay: [110, 170], highlights: ['turtles resting on clean hard coral', 'Kerama blue water', 'humpback whale watching in winter'], level: OW },
  { name: 'Aliwal Shoal, KwaZulu-Natal', short: 'Aliwal Shoal', country: 'ZA', currency: 'ZAR', kinds: ['day'], usdPerDay: [70, 120], highlights: ['ragged-tooth sharks from June to November', 'baited oceanic blacktip dives', 'the Produce wreck'], level: AOW },
];
