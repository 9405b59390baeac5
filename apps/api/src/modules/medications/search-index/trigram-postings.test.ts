import { describe, expect, it } from 'vitest';
import { candidatePositions, distinctGrams, intersect, trigramPostings } from './trigram-postings';
import { WeightedLru } from './weighted-lru';

const list = (...values: number[]) => Int32Array.from(values);

describe('trigram postings', () => {
  it('intersects sorted lists by merging or, when one is far longer, by binary search', () => {
    expect([...intersect(list(1, 3, 5, 7), list(3, 4, 5, 8))]).toEqual([3, 5]);
    const long = Int32Array.from({ length: 1000 }, (_, i) => i * 2);
    expect([...intersect(list(4, 5, 1998, 2001), long)]).toEqual([4, 1998]);
    expect([...intersect(list(), long)]).toEqual([]);
  });

  it('indexes slices within whitespace-free tokens only, once per text', async () => {
    const postings = await trigramPostings(['abcd abcd', 'xbc\nabc', 'ab cd'], async () => {});
    expect([...(postings.get('abc') ?? [])]).toEqual([0, 1]);
    expect([...(postings.get('bcd') ?? [])]).toEqual([0]);
    expect([...(postings.get('ab') ?? [])]).toEqual([0, 1, 2]);
    expect([...(postings.get('cd') ?? [])]).toEqual([0, 2]);
    expect(postings.has('b c')).toBe(false);
    expect(postings.has('c\na')).toBe(false);
  });

  it('narrows to texts holding every slice of every word; null when every word is one character', async () => {
    const postings = await trigramPostings(['statin tablet', 'statin', 'tablet 10 mg'], async () => {});
    expect([...(candidatePositions(postings, ['stat', 'tab']) ?? [])]).toEqual([0]);
    expect([...(candidatePositions(postings, ['zzz']) ?? [])]).toEqual([]);
    expect([...(candidatePositions(postings, ['10', 'mg']) ?? [])]).toEqual([2]);
    expect([...(candidatePositions(postings, ['ta', 'a']) ?? [])]).toEqual([0, 1, 2]);
    expect(candidatePositions(postings, ['a', '1'])).toBeNull();
    expect(distinctGrams('aaaa')).toEqual(['aaa']);
  });
});

describe('WeightedLru', () => {
  it('drops the least recently used entries once the total weight is over capacity', () => {
    const lru = new WeightedLru<string>(5, (value) => value.length);
    lru.set('a', 'xx');
    lru.set('b', 'yy');
    expect(lru.get('a')).toBe('xx');
    lru.set('c', 'zz');
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe('xx');
    expect(lru.get('c')).toBe('zz');
    lru.set('c', 'z');
    lru.set('d', 'dd');
    expect([lru.get('a'), lru.get('c'), lru.get('d')]).toEqual(['xx', 'z', 'dd']);
  });
});
