import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ACCOUNT_UI_MESSAGES, serverMessage } from '../account-messages';
import { useDownloadAccountExport } from '../api/download-account-export';
import { DeleteAccountDialog } from './delete-account-dialog';

const DANGER_OUTLINE =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-red-700 bg-white px-5 py-2.5 font-semibold text-red-800 text-sm transition-colors hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700 focus-visible:outline-offset-2';

/**
 * "Your data" on the dashboard, for every signed-in member (subscribed or not): a copy of
 * everything the club holds about them, and the way to delete the account.
 */
export function AccountSection() {
  const { t, i18n } = useLingui();
  const id = useId();
  const download = useDownloadAccountExport();
  const [isDeleting, setDeleting] = useState(false);

  return (
    <div className="mx-auto max-w-6xl px-4 pb-10 md:pb-14">
      <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id={`${id}-title`} className="font-bold text-ink text-lg">
          <Trans>Your data</Trans>
        </h2>
        <p className="mt-2 max-w-prose text-slate-700">
          <Trans>
            Download a copy of everything we hold about you and your household, or delete your account and all of it.
          </Trans>
        </p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Button variant="secondary" onClick={() => download.mutate()} disabled={download.isPending}>
            {download.isPending ? t`Preparing download...` : t`Download my data`}
          </Button>
          <button type="button" onClick={() => setDeleting(true)} className={DANGER_OUTLINE}>
            <Trans>Delete account</Trans>
          </button>
        </div>
        {download.isError && (
          <p role="alert" className="mt-4 font-semibold text-red-900 text-sm">
            {serverMessage(download.error, i18n, i18n._(ACCOUNT_UI_MESSAGES.downloadFailed))}
          </p>
        )}
      </section>
      {isDeleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </div>
  );
}
