/** A least-recently-used map holding values up to a total weight (positions, bytes…). */
export class WeightedLru<V> {
  private readonly entries = new Map<string, V>();
  private held = 0;

  constructor(
    private readonly capacity: number,
    private readonly weigh: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Most recently used last, so eviction takes the oldest first.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.entries.delete(key);
      this.held -= this.weigh(old);
    }
    this.entries.set(key, value);
    this.held += this.weigh(value);
    for (const [oldKey, oldValue] of this.entries) {
      if (this.held <= this.capacity) break;
      this.entries.delete(oldKey);
      this.held -= this.weigh(oldValue);
    }
  }
}
