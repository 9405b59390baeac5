import { useEffect } from 'react';
import { failureMessage, isReauthRequired } from '../admin-errors';
import { useUploadCatalog } from '../api/upload-catalog';
import { AdminPageTitle } from './admin-layout';
import { CatalogDraftReview } from './catalog-draft-review';
import { CatalogHistory } from './catalog-history';
import { CatalogProblems } from './catalog-problems';
import { CatalogUploadForm } from './catalog-upload-form';
import { ReauthNotice } from './reauth-notice';

const RESULT_ID = 'admin-prices-result';

/**
 * /admin/prices: check a catalogue file, see what publishing it changes, publish it; below, every
 * upload with its file and a roll back (docs/decisions/0016-back-office.md). A check's result
 * takes the focus, so a keyboard or screen reader user lands on what it found.
 */
export function CatalogPage() {
  const upload = useUploadCatalog();
  const answer = upload.data;

  useEffect(() => {
    if (upload.submittedAt && upload.isSuccess) document.getElementById(RESULT_ID)?.focus();
  }, [upload.submittedAt, upload.isSuccess]);

  return (
    <section aria-labelledby="admin-prices-title">
      <AdminPageTitle id="admin-prices-title" title="Prices">
        Upload a catalogue file, check what it changes, publish it or roll back.
      </AdminPageTitle>
      <div className="space-y-8">
        <CatalogUploadForm isChecking={upload.isPending} onCheck={(request) => upload.mutate(request)} />
        {upload.isError &&
          (isReauthRequired(upload.error) ? (
            <ReauthNotice message={upload.error.message} />
          ) : (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 font-medium text-red-900">
              {failureMessage(upload.error, 'The file could not be checked. Please try again.')}
            </p>
          ))}
        {answer?.upload && answer.diff ? (
          <CatalogDraftReview
            key={answer.upload.id}
            upload={answer.upload}
            diff={answer.diff}
            message={answer.message}
            headingId={RESULT_ID}
          />
        ) : (
          answer && <CatalogProblems answer={answer} headingId={RESULT_ID} />
        )}
        <CatalogHistory />
      </div>
    </section>
  );
}
