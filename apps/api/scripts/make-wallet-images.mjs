// Draws the wallet pass images (apps/api/assets/wallet/*.png) with nothing but node:zlib, so they
// can be remade without an image tool: a rounded square in the card's teal holding a white
// capsule for the icon, and the capsule on its own for the logo beside "ARX Savings Club".
// Run: node apps/api/scripts/make-wallet-images.mjs  (the PNGs are committed; run again only to change them)

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'wallet');

/** The card's colours (apps/web/src/index.css brand-700 and brand-100). */
const TEAL = [15, 118, 110];
const MINT = [204, 251, 241];
const WHITE = [255, 255, 255];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function png(width, height, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) rgba.copy(rows, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Signed distance to a rounded square centred at (cx, cy). */
function roundedSquare(x, y, cx, cy, half, radius) {
  const qx = Math.abs(x - cx) - half + radius;
  const qy = Math.abs(y - cy) - half + radius;
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
}

/** Signed distance to a capsule tilted 45°, and which half (0 or 1) the point is nearest. */
function capsule(x, y, cx, cy, length, radius) {
  const d = length / Math.SQRT2;
  const [ax, ay, bx, by] = [cx - d, cy + d, cx + d, cy - d];
  const t = Math.min(1, Math.max(0, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)));
  return { distance: Math.hypot(x - (ax + t * (bx - ax)), y - (ay + t * (by - ay))) - radius, half: t < 0.5 ? 0 : 1 };
}

/** Renders with 4×4 supersampling; `paint` returns [r,g,b,a] or null for transparent. */
function render(width, height, paint) {
  const out = Buffer.alloc(width * height * 4);
  const n = 4;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let [r, g, b, a] = [0, 0, 0, 0];
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const colour = paint(x + (sx + 0.5) / n, y + (sy + 0.5) / n);
          if (!colour) continue;
          r += colour[0] * colour[3];
          g += colour[1] * colour[3];
          b += colour[2] * colour[3];
          a += colour[3];
        }
      }
      const i = (y * width + x) * 4;
      out[i] = a ? Math.round(r / a) : 0;
      out[i + 1] = a ? Math.round(g / a) : 0;
      out[i + 2] = a ? Math.round(b / a) : 0;
      out[i + 3] = Math.round((a / (n * n)) * 255);
    }
  }
  return png(width, height, out);
}

/** The icon: a teal rounded square with a white-and-mint capsule (shown on light backgrounds). */
function icon(size) {
  const c = size / 2;
  return render(size, size, (x, y) => {
    if (roundedSquare(x, y, c, c, size / 2, size * 0.22) > 0) return null;
    const pill = capsule(x, y, c, c, size * 0.2, size * 0.14);
    if (pill.distance <= 0) return [...(pill.half === 0 ? WHITE : MINT), 1];
    return [...TEAL, 1];
  });
}

/** The logo: the capsule alone, left-aligned in a 160×50 box (Wallet puts the name beside it). */
function logo(scale) {
  const [w, h] = [160 * scale, 50 * scale];
  const cx = 25 * scale;
  return render(w, h, (x, y) => {
    const pill = capsule(x, y, cx, h / 2, 13 * scale, 8 * scale);
    return pill.distance <= 0 ? [...(pill.half === 0 ? WHITE : MINT), 1] : null;
  });
}

fs.mkdirSync(OUT, { recursive: true });
const files = {
  'icon.png': icon(29),
  'icon@2x.png': icon(58),
  'icon@3x.png': icon(87),
  'logo.png': logo(1),
  'logo@2x.png': logo(2),
};
for (const [name, data] of Object.entries(files)) {
  fs.writeFileSync(path.join(OUT, name), data);
  console.log(`wrote ${path.relative(process.cwd(), path.join(OUT, name))} (${data.length} bytes)`);
}
