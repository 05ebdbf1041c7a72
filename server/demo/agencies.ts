/**
 * Diving agencies of the demo data with their real professional ratings (lowest first) and a
 * plausible card-number format for each.
 */
import type { Random } from './random';

interface Agency {
  name: string;
  weight: number;
  levels: readonly string[];
  number(rng: Random, country: string): string;
}

const AGENCIES: readonly Agency[] = [
  {
    name: 'PADI',
    weight: 45,
    levels: ['Divemaster', 'Assistant Instructor', 'Open Water Scuba Instructor', 'Master Scuba Diver Trainer', 'IDC Staff Instructor', 'Master Instructor', 'Course Director'],
    number: (rng) => `PADI-${rng.digits('######')}`,
  },
  {
    name: 'SSI',
    weight: 25,
    levels: ['Dive Guide', 'Divemaster', 'Assistant Instructor', 'Open Water Instructor', 'Advanced Open Water Instructor', 'Instructor Trainer'],
    number: (rng) => `SSI-${rng.int(1, 9)}${rng.digits('######')}`,
  },
  {
    name: 'CMAS',
    weight: 12,
    levels: ['3-Star Diver', '1-Star Instructor', '2-Star Instructor', '3-Star Instructor'],
    number: (rng, country) => `CMAS-${country}-${rng.digits('F##')}-${rng.digits('######')}`,
  },
  {
    name: 'SDI',
    weight: 10,
    levels: ['Divemaster', 'Assistant Instructor', 'Open Water Scuba Diver Instructor', 'Instructor Trainer'],
    number: (rng) => `SDI-${rng.int(1, 9)}${rng.digits('####')}`,
  },
  {
    name: 'NAUI',
    weight: 8,
    levels: ['Divemaster', 'Assistant Instructor', 'Instructor', 'Instructor Trainer', 'Course Director'],
    number: (rng) => `NAUI-${rng.int(1, 9)}${rng.digits('####')}`,
  },
];

/** Names of the agencies the data uses. */
export const AGENCY_NAMES: readonly string[] = AGENCIES.map((a) => a.name);

/** A professional certification: agency, level (lower ratings more common) and card number. */
export function certificationFor(rng: Random, country: string | null): { agency: string; level: string; number: string } {
  const agency = rng.weighted(AGENCIES.map((a) => [a, a.weight] as const));
  const levels = agency.levels.map((level, i) => [level, 1 / (i + 1) ** 1.3] as const);
  return { agency: agency.name, level: rng.weighted(levels), number: agency.number(rng, country ?? 'INT') };
}
