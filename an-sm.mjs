import fs from 'node:fs'; import zlib from 'node:zlib';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';
const rows = JSON.parse(fs.readFileSync('/tmp/an/rows.json'));
const route = process.argv[2];
const r = rows.find((x) => x.route === route);
const groups = {};
const dir = '/tmp/an/dist';
for (const f of r.files.filter((f) => f.endsWith('.js'))) {
  const code = fs.readFileSync(dir + f, 'utf8');
  const map = new TraceMap(JSON.parse(fs.readFileSync(dir + f + '.map', 'utf8')));
  const lines = code.split('\n');
  const segs = [];
  eachMapping(map, (m) => segs.push(m));
  // attribute from each mapping to next mapping on same line
  const byLine = {};
  for (const s of segs) (byLine[s.generatedLine] ??= []).push(s);
  for (const [ln, arr] of Object.entries(byLine)) {
    arr.sort((a, b) => a.generatedColumn - b.generatedColumn);
    const text = lines[ln - 1];
    for (let i = 0; i < arr.length; i++) {
      const s = arr[i]; const end = i + 1 < arr.length ? arr[i + 1].generatedColumn : text.length;
      let src = s.source ?? '(none)';
      src = src.replace(/.*node_modules\//, 'nm:').replace(/^(\.\.\/)+/, '');
      const key = src.startsWith('nm:') ? src.split('/').slice(0, src.startsWith('nm:@') ? 2 : 1).join('/') : src;
      (groups[key] ??= []).push(text.slice(s.generatedColumn, end));
    }
  }
}
let tot = 0;
const out = Object.entries(groups).map(([k, parts]) => { const s = parts.join(''); tot += s.length; return [k, s.length, zlib.gzipSync(s, { level: 9 }).length]; }).sort((a, b) => b[1] - a[1]);
console.log('total minified', tot, 'route gz', r.jsGzip);
if (process.argv[3]) console.log(groups[process.argv[3]].filter(s=>s.length>20).join("\n").slice(0, 6000));
for (const [k, raw, gz] of out) if (raw > +(process.env.MIN ?? 400)) console.log(String(raw).padStart(7), String(gz).padStart(6), k);
