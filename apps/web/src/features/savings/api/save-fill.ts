import type { FillRequest, FillResponse } from '@arx/contracts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { savingsKeys } from './get-savings-summary';

export const SAVE_FAILED = msg`We could not save this fill. Please try again.`;

/** The reasons the API gave for refusing a fill (every field's message), or one general message of ours. */
export function reasonsOf(error: unknown, i18n: I18n): string[] {
  const body = error instanceof ApiError ? ((error.body ?? {}) as { errors?: unknown; message?: unknown }) : {};
  const list = Array.isArray(body.errors) ? body.errors.filter((e): e is string => typeof e === 'string') : [];
  if (list.length > 0) return list;
  if (error instanceof ApiError && error.status < 500 && typeof body.message === 'string') return [body.message];
  return [i18n._(SAVE_FAILED)];
}

type Save = { id: number | null; body: FillRequest };

function saveFill({ id, body }: Save) {
  return id === null
    ? apiRequest<FillResponse>('/savings/fills', { method: 'POST', body })
    : apiRequest<FillResponse>(`/savings/fills/${id}`, { method: 'PATCH', body });
}

/** POST /savings/fills (id null) or PATCH /savings/fills/{id}; the list and the totals reload after. */
export function useSaveFill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFill,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savingsKeys.all }),
  });
}
