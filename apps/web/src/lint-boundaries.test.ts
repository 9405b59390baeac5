import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries (docs/architecture.md §1) are lint rules in the root biome.json, for the
 * web app, the contracts package and the API's modules alike. This test plants one small file per
 * rule at a real path, runs Biome on them and expects each to be
 * refused by its rule, so a rule that silently stops matching (a renamed folder, an edited glob,
 * a dropped override) fails `npm test`. A clean control file must pass.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const WEB = 'apps/web/src';
const API = 'apps/api/src';
const BIOME = path.join(ROOT, 'node_modules/.bin/biome');
const tag = `__planted_${process.pid}`;

type Plant = { name: string; file: string; source: string; rule: string };

const RESTRICTED = 'lint/style/noRestrictedImports';
const CONTRACTS = 'noContractsValueImport';
const CYCLES = 'lint/suspicious/noImportCycles';
const CYCLE_A = `import { b } from './${tag}_cycle_b';\n\nexport const a = () => b;\n`;
const CYCLE_B = `import { a } from './${tag}_cycle_a';\n\nexport const b = () => a;\n`;

const plants: Plant[] = [
  {
    name: 'a feature file importing another feature',
    file: `${WEB}/features/plans/${tag}_feature.ts`,
    source: "export { formatDate } from '../billing/billing-format';\n",
    rule: RESTRICTED,
  },
  {
    name: 'a feature component importing another feature',
    file: `${WEB}/features/plans/components/${tag}_feature.ts`,
    source: "export { formatDate } from '../../billing/billing-format';\n",
    rule: RESTRICTED,
  },
  {
    name: 'a feature file importing app/',
    file: `${WEB}/features/plans/${tag}_app.ts`,
    source: "export { createQueryClient } from '../../app/providers';\n",
    rule: RESTRICTED,
  },
  {
    name: 'a feature component importing app/',
    file: `${WEB}/features/plans/components/${tag}_app.ts`,
    source: "export { routes } from '../../../app/router';\n",
    rule: RESTRICTED,
  },
  {
    name: 'lib/ importing a feature',
    file: `${WEB}/lib/${tag}_feature.ts`,
    source: "export { formatDate } from '../features/billing/billing-format';\n",
    rule: RESTRICTED,
  },
  {
    name: 'components/ importing app/',
    file: `${WEB}/components/ui/${tag}_app.ts`,
    source: "export { routes } from '../../app/router';\n",
    rule: RESTRICTED,
  },
  {
    name: 'a value from the zod root of @arx/contracts',
    file: `${WEB}/features/account/${tag}_contracts.ts`,
    source: "import { ACCOUNT_MESSAGES } from '@arx/contracts';\n\nexport const messages = ACCOUNT_MESSAGES;\n",
    rule: CONTRACTS,
  },
  {
    name: 'a member feature importing the back office',
    file: `${WEB}/features/billing/${tag}_admin.ts`,
    source: "export { formatDateTime } from '../admin/admin-format';\n",
    rule: RESTRICTED,
  },
  {
    name: 'app/ importing the back office outside its route module',
    file: `${WEB}/app/layout/${tag}_admin.ts`,
    source: "export { AdminLayout } from '../../features/admin/components/admin-layout';\n",
    rule: RESTRICTED,
  },
  {
    name: 'testing/ importing the back office',
    file: `${WEB}/testing/${tag}_admin.ts`,
    source: "export { formatDateTime } from '../features/admin/admin-format';\n",
    rule: RESTRICTED,
  },
  {
    name: "a member feature taking a type from '@arx/contracts/admin'",
    file: `${WEB}/features/billing/components/${tag}_admin_contracts.ts`,
    source: "import type { AdminJob } from '@arx/contracts/admin';\n\nexport type Job = AdminJob;\n",
    rule: RESTRICTED,
  },
  {
    name: "an app/ page taking a type from '@arx/contracts/admin'",
    file: `${WEB}/app/routes/${tag}_admin_contracts.ts`,
    source: "import type { AdminJob } from '@arx/contracts/admin';\n\nexport type Job = AdminJob;\n",
    rule: RESTRICTED,
  },
  {
    name: "a value (zod) from '@arx/contracts/admin', even in the back office",
    file: `${WEB}/features/admin/${tag}_contracts.ts`,
    source: "import { AdminJobSchema } from '@arx/contracts/admin';\n\nexport const schema = AdminJobSchema;\n",
    rule: CONTRACTS,
  },
  {
    name: 'the back office importing a member feature',
    file: `${WEB}/features/admin/components/${tag}_feature.ts`,
    source: "export { formatDate } from '../../billing/billing-format';\n",
    rule: RESTRICTED,
  },
  {
    name: 'an import cycle in the web app',
    file: `${WEB}/lib/${tag}_cycle_a.ts`,
    source: CYCLE_A,
    rule: CYCLES,
  },
  {
    name: 'an import cycle in the contracts package',
    file: `packages/contracts/src/${tag}_cycle_a.ts`,
    source: CYCLE_A,
    rule: CYCLES,
  },
  {
    name: 'an API module reaching into another module past its index.ts',
    file: `${API}/modules/faqs/${tag}_reach.ts`,
    source: "export { caller } from '../auth/require-auth';\n",
    rule: RESTRICTED,
  },
  {
    name: 'a file in a module folder reaching into another module',
    file: `${API}/modules/medications/search-index/${tag}_reach.ts`,
    source:
      "import type { MembershipRecord } from '../../memberships/memberships.repository';\n\nexport type M = MembershipRecord;\n",
    rule: RESTRICTED,
  },
  {
    name: 'an API route reading a repository',
    file: `${API}/modules/faqs/${tag}.routes.ts`,
    source: "export { findFaqs } from './faqs.repository';\n",
    rule: RESTRICTED,
  },
  {
    name: 'an import cycle in the API',
    file: `${API}/lib/${tag}_cycle_a.ts`,
    source: CYCLE_A,
    rule: CYCLES,
  },
];

