import { render } from '@react-email/render';
import type { ReactElement } from 'react';

export type RenderedEmail = { subject: string; html: string; text: string };

/**
 * Both parts from one React element: the HTML for mail apps, and the plain text (links written
 * out after their words) for text-only clients and for spam filters that compare the two.
 */
export async function renderEmail(subject: string, element: ReactElement): Promise<RenderedEmail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text };
}
