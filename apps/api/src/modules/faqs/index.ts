// The faqs module's entry point: what other modules may use (docs/architecture.md §1).
export {
  deleteFaq,
  type FaqContent,
  faqOrder,
  findFaq,
  insertFaq,
  updateFaq,
  writeFaqOrder,
} from './faq-edits';
export { type FaqRecord, findFaqs } from './faqs.repository';
