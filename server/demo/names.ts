/**
 * People of the demo data: first and last names by country (ISO 3166-1 alpha-2), with some names
 * in their own script, and a phone format per country. E-mail addresses are built from the Latin
 * spelling, on reserved domains only.
 */
import type { Random } from './random';

/** A full name in its own script with its Latin spelling: [first, last, latinFirst, latinLast]. */
type NativeName = readonly [string, string, string, string];

interface NamePool {
  first: readonly string[];
  last: readonly string[];
  native?: readonly NativeName[];
  /** `#` stands for a digit. */
  phone: string;
}

const POOLS: Record<string, NamePool> = {
  ES: { first: ['Lucía', 'Javier', 'Carmen', 'Alejandro', 'Marta', 'Pablo', 'Elena', 'Sergio', 'Nuria', 'Álvaro', 'Irene', 'Jordi'], last: ['García', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Romero', 'Navarro', 'Torres', 'Domínguez', 'Serrano', 'Castillo', 'Puig'], phone: '+34 6## ### ###' },
  MX: { first: ['Sofía', 'Mateo', 'Valentina', 'Santiago', 'Ximena', 'Emiliano', 'Regina', 'Diego', 'Fernanda', 'Leonardo'], last: ['Hernández', 'González', 'Ramírez', 'Cruz', 'Flores', 'Morales', 'Reyes', 'Jiménez', 'Vázquez', 'Ortiz'], phone: '+52 998 ### ####' },
  EG: { first: ['Ahmed', 'Mohamed', 'Mariam', 'Omar', 'Nour', 'Youssef', 'Salma', 'Karim', 'Hana', 'Mostafa'], last: ['Hassan', 'Abdel Rahman', 'El-Sayed', 'Mahmoud', 'Farouk', 'Khalil', 'Soliman', 'Naguib', 'Mansour', 'Fahmy'], native: [['أحمد', 'حسن', 'Ahmed', 'Hassan'], ['مريم', 'فاروق', 'Mariam', 'Farouk'], ['عمر', 'خليل', 'Omar', 'Khalil'], ['نور', 'منصور', 'Nour', 'Mansour']], phone: '+20 10 #### ####' },
  SA: { first: ['Abdullah', 'Faisal', 'Noura', 'Reem', 'Khalid', 'Lama', 'Saud', 'Dana'], last: ['Al-Qahtani', 'Al-Ghamdi', 'Al-Harbi', 'Al-Otaibi', 'Al-Shehri', 'Al-Zahrani'], native: [['فيصل', 'القحطاني', 'Faisal', 'Al-Qahtani'], ['ريم', 'الغامدي', 'Reem', 'Al-Ghamdi'], ['خالد', 'الحربي', 'Khalid', 'Al-Harbi']], phone: '+966 5# ### ####' },
  JO: { first: ['Layla', 'Zaid', 'Rania', 'Tareq', 'Dina', 'Hamza'], last: ['Haddad', 'Nasser', 'Khoury', 'Qasem', 'Barakat', 'Saleh'], native: [['ليلى', 'حداد', 'Layla', 'Haddad'], ['زيد', 'ناصر', 'Zaid', 'Nasser']], phone: '+962 7# ### ####' },
  CN: { first: ['Wei', 'Fang', 'Jing', 'Lei', 'Xiaoling', 'Hao', 'Yan', 'Jun', 'Meiling', 'Tao'], last: ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao', 'Zhou', 'Wu'], native: [['伟', '王', 'Wei', 'Wang'], ['芳', '李', 'Fang', 'Li'], ['静', '张', 'Jing', 'Zhang'], ['浩', '陈', 'Hao', 'Chen'], ['美玲', '刘', 'Meiling', 'Liu']], phone: '+86 13# #### ####' },
  JP: { first: ['Haruto', 'Yui', 'Sota', 'Aoi', 'Ren', 'Hina', 'Kenji', 'Yuki', 'Takumi', 'Sakura'], last: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Kato'], native: [['陽翔', '佐藤', 'Haruto', 'Sato'], ['結衣', '鈴木', 'Yui', 'Suzuki'], ['健二', '渡辺', 'Kenji', 'Watanabe'], ['さくら', '田中', 'Sakura', 'Tanaka']], phone: '+81 90 #### ####' },
  ID: { first: ['Putu', 'Made', 'Komang', 'Ayu', 'Dewi', 'Budi', 'Siti', 'Agus', 'Rizky', 'Intan'], last: ['Wijaya', 'Santoso', 'Pratama', 'Saputra', 'Kusuma', 'Hidayat', 'Setiawan', 'Nugroho', 'Lestari', 'Wibowo'], phone: '+62 812 #### ####' },
  PH: { first: ['Maria', 'Jose', 'Angelica', 'Mark', 'Kristine', 'Paolo', 'Jasmine', 'Carlo', 'Bea', 'Miguel'], last: ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Ocampo', 'Garcia', 'Mendoza', 'Villanueva', 'Dela Cruz', 'Aquino'], phone: '+63 917 ### ####' },
  AU: { first: ['Jack', 'Olivia', 'Liam', 'Chloe', 'Noah', 'Mia', 'Lachlan', 'Isla', 'Cooper', 'Matilda'], last: ['Smith', 'Jones', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Nguyen', 'Kelly', 'Mitchell', "O'Brien"], phone: '+61 4## ### ###' },
  NO: { first: ['Ingrid', 'Lars', 'Sigrid', 'Magnus', 'Astrid', 'Håkon', 'Nora', 'Eirik', 'Solveig', 'Torbjørn'], last: ['Hansen', 'Johansen', 'Olsen', 'Larsen', 'Andersen', 'Berg', 'Haugen', 'Dahl', 'Lie', 'Bakken'], phone: '+47 9## ## ###' },
  TH: { first: ['Somchai', 'Ploy', 'Anan', 'Nicha', 'Kittipong', 'Pimchanok', 'Chaiwat', 'Siriporn', 'Thanawat', 'Naree'], last: ['Srisuk', 'Chaiyaporn', 'Wongsawat', 'Saetang', 'Rattanakorn', 'Boonmee', 'Kaewmanee', 'Phromma', 'Suwannarat'], native: [['สมชาย', 'ศรีสุข', 'Somchai', 'Srisuk'], ['พลอย', 'บุญมี', 'Ploy', 'Boonmee']], phone: '+66 8# ### ####' },
  BR: { first: ['João', 'Ana', 'Lucas', 'Beatriz', 'Gabriel', 'Larissa', 'Rafael', 'Camila', 'Thiago', 'Juliana'], last: ['Silva', 'Santos', 'Oliveira', 'Souza', 'Costa', 'Pereira', 'Almeida', 'Ferreira', 'Carvalho', 'Ribeiro'], phone: '+55 81 9#### ####' },
  FR: { first: ['Camille', 'Louis', 'Léa', 'Hugo', 'Manon', 'Théo', 'Chloé', 'Julien', 'Élodie', 'Mathieu'], last: ['Martin', 'Bernard', 'Dubois', 'Moreau', 'Laurent', 'Lefèvre', 'Girard', 'Roux', 'Fontaine', 'Marchand'], phone: '+33 6 ## ## ## ##' },
  IT: { first: ['Giulia', 'Marco', 'Francesca', 'Luca', 'Chiara', 'Matteo', 'Alessia', 'Davide', 'Sara', 'Lorenzo'], last: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco'], phone: '+39 3## ### ####' },
  PT: { first: ['Inês', 'Tiago', 'Mariana', 'Rui', 'Beatriz', 'Duarte'], last: ['Sousa', 'Rodrigues', 'Martins', 'Gonçalves', 'Pinto', 'Medeiros'], phone: '+351 91# ### ###' },
  DE: { first: ['Lena', 'Jonas', 'Anna', 'Felix', 'Laura', 'Lukas'], last: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Wagner'], phone: '+49 15# #######' },
  GB: { first: ['Oliver', 'Amelia', 'Harry', 'Emily', 'George', 'Charlotte'], last: ['Taylor', 'Evans', 'Walsh', 'Hughes', 'Clarke', 'Davies'], phone: '+44 7### ######' },
  US: { first: ['Emma', 'Ethan', 'Madison', 'Tyler', 'Ashley', 'Brandon'], last: ['Johnson', 'Miller', 'Davis', 'Rodriguez', 'Anderson', 'Thompson'], phone: '+1 305 555 01##' },
  MY: { first: ['Nurul', 'Ahmad', 'Siti', 'Hafiz', 'Mei Ling', 'Wei Jie'], last: ['Abdullah', 'Ismail', 'Tan', 'Lim', 'Rahman', 'Ong'], phone: '+60 12 ### ####' },
  NZ: { first: ['Aroha', 'Nikau', 'Ruby', 'Finn', 'Maia', 'Tama'], last: ['Ngata', 'Walker', 'Parata', 'Thompson', 'Henare', 'Wilson'], phone: '+64 21 ### ####' },
};

/** Every country with a name pool. */
export const NAME_COUNTRIES: readonly string[] = Object.keys(POOLS);

/** A generated person: display names (maybe in their own script) and the Latin spelling. */
export interface Person {
  firstName: string;
  lastName: string;
  latinFirst: string;
  latinLast: string;
  country: string;
}

/** A person from `country`'s pool; `nativeShare` (0–1) of those with native names use them. */
export function personFrom(rng: Random, country: string, nativeShare = 0.3): Person {
  const pool = POOLS[country] ?? POOLS.GB;
  if (!pool) throw new Error(`No name pool for ${country}`);
  if (pool.native && rng.chance(nativeShare)) {
    const [firstName, lastName, latinFirst, latinLast] = rng.pick(pool.native);
    return { firstName, lastName, latinFirst, latinLast, country };
  }
  const firstName = rng.pick(pool.first);
  const lastName = rng.pick(pool.last);
  return { firstName, lastName, latinFirst: firstName, latinLast: lastName, country };
}

/** A phone number in `country`'s format (international notation). */
export function phoneFor(rng: Random, country: string): string {
  return rng.digits(POOLS[country]?.phone ?? '+44 7### ######');
}

const SPECIAL: Record<string, string> = { ø: 'o', æ: 'ae', ß: 'ss', ł: 'l', đ: 'd', ı: 'i' };

/** Lower-case ASCII letters and digits only: "Torbjørn O'Brien" → "torbjornobrien". */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[øæßłđı]/g, (c) => SPECIAL[c] ?? '')
    .normalize('NFD')
    .replace(/[^a-z0-9]/g, '');
}

const DOMAINS: readonly (readonly [string, number])[] = [['example.com', 6], ['example.org', 2], ['example.net', 2]];

/**
 * A unique e-mail address for a person on a reserved domain, varying the local part's style;
 * `taken` collects the addresses used so far (lower case).
 */
export function emailFor(rng: Random, person: Person, taken: Set<string>): string {
  const first = slug(person.latinFirst) || 'diver';
  const last = slug(person.latinLast) || 'sea';
  const domain = rng.weighted(DOMAINS);
  const style = rng.int(0, 3);
  const local = style === 0 ? `${first}.${last}` : style === 1 ? `${first}${last}` : style === 2 ? `${first.charAt(0)}.${last}` : `${first}.${last}${rng.int(1, 99)}`;
  let address = `${local}@${domain}`;
  for (let n = 2; taken.has(address); n++) address = `${local}${n}@${domain}`;
  taken.add(address);
  return address;
}
