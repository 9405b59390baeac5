import type { Faq } from '@arx/contracts';
import { FaqDisclosure } from '../../../components/ui/faq-disclosure';

/** One question of the FAQ page, closed until the visitor opens it. */
export function FaqItem({ faq }: { faq: Faq }) {
  return <FaqDisclosure question={faq.question} answerHtml={faq.answer} />;
}
