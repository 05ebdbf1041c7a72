/**
 * Demo products: catalogue items sold new by dive centres or second-hand by divers, courses by
 * approved dive masters, priced in the seller's currency, each with its review timeline.
 */
import type { Product, ProductCondition, ReviewStatus } from '../../src/contract';
import { CATALOG, type CatalogItem } from './catalog';
import { imageUrl } from './images';
import { currencyOf, priceIn } from './money';
import { DIVE_SITES } from './places';
import type { Random } from './random';
import { PRODUCT_REASONS } from './reasons';
import { reviewTimeline, reviewedFields, submitterOf, type Reviewer } from './reviews';
import { DAY_MS, monthYear } from './time';
import type { DemoUser } from './types';

export interface ProductsOptions {
  count: number;
  diveMasters: readonly DemoUser[];
  divers: readonly DemoUser[];
  admins: readonly Reviewer[];
  now: number;
  nextId: () => string;
}

const STOCK: Record<Product['category'], readonly [number, number]> = { equipment: [1, 12], apparel: [2, 20], accessories: [2, 30], courses: [2, 8] };
const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'MT', 'LT'];
const NEW_NOTES = ['New in the box with the full manufacturer warranty.', 'Brand new, shipped within two working days.', 'New, last season’s colour at a lower price.'];
/** The language a course is taught in besides English, by the instructor's country. */
const LANGUAGES: Record<string, string> = {
  ES: 'Spanish', MX: 'Spanish', FR: 'French', IT: 'Italian', PT: 'Portuguese', BR: 'Portuguese', DE: 'German', NO: 'Norwegian',
  EG: 'Arabic', SA: 'Arabic', JO: 'Arabic', CN: 'Mandarin', JP: 'Japanese', ID: 'Bahasa Indonesia', MY: 'Malay', PH: 'Tagalog', TH: 'Thai',
};

/** The seller's own words about a used item: age, dives, service dates. */
function usedNotes(rng: Random, item: CatalogItem, now: number): string {
  const bought = now - rng.int(8, 60) * 30 * DAY_MS;
  const serviced = now - rng.int(1, 14) * 30 * DAY_MS;
  const notes = [`Used, bought in ${monthYear(bought)}; about ${rng.int(2, 30) * 5} dives, always rinsed in fresh water.`];
  if (/regulator/i.test(item.name)) notes.push(`Last service ${monthYear(serviced)} at an authorised centre, receipt included.`);
  if (/computer/i.test(item.name)) notes.push(`Battery replaced ${monthYear(serviced)}.`);
  if (/BCD|wing/.test(item.name)) notes.push(`Inflator and dump valves checked ${monthYear(serviced)}; holds air overnight.`);
  if (item.category === 'apparel') notes.push(`Size ${rng.pick(SIZES)}; no tears, the zip runs smoothly.`);
  if (/fins/i.test(item.name)) notes.push(`Size ${rng.pick(['S', 'M', 'L', 'XL'])}, light scuffs on the blades.`);
  return notes.join(' ');
}

function newNotes(rng: Random, item: CatalogItem, seller: DemoUser): string {
  if (item.category === 'courses') {
    const sites = DIVE_SITES.filter((s) => s.country === seller.country);
    const where = sites.length > 0 ? rng.pick(sites).short : 'our home reef';
    const local = LANGUAGES[seller.country ?? ''];
    const languages = local ? `English and ${local}` : 'English';
    return `Taught at ${where} in groups of up to ${rng.int(3, 6)} students; languages: ${languages}.`;
  }
  if (item.category === 'apparel') return `New with tags; sizes ${rng.sample(SIZES, 3).join(', ')} in stock.`;
  return rng.pick(NEW_NOTES);
}

/** `count` products, sellers drawn from the dive masters and divers given. */
export function generateProducts(rng: Random, options: ProductsOptions): Product[] {
  const { now, admins } = options;
  const teachers = options.diveMasters.filter((u) => u.certification?.status === 'approved');
  const products: Product[] = [];
  for (let i = 0; i < options.count; i++) {
    const r = rng.fork(`product/${i}`);
    const status = r.weighted<ReviewStatus>([['approved', 55], ['pending', 28], ['rejected', 17]]);
    const item = r.pick(CATALOG);
    const course = item.category === 'courses';
    const byMaster = course || options.divers.length === 0 || r.chance(0.55);
    const seller = byMaster ? r.pick(course && teachers.length > 0 ? teachers : options.diveMasters) : r.pick(options.divers);
    const condition: ProductCondition = course ? 'new' : r.chance(seller.role === 'diver' ? 0.8 : 0.25) ? 'used' : 'new';
    const used = condition === 'used';
    const usd = item.usd * (used ? r.float(0.4, 0.7) : r.float(0.9, 1.1));
    const [minStock, maxStock] = STOCK[item.category];
    const since = Math.max(Date.parse(seller.certification?.reviewedAt ?? seller.createdAt), now - 540 * DAY_MS);
    const timeline = reviewTimeline(r, { status, from: since, to: now, admins, reasons: PRODUCT_REASONS });
    products.push({
      id: options.nextId(),
      name: item.name,
      description: `${item.description}\n\n${used ? usedNotes(r, item, now) : newNotes(r, item, seller)}`,
      category: item.category,
      condition,
      price: priceIn(usd, currencyOf(seller.country), !used && !course && r.chance(0.5)),
      stock: used ? 1 : r.int(minStock, maxStock),
      seller: submitterOf(seller),
      images: item.pictures.map((n) => imageUrl('product', n)),
      ...reviewedFields(status, timeline),
    });
  }
  return products;
}
