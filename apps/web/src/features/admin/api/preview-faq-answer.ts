import type { AdminFaqPreviewResponseSchema } from '@arx/contracts/admin';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The contract names no type for this answer; it is what its schema parses to. */
export type FaqPreview = ReturnType<typeof AdminFaqPreviewResponseSchema.parse>;

function previewFaqAnswer(answerHtml: string) {
  return apiRequest<FaqPreview>('/admin/faqs/preview', { method: 'POST', body: { answer_html: answerHtml } });
}

/**
 * POST /admin/faqs/preview: the answer sanitised exactly as it would be published, and whether
 * that removed anything. It changes nothing, so it needs no recent sign-in.
 */
export function usePreviewFaqAnswer() {
  return useMutation({ mutationFn: previewFaqAnswer });
}
