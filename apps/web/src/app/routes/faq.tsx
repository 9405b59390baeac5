import { FaqPage } from '../../features/faqs/components/faq-page';

export default function Faq() {
  return <FaqPage />;
}
