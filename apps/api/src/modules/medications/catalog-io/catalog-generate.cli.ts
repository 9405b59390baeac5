import fs from 'node:fs';
import path from 'node:path';
import { generateCatalogCsv } from './catalog-generate';

/**
 * npm run catalog:generate -- OUT.csv [COUNT] [SEED]
 * Writes a synthetic benchmark catalogue (default 50,000 medications) in the import format.
 */
const [out, countArg = '50000', seedArg = '42'] = process.argv.slice(2);
if (!out) {
  console.error('Usage: npm run catalog:generate -- OUT.csv [COUNT] [SEED]');
  process.exit(2);
}
const count = Number(countArg);
if (!Number.isInteger(count) || count < 1) {
  console.error('COUNT must be a positive whole number');
  process.exit(2);
}
const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), out);
fs.writeFileSync(target, [...generateCatalogCsv(count, Number(seedArg))].join(''));
console.log(`Wrote ${count} medications (${count * 2} pricings) to ${target}`);
