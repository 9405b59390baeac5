import type { CreatePriceReportRequest, PriceReportResponse } from '@arx/contracts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { priceReportKeys } from './get-price-reports';

export const REPORT_FAILED = msg`We could not send your report. Please try again.`;

/** The API's reasons for refusing a report (every field's message), or one general message. */
export function reportErrorsOf(error: unknown, i18n: I18n): string[] {
  const body = error instanceof ApiError ? ((error.body ?? {}) as { errors?: unknown; message?: unknown }) : {};
  const list = Array.isArray(body.errors) ? body.errors.filter((e): e is string => typeof e === 'string') : [];
  if (list.length > 0) return list;
  if (error instanceof ApiError && error.status < 500 && typeof body.message === 'string') return [body.message];
  return [i18n._(REPORT_FAILED)];
}

function createPriceReport(body: CreatePriceReportRequest) {
  return apiRequest<PriceReportResponse>('/price_reports', { method: 'POST', body });
}

/** POST /price_reports; the member's list reloads after. */
export function useCreatePriceReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPriceReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceReportKeys.all }),
  });
}
