/**
 * An inverted index from every two- and three-character slice of the search text to the
 * ascending positions of the medications that contain it. A search word never holds whitespace
 * (words are split on it), so it can only occur inside one whitespace-free token of the text:
 * indexing tokens alone is exact, and skips the many slices that span a separator. Slices are
 * UTF-16 code units on both sides, like String.prototype.includes. A word of two or three
 * characters is a slice, so its list is exactly its matches ("10 mg" needs no text scan).
 */
export const GRAM = 3;
export const SHORT_GRAM = 2;
const WHITESPACE = /\s+/;
const EMPTY = new Int32Array(0);

/** The slices a word is looked up by: itself when it is two characters long, else its trigrams. */
export function distinctGrams(word: string): string[] {
  if (word.length === SHORT_GRAM) return [word];
  const grams = new Set<string>();
  for (let i = 0; i + GRAM <= word.length; i++) grams.add(word.slice(i, i + GRAM));
  return [...grams];
}

/** Every slice a token is indexed under: its trigrams and its two-character slices. */
function indexedGrams(token: string): string[] {
  const grams = new Set<string>();
  for (let i = 0; i + SHORT_GRAM <= token.length; i++) {
    grams.add(token.slice(i, i + SHORT_GRAM));
    if (i + GRAM <= token.length) grams.add(token.slice(i, i + GRAM));
  }
  return [...grams];
}

/**
 * Two passes (count, then fill exact-size typed arrays): growing JS arrays of ~5 million
 * positions for 50,000 medications held ~80 MB more at the peak of a rebuild.
 */
export async function trigramPostings(texts: string[], pause: () => Promise<void>): Promise<Map<string, Int32Array>> {
  // Catalogue text repeats a lot (forms, strengths, descriptions): slice each token once.
  const gramIds = new Map<string, number>();
  const gramsOfToken = new Map<string, number[]>();
  const idsOf = (token: string): number[] => {
    let ids = gramsOfToken.get(token);
    if (!ids) {
      ids = indexedGrams(token).map((gram) => {
        let id = gramIds.get(gram);
        if (id === undefined) {
          id = gramIds.size;
          gramIds.set(gram, id);
        }
        return id;
      });
      gramsOfToken.set(token, ids);
    }
    return ids;
  };
  /** Calls `visit` once per (gram, position) pair, positions ascending. */
  const eachPair = async (visit: (id: number, position: number) => void) => {
    const lastPosition: number[] = [];
    for (let position = 0; position < texts.length; position++) {
      if (position % 2000 === 1999) await pause();
      for (const token of (texts[position] as string).split(WHITESPACE)) {
        if (token.length < SHORT_GRAM) continue;
        for (const id of idsOf(token)) {
          if (lastPosition[id] === position) continue;
          lastPosition[id] = position;
          visit(id, position);
        }
      }
    }
  };

  const counts: number[] = [];
  await eachPair((id) => {
    counts[id] = (counts[id] ?? 0) + 1;
  });
  const lists = counts.map((count) => new Int32Array(count));
  const filled = new Int32Array(lists.length);
  await eachPair((id, position) => {
    const at = filled[id] as number;
    (lists[id] as Int32Array)[at] = position;
    filled[id] = at + 1;
  });
  const postings = new Map<string, Int32Array>();
  for (const [gram, id] of gramIds) postings.set(gram, lists[id] as Int32Array);
  return postings;
}

/** First index in `list` at or after `from` whose value is ≥ `value`. */
function lowerBound(list: Int32Array, value: number, from: number): number {
  let lo = from;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const [small, large] = a.length <= b.length ? [a, b] : [b, a];
  const out = new Int32Array(small.length);
  let n = 0;
  let j = 0;
  if (large.length > small.length * 16) {
    for (let i = 0; i < small.length && j < large.length; i++) {
      const value = small[i] as number;
      j = lowerBound(large, value, j);
      if (large[j] === value) out[n++] = value;
    }
  } else {
    let i = 0;
    while (i < small.length && j < large.length) {
      const x = small[i] as number;
      const y = large[j] as number;
      if (x === y) {
        out[n++] = x;
        i++;
        j++;
      } else if (x < y) i++;
      else j++;
    }
  }
  return out.subarray(0, n);
}

/**
 * Positions that contain every slice of every word of two or more characters: a superset of
 * the matches (exact for two- and three-character words). Null when every word is one character.
 */
export function candidatePositions(postings: Map<string, Int32Array>, words: string[]): Int32Array | null {
  const lists: Int32Array[] = [];
  for (const word of words) {
    for (const gram of distinctGrams(word)) {
      const list = postings.get(gram);
      if (!list) return EMPTY;
      lists.push(list);
    }
  }
  if (lists.length === 0) return null;
  lists.sort((x, y) => x.length - y.length);
  let result = lists[0] as Int32Array;
  for (let k = 1; k < lists.length && result.length > 0; k++) result = intersect(result, lists[k] as Int32Array);
  return result;
}
