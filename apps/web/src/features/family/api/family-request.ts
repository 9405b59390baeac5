import type { FamilyMemberResponse, Membership } from '@arx/contracts';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** A family write the server refused, with every reason it gave (possibly none). */
export class FamilyRequestError extends Error {
  constructor(readonly errors: string[]) {
    super(errors.join(', '));
    this.name = 'FamilyRequestError';
  }
}

/** The reasons in a refusal: its list of errors, or its message when it sent no list. */
function reasonsOf(body: unknown): string[] {
  const { errors, message } = (body ?? {}) as { errors?: unknown; message?: unknown };
  const list = Array.isArray(errors) ? errors.filter((e): e is string => typeof e === 'string' && e !== '') : [];
  if (list.length > 0) return list;
  return typeof message === 'string' && message !== '' ? [message] : [];
}

/**
 * Sends one of the family writes of docs/product.md §7. They answer `{success, errors, membership}`; a
 * refusal (success false, or an error status) becomes a FamilyRequestError with its reasons, as the
 * API gave them (FailureAlert shows them in the page's language: rule-messages.ts).
 */
export async function sendFamilyWrite(path: string, method: 'POST' | 'PATCH', body: unknown): Promise<Membership> {
  try {
    const result = await apiRequest<FamilyMemberResponse>(path, { method, body });
    if (!result?.success || !result.membership) throw new FamilyRequestError(reasonsOf(result));
    return result.membership;
  } catch (error) {
    if (error instanceof FamilyRequestError) throw error;
    throw new FamilyRequestError(error instanceof ApiError ? reasonsOf(error.body) : []);
  }
}
