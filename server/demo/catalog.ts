/**
 * What the demo marketplace sells: real equipment, apparel, accessories and courses with a
 * new price in US dollars, the generated picture that fits (`demo-product-NN.png`) and a
 * description sellers could have written.
 */
import type { ProductCategory } from '../../src/contract';

export interface CatalogItem {
  name: string;
  category: ProductCategory;
  /** Price new, in US dollars. */
  usd: number;
  /** Numbers of the product pictures (1–12) that fit. */
  pictures: readonly number[];
  description: string;
}

/** Picture numbers by subject: 1 regulator, 2 BCD, 3 computer, 4 fins, 5 mask, 6 wetsuit, 7 rash guard, 8 torch, 9 SMB, 10 bag, 11 logbook, 12 dive flag. */
const P = { regulator: [1], bcd: [2], computer: [3], fins: [4], mask: [5], wetsuit: [6], rash: [7], torch: [8], smb: [9], bag: [10], course: [11, 12] } as const;

/** The catalogue, about forty items across the four categories. */
export const CATALOG: readonly CatalogItem[] = [
  { name: 'Apeks XTX50 regulator set', category: 'equipment', usd: 720, pictures: P.regulator, description: 'Environmentally sealed first stage with a balanced second stage that breathes easily at depth. Cold-water rated, comes with octopus and LP hoses.' },
  { name: 'Scubapro MK25 EVO / S620Ti regulator', category: 'equipment', usd: 980, pictures: P.regulator, description: 'Air-balanced piston first stage paired with the titanium S620Ti. A workhorse that instructors trust for thousands of dives.' },
  { name: 'Aqualung Legend LX regulator', category: 'equipment', usd: 850, pictures: P.regulator, description: 'Auto-closure first stage, adjustable inhalation effort and a comfortable Comfo-Bite mouthpiece.' },
  { name: 'Mares Abyss 22 Navy II regulator', category: 'equipment', usd: 430, pictures: P.regulator, description: 'Simple, rugged and deep rated: the classic diaphragm regulator many dive centres rent out.' },
  { name: 'Scubapro Hydros Pro BCD', category: 'equipment', usd: 890, pictures: P.bcd, description: 'Moulded monprene harness that dries fast and travels light, with integrated weight pockets and a modular design.' },
  { name: 'Aqualung Pro HD BCD', category: 'equipment', usd: 520, pictures: P.bcd, description: 'Back-inflate-style comfort in a jacket BCD: rugged 1000-denier fabric, SureLock II weight system, lots of D-rings.' },
  { name: 'Halcyon Eclipse 30 lb wing with harness', category: 'equipment', usd: 610, pictures: P.bcd, description: 'Backplate and wing for single tanks: stainless plate, continuous harness, 30 lb bladder.' },
  { name: 'Shearwater Perdix 2 dive computer', category: 'equipment', usd: 1150, pictures: P.computer, description: 'Full-colour screen, Bühlmann ZHL-16C with gradient factors, nitrox and trimix, user-replaceable battery.' },
  { name: 'Shearwater Teric wrist computer', category: 'equipment', usd: 1250, pictures: P.computer, description: 'Watch-sized AMOLED computer with air integration, freediving mode and wireless charging.' },
  { name: 'Suunto D5 dive computer', category: 'equipment', usd: 780, pictures: P.computer, description: 'Colour display, Bluetooth log upload to the Suunto app, rechargeable with the USB cable included.' },
  { name: 'Garmin Descent Mk3 43 mm', category: 'equipment', usd: 1200, pictures: P.computer, description: 'Dive computer and smartwatch in one, with multi-gas support and surface GPS for entry and exit points.' },
  { name: 'Mares Puck Pro+ dive computer', category: 'equipment', usd: 240, pictures: P.computer, description: 'An easy first computer: big digits, one button, nitrox up to 99 %.' },
  { name: 'Scubapro Seawing Nova fins', category: 'equipment', usd: 210, pictures: P.fins, description: 'Articulated blade for powerful kicks with little effort; bungee heel straps included.' },
  { name: 'Mares Avanti Quattro+ fins', category: 'equipment', usd: 150, pictures: P.fins, description: 'The four-channel open-heel fin, stiff enough for current, light enough for travel.' },
  { name: 'Apeks RK3 HD fins', category: 'equipment', usd: 190, pictures: P.fins, description: 'Heavy-duty rubber fins for frog kick and back kick, a favourite of tech and cave divers.' },
  { name: 'Atomic Venom Frameless mask', category: 'accessories', usd: 190, pictures: P.mask, description: 'Schott Superwite glass for true colours and a wide field of view; Gummi Bear skirt for a soft seal.' },
  { name: 'Cressi Big Eyes Evolution mask', category: 'accessories', usd: 75, pictures: P.mask, description: 'Teardrop lenses close to the eyes for a wide view and easy equalising.' },
  { name: 'Waterproof W4 5 mm wetsuit', category: 'apparel', usd: 560, pictures: P.wetsuit, description: 'Full suit with 3D-shaped panels, double collar and ankle zips. Warm and easy to get into.' },
  { name: 'Fourth Element Proteus II 5 mm', category: 'apparel', usd: 430, pictures: P.wetsuit, description: 'Made with recycled plastic bottles and limestone neoprene; back zip, knee pads.' },
  { name: 'Scubapro Definition 3 mm steamer', category: 'apparel', usd: 260, pictures: P.wetsuit, description: 'Stretchy 3 mm suit for tropical water, back zip with a generous pull strap.' },
  { name: 'Bare Velocity 7 mm semi-dry', category: 'apparel', usd: 540, pictures: P.wetsuit, description: 'Glide-skin seals at wrists, ankles and neck keep water exchange low on long dives in cool water.' },
  { name: 'Mares Trilastic 5 mm shorty', category: 'apparel', usd: 160, pictures: P.wetsuit, description: 'A warm shorty for summer in the Mediterranean and snorkelling trips.' },
  { name: 'Fourth Element Hydroskin long-sleeve top', category: 'apparel', usd: 95, pictures: P.rash, description: 'A thin thermal layer with UPF 50+ for surface intervals and warm-water dives.' },
  { name: 'Long-sleeve rash guard UPF 50+', category: 'apparel', usd: 45, pictures: P.rash, description: 'Quick-dry recycled polyester; protects against sun and stingers on snorkel breaks.' },
  { name: 'Neoprene hooded vest 5/3 mm', category: 'apparel', usd: 110, pictures: P.rash, description: 'Adds warmth under a wetsuit and stops the water flushing down your back.' },
  { name: 'OrcaTorch D710 dive torch', category: 'accessories', usd: 120, pictures: P.torch, description: '3000 lumens, 10° beam, magnetic switch and a USB-C rechargeable 21700 cell.' },
  { name: 'Light & Motion Sola Video 3800', category: 'accessories', usd: 640, pictures: P.torch, description: 'Wide, even video light with red mode for approaching shy critters at night.' },
  { name: 'Bigblue AL1300NP backup torch', category: 'accessories', usd: 85, pictures: P.torch, description: 'Compact backup light with a narrow beam for signalling; fits a BCD pocket.' },
  { name: 'Halcyon 1.8 m surface marker buoy', category: 'accessories', usd: 90, pictures: P.smb, description: 'High-visibility closed SMB with an overpressure valve; pair it with a spool.' },
  { name: 'Apeks SMB with 30 m spool', category: 'accessories', usd: 110, pictures: P.smb, description: 'Orange marker with reflective tape and a finger spool with a double-ender.' },
  { name: 'Scubapro Sport 60 duffle', category: 'accessories', usd: 120, pictures: P.bag, description: 'A roomy travel bag for a full kit, with a separate wet compartment and backpack straps.' },
  { name: 'Mares Cruise mesh backpack', category: 'accessories', usd: 60, pictures: P.bag, description: 'Mesh bag that drains on the boat and folds flat in a suitcase.' },
  { name: 'PADI Open Water Diver course', category: 'courses', usd: 480, pictures: P.course, description: 'Four days: eLearning or classroom theory, five confined-water sessions and four open-water dives. Certification fee and equipment included.' },
  { name: 'SSI Open Water Diver course', category: 'courses', usd: 440, pictures: P.course, description: 'Digital learning materials, pool training and four open-water dives with an SSI instructor. All equipment included.' },
  { name: 'PADI Advanced Open Water Diver course', category: 'courses', usd: 390, pictures: P.course, description: 'Five adventure dives over two days, including deep and underwater navigation.' },
  { name: 'PADI Rescue Diver course', category: 'courses', usd: 450, pictures: P.course, description: 'Three days of self-rescue, panicked-diver and missing-diver scenarios. Requires Emergency First Response within 24 months.' },
  { name: 'Emergency First Response (primary and secondary care)', category: 'courses', usd: 160, pictures: P.course, description: 'CPR, AED use and first aid in one day; the prerequisite for Rescue Diver.' },
  { name: 'Enriched Air Nitrox specialty', category: 'courses', usd: 220, pictures: P.course, description: 'Theory, analysing your own tank and two optional dives on nitrox up to 40 %.' },
  { name: 'PADI Divemaster course', category: 'courses', usd: 1100, pictures: P.course, description: 'Six weeks of mentoring on real dives, stamina tests, dive planning and assisting instructors. Materials and membership fee not included.' },
  { name: 'SSI Deep Diving specialty', category: 'courses', usd: 290, pictures: P.course, description: 'Four dives to a maximum of 40 m, gas planning and managing narcosis.' },
  { name: 'SDI Solo Diver course', category: 'courses', usd: 330, pictures: P.course, description: 'Self-sufficiency, redundant gas and planning for divers with at least 100 logged dives.' },
  { name: 'Sidemount diver course', category: 'courses', usd: 420, pictures: P.course, description: 'Configuration, trim and gas switching over two days and four dives. Tanks included.' },
];
