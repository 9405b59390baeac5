/**
 * JSON fragments packed into one buffer, and answers assembled from them as bytes. Fifty
 * medications' worth of fragments are copied into the response instead of joined as strings
 * and encoded again: faster per request, and the catalogue's JSON lives outside the JS heap.
 */
export type PackedFragments = {
  bytes: Buffer;
  /** Fragment i is bytes[offsets[i], offsets[i + 1]). */
  offsets: Int32Array;
};

/** Packs fragments as they come, so their strings never pile up on the heap. */
export class FragmentPacker {
  private bytes = Buffer.allocUnsafeSlow(1 << 20);
  private used = 0;
  private readonly offsets: number[] = [];

  /** Byte offset where the next fragment starts. */
  get length(): number {
    return this.used;
  }

  add(piece: string): void {
    const size = Buffer.byteLength(piece);
    if (this.used + size > this.bytes.length) {
      const grown = Buffer.allocUnsafeSlow(Math.max(this.bytes.length * 2, this.used + size));
      this.bytes.copy(grown, 0, 0, this.used);
      this.bytes = grown;
    }
    this.offsets.push(this.used);
    this.used += this.bytes.write(piece, this.used, 'utf8');
  }

  finish(): PackedFragments {
    const bytes = Buffer.allocUnsafeSlow(this.used);
    this.bytes.copy(bytes, 0, 0, this.used);
    return { bytes, offsets: Int32Array.from([...this.offsets, this.used]) };
  }
}

export function fragment(packed: PackedFragments, i: number, end?: number): Buffer {
  return packed.bytes.subarray(packed.offsets[i], end ?? packed.offsets[i + 1]);
}

/** The byte parts of one answer, concatenated once at the end. */
export class JsonBytes {
  private readonly parts: Buffer[] = [];
  private length = 0;

  push(part: Buffer): this {
    this.parts.push(part);
    this.length += part.length;
    return this;
  }

  text(value: string): this {
    return this.push(Buffer.from(value));
  }

  toBuffer(): Buffer {
    return Buffer.concat(this.parts, this.length);
  }
}

/** Literal pieces of the answers, made once. */
export const JSON_PART = {
  comma: Buffer.from(','),
  true: Buffer.from('true'),
  false: Buffer.from('false'),
  pricings: Buffer.from(',"pricings":['),
  closeArrayObject: Buffer.from(']}'),
  closeObject: Buffer.from('}'),
  listOpen: Buffer.from('{"medications":['),
  listTotal: Buffer.from('],"total":'),
  oneOpen: Buffer.from('{"medication":'),
  suggestionsClose: Buffer.from(']}'),
};
