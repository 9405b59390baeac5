// Search terms for the search case: what people type into the estimator's box, drawn from the
// generated catalogue itself so they find something. Deterministic: two runs rotate through
// the same terms in the same order, so their numbers compare.

const MIN_TERMS = 1000;
const MAX_TERMS = 2000;

/** One line of the catalogue CSV (quoted fields, no line breaks inside: the generator writes none). */
export function parseCsvLine(line) {
  const fields = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else field += c;
  }
  fields.push(field);
  return fields;
}

/** The distinct generic names, brands and strengths of a catalogue CSV, lower-cased. */
export function catalogVocabulary(csvText) {
  const lines = csvText.split('\n').filter(Boolean);
  const header = parseCsvLine(lines[0]);
  const column = (name) => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`catalogue CSV has no ${name} column`);
    return index;
  };
  const [generic, brand, strength] = [column('generic_name'), column('brand_name'), column('strength')];
  const generics = new Set();
  const brands = new Set();
  const strengths = new Set();
  for (const line of lines.slice(1)) {
    const fields = parseCsvLine(line);
    if (fields[generic]) generics.add(fields[generic].toLowerCase());
    if (fields[brand]) brands.add(fields[brand].toLowerCase());
    if (fields[strength]) strengths.add(fields[strength].toLowerCase());
  }
  const sorted = (set) => [...set].sort();
  return { generics: sorted(generics), brands: sorted(brands), strengths: sorted(strengths) };
}

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle(list, random) {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

const between = (random, low, high) => low + Math.floor(random() * (high - low + 1));

/**
 * 3–6 letter fragments as people type them: the start of a generic name (most searches), the
 * start of a brand, a piece from the middle ("vastat", "sartan": someone who remembers the
 * ending), a name with a strength ("lisin 10"), and a few bare strengths ("10 mg").
 */
export function searchTerms(vocabulary, { seed = 7, max = MAX_TERMS } = {}) {
  const random = mulberry32(seed);
  const prefixes = new Set();
  for (const name of vocabulary.generics) {
    for (let length = 3; length <= Math.min(6, name.length - 1); length++) prefixes.add(name.slice(0, length));
  }
  const brandPrefixes = new Set();
  for (const name of vocabulary.brands) {
    for (let length = 3; length <= Math.min(6, name.length); length++) brandPrefixes.add(name.slice(0, length));
  }
  const infixes = new Set();
  for (const name of vocabulary.generics) {
    if (name.length < 8) continue;
    const length = between(random, 4, 6);
    const start = between(random, 2, name.length - length);
    infixes.add(name.slice(start, start + length));
  }
  const numbers = vocabulary.strengths.map((s) => s.split(' ')[0].replace(',', '')).filter((n) => /^[\d.]+$/.test(n));
  const withStrength = new Set();
  for (const name of vocabulary.generics) {
    if (random() > 0.25) continue;
    withStrength.add(`${name.slice(0, between(random, 4, 6))} ${numbers[Math.floor(random() * numbers.length)]}`);
  }
  const bareStrengths = vocabulary.strengths.filter((s) => s.length <= 6);

  const take = (set, share) => shuffle([...set].sort(), random).slice(0, Math.round(max * share));
  const picked = new Set([
    ...take(prefixes, 0.45),
    ...take(brandPrefixes, 0.15),
    ...take(infixes, 0.2),
    ...take(withStrength, 0.2),
    ...bareStrengths,
  ]);
  const terms = shuffle([...picked].sort(), random);
  if (terms.length < MIN_TERMS) {
    throw new Error(
      `only ${terms.length} distinct search terms from the catalogue; the search case needs ${MIN_TERMS}`,
    );
  }
  return terms;
}
