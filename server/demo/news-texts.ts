/**
 * The demo's twelve news articles: title, summary and content in the Markdown subset of docs/api.md
 * (headings, lists, bold, italic, code, https and mailto links only).
 */

export interface Article {
  title: string;
  summary: string;
  content: string;
  /** News cover number (1–6), or null for none. */
  cover: number | null;
  published: boolean;
}

export const ARTICLES: readonly Article[] = [
  {
    title: 'Certification checks are now faster',
    summary: 'Dive masters now hear back about their certification within two working days, and rejections always say what to fix.',
    cover: 1,
    published: true,
    content: `## What changed

Every dive master who lists trips on the marketplace is checked by our team first. Until now that took up to a week; from today the target is **two working days**.

- We verify the card number with the agency (PADI, SSI, NAUI, CMAS or SDI).
- We compare the name on the card with the name on the account.
- A rejection always comes with a *reason*, so you know exactly what to upload next.

## Tips for a smooth check

1. Upload a sharp photo of **both sides** of the card, or a screenshot of the e-card.
2. Make sure your teaching status is current if you list courses.
3. Use the same name as on the card.

Questions? Write to [pros@diving.test](mailto:pros@diving.test).`,
  },
  {
    title: 'Tubbataha season: book before the boats fill up',
    summary: 'The Tubbataha Reefs open to liveaboards only from March to June. Places go quickly; here is what to know before booking.',
    cover: 2,
    published: true,
    content: `# Tubbataha, three months a year

Tubbataha Reefs Natural Park in the Sulu Sea is a UNESCO World Heritage Site that can only be reached by liveaboard, and only from **mid-March to mid-June**, when the sea is calm enough for the overnight crossing from Puerto Princesa.

## Who should go

The walls start shallow but drop into deep blue water, and currents can be strong. Most operators ask for *Advanced Open Water* and at least 30 logged dives.

## What the price includes

- Full board and up to four dives a day
- The park conservation fee, which funds the rangers living on the atoll
- Nitrox on most boats

Read more about the park on the [UNESCO World Heritage list](https://whc.unesco.org/en/list/653).`,
  },
  {
    title: 'New: sell your used gear on the marketplace',
    summary: 'Divers can now list second-hand equipment. Our review team checks every listing before it goes live.',
    cover: null,
    published: true,
    content: `## Give your gear a second life

From this week every diver with an account can list used equipment: regulators, BCDs, computers, fins, wetsuits and more.

### What we ask of sellers

- **Regulators**: the date of the last service and who did it.
- **BCDs**: when the inflator and dump valves were last checked.
- **Computers**: whether the battery was replaced, and when.
- Real photos of the item you are selling, not pictures from a catalogue.

Listings without these details are sent back with a note explaining what is missing. Most are approved within a day.`,
  },
  {
    title: 'Red Sea summer: oceanic whitetips are back at the Brothers',
    summary: 'Guides report regular oceanic whitetip encounters at the Brothers and Daedalus. A reminder of the rules for diving with sharks.',
    cover: 3,
    published: true,
    content: `## Sharks at the surface

Every summer oceanic whitetip sharks visit the offshore reefs of the Egyptian Red Sea. Encounters often happen near the surface and at the safety stop.

### Behave like a guest

1. Stay close to your group and to the reef.
2. Do not feed, touch or chase the sharks.
3. Leave the water calmly when your guide signals, without splashing.
4. Keep your safety stop *in the blue* only when your guide says so.

Operators listing Brothers trips must state the minimum experience they require. Trips without it are **not approved**.`,
  },
  {
    title: 'How we review trips',
    summary: 'What our team checks before a trip is published, and the most common reasons a listing is sent back.',
    cover: 4,
    published: true,
    content: `# Behind the review queue

Every trip a dive master submits is read by a person before it appears on the marketplace.

## What we check

- The dates fit the season and the park's opening times.
- The price includes every mandatory fee, or the description lists them.
- The capacity is within what the boat is licensed for.
- The photos are from the operator and the place.

## Most common reasons for a rejection

1. Missing marine park fees
2. Promises of *guaranteed* sightings, which we do not allow
3. No minimum certification level

A rejected trip can be fixed and resubmitted at any time; it goes back to the top of the queue.`,
  },
  {
    title: 'Cenotes: cavern diving, not cave diving',
    summary: 'The cenotes of the Yucatán are open to Open Water divers, as long as the dive stays in the daylight zone with a qualified guide.',
    cover: 5,
    published: true,
    content: `## Light and stone

In a cavern dive the way out is always visible and you stay within the daylight zone, never more than about 60 m from the surface opening. **Cave diving** goes beyond that and needs full cave training.

### Before you go

- Practise buoyancy: silt stirred up by a careless fin kick can hide the exit.
- Bring a torch even in daylight.
- Ask your guide about the *halocline*, where fresh and salt water meet and the view blurs.

Listings for cenote trips must name the guide's cave certification.`,
  },
  {
    title: 'Our office moved to the harbour',
    summary: 'The support team now works from the old port in Barcelona. The phone number and e-mail stay the same.',
    cover: null,
    published: true,
    content: `We have moved! The support team now works from a new office by the old port in Barcelona, a short walk from the boats.

- The address is on the [contact page](https://diving.example.com/contact).
- Phone and WhatsApp numbers stay the same.
- Opening hours: Monday to Friday, 09:00–18:00 CET.

Drop by for a coffee if you are in town.`,
  },
  {
    title: 'Safety first: dive insurance for every trip',
    summary: 'Why we ask every diver to travel with dive accident insurance, and what a good policy covers.',
    cover: 6,
    published: true,
    content: `## Why it matters

A hyperbaric chamber treatment or an evacuation from a remote island can cost more than the trip itself. Ordinary travel insurance often **excludes diving**.

### A good policy covers

1. Recompression treatment in a chamber
2. Evacuation to the nearest suitable hospital
3. Dives to the depth your certification allows

Organisations such as [DAN](https://www.diversalertnetwork.org) offer cover designed for divers. Some liveaboards in Tubbataha, Socorro and the Galápagos will not let you on board without it.`,
  },
  {
    title: 'Draft: Komodo price update for next season',
    summary: 'Park entry and ranger fees in Komodo may change next season; listings will need updating.',
    cover: null,
    published: false,
    content: `## Notes for the article

- Confirm the new fees with two operators in Labuan Bajo before publishing.
- Explain that the **fee is per day**, not per trip.
- Link to the operators' FAQ, not to rumours.

*Waiting for confirmation; do not publish yet.*`,
  },
  {
    title: 'Draft: Silfra winter diving guide',
    summary: 'Diving between two continents in winter: dry suits, cold hands and the clearest water you will ever see.',
    cover: 1,
    published: false,
    content: `# Silfra in winter

The water in Silfra stays at **2–4 °C** all year, so winter changes the surface, not the dive.

## Requirements

- A dry-suit certification, or ten logged dry-suit dives in the last two years
- A medical statement for divers over 45

## To write

1. Interview a local guide about the walk to the entry in snow.
2. Add photos from the February trip.`,
  },
  {
    title: 'Draft: meet our new reviewers',
    summary: 'Three new team members join the review team in Cairo, Cebu and Cancún.',
    cover: null,
    published: false,
    content: `## Welcome to the team

Our review team grows to cover more time zones, so pending listings wait less.

- A dive guide from Dahab who knows every Red Sea operator
- An instructor from Cebu who speaks *Tagalog* and *Cebuano*
- A cavern guide from the Riviera Maya

*Photos and quotes to come.*`,
  },
  {
    title: 'Draft: marketplace fees explained',
    summary: 'What sellers pay, when they pay it, and what the fee covers.',
    cover: 4,
    published: false,
    content: `## The short version

Listing a trip or a product is **free**. We take a commission only when something is sold.

## What the commission covers

1. Secure payments and payouts in the seller's currency
2. The review team and support in four languages
3. Refunds when a trip is cancelled by the operator

Use the code \`DIVEPRO\` in the seller dashboard to see the current rates.`,
  },
];
