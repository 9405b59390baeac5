import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { useHref, useParams } from 'react-router';
import { useMedicationPage } from '../../features/medications/api/get-medication-page';
import { MedicationPage } from '../../features/medications/components/medication-page';
import { loadMedicationPageMessages } from '../../features/medications/page-messages';
import type { CatalogLoader } from '../../lib/i18n/catalogs';
import { loadPageMeta } from '../layout/route-effects';

/** The catalogues of the features this page shows, loaded before it first renders (app/lazy-route.tsx). */
export const catalogs: readonly CatalogLoader[] = [loadMedicationPageMessages];

/** True when the head already is this page's: the server rendered it. */
function headDescribes(path: string): boolean {
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return canonical !== undefined && new URL(canonical).pathname === path;
}

/** /drugs/<name>: one medication's every strength, form and pack with prices (docs/product.md §13). */
export default function DrugPage() {
  const { name = '' } = useParams();
  const { data } = useMedicationPage(name);
  const { i18n } = useLingui();
  // The router's base ('/es' on a Spanish page, '' on an English one).
  const basename = useHref('/').replace(/\/$/, '');
  // The server wrote the first page's head; arriving from another page, the page writes its own.
  useEffect(() => {
    if (data === undefined || headDescribes(`${basename}/drugs/${name}`)) return;
    let current = true;
    Promise.all([loadPageMeta(), import('../ssr/medication-page-meta')]).then(
      ([meta, medication]) => {
        if (current)
          meta.applyPageMeta(medication.medicationPageMeta(name, data, i18n), meta.canonicalOrigin() + basename);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [name, data, i18n, basename]);
  return <MedicationPage slug={name} />;
}
