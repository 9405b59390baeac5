import type { Membership } from '@arx/contracts';
import { DEFAULT_LOCALE, isLocale } from '@arx/contracts/locales';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { cardIssuerQueryOptions } from '../../lib/card-issuer';
import { addInstallLinks } from './install-links';
import { registerServiceWorker } from './register-service-worker';
import { useKeepCardOnDevice } from './use-keep-card-on-device';

/**
 * The pages that show the member's card (the dashboard, counter mode) keep it on the device,
 * register the offline worker and make the app installable. Only those pages fetch the card, so only they need this; living in
 * their lazy chunks, it adds nothing to a visitor's first download.
 */
export function useCounterDeviceSync(userId: number | undefined, membership: Membership | undefined): void {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const issuer = useQuery({ ...cardIssuerQueryOptions(), enabled: membership !== undefined });
  useKeepCardOnDevice(userId, membership, issuer.data);
  // Opened straight from a bookmark or the installed app, a page still gets the worker for next
  // time; and from here on the app can be installed.
  useEffect(() => {
    addInstallLinks(locale);
    registerServiceWorker();
  }, [locale]);
}
