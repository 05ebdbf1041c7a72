/** Why an admin rejected something: the reasons the demo's review histories carry. */

/** Rejections of dive-master certifications. */
export const CERTIFICATION_REASONS: readonly string[] = [
  'The photo of the card is too blurry to read the number. Please upload a sharper scan of both sides.',
  'The name on the card does not match the name on the account.',
  'This is a recreational rating. Listing trips needs Divemaster (or an equivalent professional rating) or higher.',
  'The agency could not confirm this card number. Please check it or send your member verification.',
  'Your teaching status has expired. Please upload proof of renewal for this year.',
  'Only the front of the card was uploaded; we also need the back with the issue date.',
  'The document looks edited. Please send the original e-card screenshot from the agency app.',
];

/** Rejections of trips. */
export const TRIP_REASONS: readonly string[] = [
  'The price leaves out the marine park fee. Please list every mandatory fee in the price or the description.',
  'These dates fall outside the park season; the site is closed to diving then.',
  'The photos are not from this location. Please use your own pictures of the trip.',
  'Capacity is higher than the boat is licensed for. Please correct the number of places.',
  'Please remove "guaranteed sightings": we do not allow promises about wildlife.',
  'The minimum certification level is missing. This site needs Advanced Open Water or equivalent.',
  'The meeting point and the daily schedule are missing from the description.',
  'The description mentions payment outside the platform, which is not allowed.',
  'Deep dives below 40 m need a technical certification requirement in the listing.',
];

/** Rejections of products. */
export const PRODUCT_REASONS: readonly string[] = [
  'Used regulators must state the date of the last service and who did it.',
  'The photos show a different model from the one in the title.',
  'Courses must name the certifying agency and say what the price includes (materials, certification fee).',
  'The price looks like a typo; please check the number of zeros.',
  'The listing contains a phone number; buyers must contact sellers through the platform.',
  'Replica and unbranded copies of branded equipment are not allowed.',
  'Used BCDs need the date of the last inflator and dump-valve check.',
  'Please say whether the dive computer battery was replaced and when.',
];
