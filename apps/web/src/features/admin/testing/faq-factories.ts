import type { AdminFaq } from '@arx/contracts/admin';

/** Test data for the FAQ editor, shaped as GET /admin/faqs answers it. */
let sequence = 0;

export function buildAdminFaq(overrides: Partial<AdminFaq> = {}): AdminFaq {
  sequence++;
  return {
    id: 500 + sequence,
    question: `Question ${sequence}?`,
    answer_html: `<p>Answer ${sequence}.</p>`,
    rank: sequence,
    highlighted: false,
    translations: { es: null },
    updated_at: '2030-03-01T09:00:00.000Z',
    ...overrides,
  };
}

/** The contract's and the API's messages, as the tests' in-memory API answers them. */
export const FAQ_MESSAGES = {
  shortQuestion: 'The question needs at least 5 characters',
  noAnswer: 'The answer is required',
  noSpanishAnswer: 'The Spanish answer is required',
  published: 'The FAQ is published.',
  updated: 'The FAQ is updated.',
  deleted: 'The FAQ is deleted.',
} as const;
