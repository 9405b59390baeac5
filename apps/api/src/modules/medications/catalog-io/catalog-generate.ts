import { CATALOG_COLUMNS } from './catalog-row';
import { csvField } from './csv';

/**
 * A synthetic catalogue for benchmarks: N medications (two pricings each) with plausible
 * names built from real drug-name stems and suffixes, real strengths and forms. Deterministic
 * for a given seed, so two benchmark runs load the same data.
 */
const STEMS = [
  'ator',
  'rosu',
  'simva',
  'prava',
  'lova',
  'met',
  'glipi',
  'sita',
  'lisino',
  'enala',
  'losar',
  'valsar',
  'amlo',
  'nifedi',
  'metopro',
  'carvedi',
  'propra',
  'levo',
  'sertra',
  'fluox',
  'parox',
  'citalo',
  'escitalo',
  'bupro',
  'venla',
  'dulox',
  'trazo',
  'gaba',
  'prega',
  'lamo',
  'levetira',
  'topira',
  'omepra',
  'pantopra',
  'esomepra',
  'famo',
  'ondan',
  'monte',
  'cetiri',
  'lorata',
  'fluti',
  'budeso',
  'albu',
  'predni',
  'methylpred',
  'amoxi',
  'azithro',
  'doxy',
  'cipro',
  'levoflo',
  'cephal',
  'clinda',
  'nitrofur',
  'valacy',
  'acyclo',
  'oselta',
  'tamsu',
  'finaste',
  'silde',
  'tada',
  'warfa',
  'apixa',
  'rivaroxa',
  'clopido',
  'furose',
  'hydrochloro',
  'spirono',
  'allopuri',
  'colchi',
  'meloxi',
  'ibupro',
  'napro',
  'diclofe',
  'cyclobenza',
  'tizani',
  'baclo',
  'quetia',
  'arip',
  'olanza',
  'risperi',
  'zolpi',
  'hydroxyz',
  'estra',
  'progest',
  'norethin',
  'medroxy',
  'alendro',
];
const SUFFIXES = [
  'statin',
  'formin',
  'zide',
  'pril',
  'sartan',
  'dipine',
  'lol',
  'xetine',
  'pram',
  'pion',
  'faxine',
  'pentin',
  'balin',
  'trigine',
  'cetam',
  'mate',
  'prazole',
  'tidine',
  'setron',
  'lukast',
  'zine',
  'tadine',
  'casone',
  'sonide',
  'terol',
  'sone',
  'cillin',
  'mycin',
  'cycline',
  'floxacin',
  'exin',
  'vir',
  'losin',
  'steride',
  'fil',
  'farin',
  'xaban',
  'grel',
  'mide',
  'lactone',
  'nol',
  'cine',
  'xicam',
  'fen',
  'xen',
  'prine',
  'dine',
  'pine',
  'zole',
  'done',
  'dem',
  'diol',
  'sterone',
  'drone',
  'nate',
];
const BRAND_PREFIX = ['Zo', 'Cla', 'Ven', 'Lu', 'Tri', 'Xa', 'Pra', 'No', 'Ely', 'Qui', 'Re', 'Sy', 'Ta', 'Vy'];
const BRAND_SUFFIX = ['rix', 'vana', 'tiva', 'zeon', 'lora', 'quel', 'dara', 'nex', 'vela', 'trex', 'mira'];
const STRENGTHS = [
  '2.5 mg',
  '5 mg',
  '10 mg',
  '20 mg',
  '25 mg',
  '40 mg',
  '50 mg',
  '100 mg',
  '250 mg',
  '500 mg',
  '1,000 mg',
  '50 mcg',
  '0.1%',
];
const FORMS = [
  ['tablet', 'tablets'],
  ['capsule', 'capsules'],
  ['extended-release tablet', 'tablets'],
  ['delayed-release capsule', 'capsules'],
  ['oral solution', 'mL'],
  ['cream', 'g'],
  ['eye drops', 'mL'],
  ['inhaler', 'inhalers'],
] as const;
const USES = [
  'lower cholesterol',
  'control blood sugar',
  'treat high blood pressure',
  'treat depression and anxiety',
  'relieve nerve pain',
  'prevent seizures',
  'reduce stomach acid',
  'relieve allergy symptoms',
  'treat asthma',
  'treat bacterial infections',
  'treat viral infections',
  'relieve pain and inflammation',
  'prevent blood clots',
  'treat an enlarged prostate',
  'support thyroid function',
  'relieve muscle spasms',
  'help with sleep',
];

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

const money = (cents: number) => (cents / 100).toFixed(2);

export function* generateCatalogCsv(count: number, seed = 42): Generator<string> {
  const random = mulberry32(seed);
  yield `${CATALOG_COLUMNS.join(',')}\n`;
  const seen = new Set<string>();
  let made = 0;
  let serial = 0;
  while (made < count) {
    serial++;
    const generic = `${pick(random, STEMS)}${pick(random, SUFFIXES)}`;
    const isBrand = random() < 0.18;
    const brand = random() < 0.5 || isBrand ? `${pick(random, BRAND_PREFIX)}${pick(random, BRAND_SUFFIX)}` : '';
    const strength = pick(random, STRENGTHS);
    const [form, unit] = pick(random, FORMS);
    // Past the name space, a serial keeps every medication distinct.
    const base = generic.charAt(0).toUpperCase() + generic.slice(1);
    const display = isBrand ? brand : base;
    let name = display;
    if (seen.has(`${name}|${strength}|${form}`)) name = `${display} ${serial}`;
    const key = `${name}|${strength}|${form}`;
    if (seen.has(key)) continue;
    seen.add(key);
    made++;
    const cash30 = isBrand ? 30000 + Math.floor(random() * 80000) : 1200 + Math.floor(random() * 10800);
    const member30 = Math.max(100, Math.round(cash30 * (isBrand ? 0.75 + random() * 0.2 : 0.1 + random() * 0.3)));
    const competitor30 = Math.round(member30 + (cash30 - member30) * (0.3 + random() * 0.5));
    const description = `Commonly prescribed to ${pick(random, USES)}.`;
    const highlighted = random() < 0.002 ? 'true' : 'false';
    for (const [days, factor, memberFactor] of [
      [30, 1, 1],
      [90, 2.7, 2.4],
    ] as const) {
      const cash = Math.round(cash30 * factor);
      const member = Math.round(member30 * memberFactor);
      const competitor = Math.min(cash - 1, Math.max(member + 1, Math.round(competitor30 * factor)));
      const quantity =
        unit === 'tablets' || unit === 'capsules'
          ? days
          : unit === 'inhalers'
            ? days / 30
            : unit === 'g'
              ? 30 * (days / 30)
              : 5 * (days / 30);
      yield `${[
        name,
        brand,
        generic,
        strength,
        form,
        isBrand ? 'brand' : 'generic',
        description,
        highlighted,
        quantity,
        unit,
        days,
        money(cash),
        money(competitor),
        money(member),
      ]
        .map((value) => csvField(value))
        .join(',')}\n`;
    }
  }
}
