import { useEffect } from 'react';
import { failureMessage, isReauthRequired } from '../admin-errors';
import { useImportClaims } from '../api/import-claims';
import { AdminPageTitle } from './admin-layout';
import { ClaimsHistory } from './claims-history';
import { ClaimsImportForm } from './claims-import-form';
import { ClaimsReport } from './claims-report';
import { ReauthNotice } from './reauth-notice';

const RESULT_ID = 'admin-claims-result';

/**
 * /admin/claims: import the card processor's claims file into members' savings (docs/claims-file.md),
 * see what became of each line, and the imports before. The report takes the focus, so a
 * keyboard or screen reader user lands on what the import did.
 */
export function ClaimsPage() {
  const importing = useImportClaims();
  const report = importing.data;

  useEffect(() => {
    if (importing.submittedAt && importing.isSuccess) document.getElementById(RESULT_ID)?.focus();
  }, [importing.submittedAt, importing.isSuccess]);

  return (
    <section aria-labelledby="admin-claims-title">
      <AdminPageTitle id="admin-claims-title" title="Claims">
        Import the card processor’s claims file into members’ savings.
      </AdminPageTitle>
      <div className="space-y-8">
        <ClaimsImportForm isImporting={importing.isPending} onImport={(request) => importing.mutate(request)} />
        {importing.isError &&
          (isReauthRequired(importing.error) ? (
            <ReauthNotice message={importing.error.message} />
          ) : (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 font-medium text-red-900">
              {failureMessage(importing.error, 'The file could not be imported. Please try again.')}
            </p>
          ))}
        {report && (
          <ClaimsReport
            key={importing.submittedAt}
            report={report}
            // A file refused whole imports nothing and counts no lines: its one problem says why.
            isRefused={report.counts.lines === 0 && report.problems.length > 0}
            headingId={RESULT_ID}
          />
        )}
        <ClaimsHistory />
      </div>
    </section>
  );
}
