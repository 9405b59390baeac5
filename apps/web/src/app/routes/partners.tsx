import { PartnersPage } from '../../features/legal/components/partners-page';

export default function PartnersRoute() {
  return <PartnersPage />;
}
