import type { AdminPriceReportAnswerResponse } from '@arx/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminPriceReportKeys } from './get-admin-price-reports';

function answerPriceReport({ id, answer }: { id: number; answer: string }) {
  return apiRequest<AdminPriceReportAnswerResponse>(`/admin/price_reports/${id}/answer`, {
    method: 'POST',
    body: { answer },
  });
}

/**
 * POST /admin/price_reports/:id/answer: the member sees the answer; a second one replaces it. A
 * write (403 reauth_required without a recent sign-in); every list reloads after.
 */
export function useAnswerPriceReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerPriceReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPriceReportKeys.all }),
  });
}