/** The other halves of the cycles: linted too, but only their partners are asserted on. */
const partners = [
  { file: `${WEB}/lib/${tag}_cycle_b.ts`, source: CYCLE_B },
  { file: `packages/contracts/src/${tag}_cycle_b.ts`, source: CYCLE_B },
  { file: `${API}/lib/${tag}_cycle_b.ts`, source: CYCLE_B },
];

const controls = [
  {
    file: `${WEB}/features/plans/components/${tag}_control.ts`,
    source: [
      "import type { Product } from '@arx/contracts';",
      "import { monthlyCost } from '@arx/contracts/money';",
      "import { buttonClasses } from '../../../components/ui/button';",
      "import { formatUsd } from '../../../lib/format';",
      "import { productKeys } from '../api/get-products';",
      "import { parseInterval } from '../plan-selection';",
      '',
      'export type Plan = Product;',
      'export const used = [monthlyCost, buttonClasses, formatUsd, productKeys, parseInterval];',
      '',
    ].join('\n'),
  },
  {
    file: `${WEB}/features/admin/components/${tag}_control.ts`,
    source: [
      "import type { AdminJob } from '@arx/contracts/admin';",
      "import { Button } from '../../../components/ui/button';",
      "import { ApiError } from '../../../lib/api-client';",
      "import { formatDateTime } from '../admin-format';",
      "import { jobKeys } from '../api/get-jobs';",
      '',
      'export type Job = AdminJob;',
      'export const used = [Button, ApiError, formatDateTime, jobKeys];',
      '',
    ].join('\n'),
  },
  {
    file: `${API}/modules/medications/search-index/${tag}_control.ts`,
    source: [
      "import { openDatabase } from '../../../db/client';",
      "import { caller } from '../../auth';",
      "import type { ModuleDeps } from '../../module-deps';",
      "import { catalogKey } from '../catalog-io/catalog-row';",
      "import { matchPositions } from './catalog-search';",
      '',
      'export type Deps = ModuleDeps;',
      'export const used = [openDatabase, caller, catalogKey, matchPositions];',
      '',
    ].join('\n'),
  },
];

const allFiles = [...plants, ...partners, ...controls].map((plant) => plant.file);

function biomeLint(files: string[]) {
  const result = spawnSync(BIOME, ['lint', '--max-diagnostics=none', '--colors=off', ...files], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/** Biome's diagnostics grouped by the file they start with ("path:line:col category ━━━"). */
function diagnosticsByFile(output: string) {
  const byFile = new Map<string, string>();
  let current = '';
  for (const line of output.split('\n')) {
    const header = /^(\S+?):\d+:\d+ /.exec(line);
    if (header?.[1]) current = header[1];
    if (current) byFile.set(current, `${byFile.get(current) ?? ''}${line}\n`);
  }
  return byFile;
}

describe('the import boundaries are enforced by the linter', () => {
  /** One Biome run over every planted file and the control (each run scans the project: seconds). */
  let lint: ReturnType<typeof biomeLint>;

  beforeAll(() => {
    try {
      for (const { file, source } of [...plants, ...partners, ...controls]) {
        fs.writeFileSync(path.join(ROOT, file), source);
      }
      lint = biomeLint(allFiles);
    } finally {
      for (const file of allFiles) fs.rmSync(path.join(ROOT, file), { force: true });
    }
  }, 60_000);

  afterAll(() => {
    for (const file of allFiles) fs.rmSync(path.join(ROOT, file), { force: true });
  });

  it('fails the lint on the planted files', () => {
    expect(lint.status, lint.output).not.toBe(0);
  });

  it.each(plants)('refuses $name ($rule)', ({ file, rule }) => {
    const diagnostics = diagnosticsByFile(lint.output).get(file) ?? '';
    expect(diagnostics, `no ${rule} on ${file}:\n${lint.output}`).toContain(rule);
  });

  it.each(controls)(
    'passes $file, which keeps to its own feature or module and the entry points of others',
    ({ file }) => {
      expect(lint.output).toContain(`Checked ${allFiles.length} files`);
      expect(diagnosticsByFile(lint.output).get(file), lint.output).toBeUndefined();
    },
  );
});
