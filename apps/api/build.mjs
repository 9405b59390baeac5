// Bundles the API (and its CLIs) into dist/ with esbuild. npm packages stay external and load
// from node_modules; the workspace's own TypeScript (@arx/contracts) is bundled in, so node
// runs plain JavaScript and starts fast.

import fs from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})].filter(
  (name) => !name.startsWith('@arx/'),
);

await build({
  entryPoints: {
    server: 'src/server.ts',
    // SmtpMailer's thread, loaded from beside server.mjs (src/integrations/mail/smtp-mailer.ts).
    'smtp-worker': 'src/integrations/mail/smtp-worker.ts',
    'catalog-import': 'src/modules/medications/catalog-io/catalog-import.cli.ts',
    'catalog-generate': 'src/modules/medications/catalog-io/catalog-generate.cli.ts',
    'encryption-keys': 'src/security/encryption-keys.cli.ts',
  },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
console.log('api: built dist/server.mjs');
