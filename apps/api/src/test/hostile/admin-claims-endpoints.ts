import { claimsCsv } from '../../modules/admin/claims/claims-test-files';
import type { AdminEndpoint } from './admin-endpoint-types';
import type { HostileCall } from './member-endpoints';

const post = (payload?: unknown): HostileCall => ({ method: 'POST', url: '/admin/claims/imports', payload });
/** A line for nobody: the import answers and is audited, and no ledger changes. */
const file = { file_name: 'hostile-claims.csv', csv: claimsCsv([{ member_id: 'ARX-999999-01' }]) };

/** The back office's claims endpoints, in the shape of ADMIN_ENDPOINTS (which lists them too). */
export const CLAIMS_ADMIN_ENDPOINTS: AdminEndpoint[] = [
  {
    method: 'GET',
    route: '/admin/claims/imports',
    writes: false,
    request: () => ({ method: 'GET', url: '/admin/claims/imports' }),
    badRequests: () => [],
  },
  {
    method: 'POST',
    route: '/admin/claims/imports',
    // Imports lines into ledgers: a write, audited, needing a recent sign-in.
    writes: true,
    request: () => post(file),
    badRequests: () => [
      post({ file_name: file.file_name }),
      post({ csv: file.csv }),
      post({ ...file, file_name: 'x'.repeat(201) }),
      post({ ...file, file_name: '  ' }),
      post({ ...file, csv: '' }),
      post({ ...file, csv: ['member_id'] }),
      post({ ...file, owner_user_id: 1 }),
      post([file]),
      post({ ...file, csv: 42 }),
    ],
  },
];
