import type { ContentEncoding, EncodedBody } from '../../lib/http-cache';

/** An API answer a rendered page was made from, and the validator it came with. */
export type Dependency = { url: string; etag: string };

export type CachedPage = {
  status: number;
  html: Buffer;
  /** The API answers the page read; it is served again only while each one still has this ETag. */
  dependencies: Dependency[];
  /** The page compressed once per encoding, on first use. */
  encoded: Map<ContentEncoding | null, EncodedBody>;
  /** When its answers were last found current, and the answer generation then (lib/answer-generation.ts). */
  checked: { at: number; generation: number };
};

/**
 * Rendered pages by address, the least recently used dropped past `capacity`. Addresses with a
 * query (an estimator search) are many; the bound keeps the memory small whatever is asked.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();

  constructor(private readonly capacity = 300) {}

  get(url: string): CachedPage | undefined {
    const page = this.pages.get(url);
    if (page) {
      // Most recently used last.
      this.pages.delete(url);
      this.pages.set(url, page);
    }
    return page;
  }

  set(url: string, page: CachedPage): void {
    this.pages.delete(url);
    this.pages.set(url, page);
    if (this.pages.size > this.capacity) {
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
  }

  delete(url: string): void {
    this.pages.delete(url);
  }

  get size(): number {
    return this.pages.size;
  }
}
