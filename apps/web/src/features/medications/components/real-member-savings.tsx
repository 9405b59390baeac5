import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useMedications } from '../api/get-medications';
import { MedicationSavingsCard, SAVINGS_CARD_SIZE } from './medication-savings-card';

/** Home highlights: fetch 12, show at most 6 (docs/product.md §9). */
const HIGHLIGHTS_FETCHED = 12;
const HIGHLIGHTS_SHOWN = 6;

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';
const PLACEHOLDER_KEYS = Array.from({ length: HIGHLIGHTS_SHOWN }, (_, i) => `placeholder-${i}`);

export function RealMemberSavings() {
  return (
    <section aria-labelledby="member-savings-title" className="bg-slate-50 py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="member-savings-title" className="font-extrabold text-3xl text-ink tracking-tight sm:text-4xl">
            <Trans>Real Member Savings</Trans>
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            <Trans>What members pay for common prescriptions, next to the retail cash price.</Trans>
          </p>
        </div>
        <div className="mt-12">
          <SavingsBody />
        </div>
        <div className="mt-10 flex justify-center">
          <ButtonLink to="/drug-pricing" className="px-8 text-base">
            <Trans>Estimate Your Savings</Trans>
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

function SavingsBody() {
  const { data, isPending, isError } = useMedications({ highlighted: true, limit: HIGHLIGHTS_FETCHED });
  const { t } = useLingui();

  if (isPending) {
    return (
      <div className="relative">
        {/* Over the placeholders rather than above them: nothing moves when it goes away. */}
        <div className="absolute inset-x-0 top-8 z-10 flex justify-center">
          <Spinner
            label={t`Loading medications...`}
            visibleLabel
            className="rounded-full bg-white px-4 py-2 text-slate-700 shadow-sm"
          />
        </div>
        {/* Placeholders the size of the real cards keep the page from jumping when they arrive. */}
        <div aria-hidden="true" className={GRID}>
          {PLACEHOLDER_KEYS.map((key) => (
            <div key={key} className={`animate-pulse bg-slate-200/70 ${SAVINGS_CARD_SIZE}`} />
          ))}
        </div>
      </div>
    );
  }
  if (isError) {
    return (
      <StateMessage>
        <p role="alert" className="font-semibold text-ink text-lg">
          <Trans>Failed to load medications</Trans>
        </p>
        <Button variant="secondary" className="mt-4" onClick={() => window.location.reload()}>
          <Trans>Try again</Trans>
        </Button>
      </StateMessage>
    );
  }
  const medications = data.medications.slice(0, HIGHLIGHTS_SHOWN);
  if (medications.length === 0) {
    return (
      <StateMessage>
        <p className="text-lg text-slate-700">
          <Trans>No highlighted medications available at this time</Trans>
        </p>
      </StateMessage>
    );
  }
  return (
    <ul className={GRID}>
      {medications.map((medication) => (
        <li key={medication.id}>
          <MedicationSavingsCard medication={medication} />
        </li>
      ))}
    </ul>
  );
}

function StateMessage({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-60 flex-col items-center justify-center rounded-2xl border border-slate-300 border-dashed bg-white p-8 text-center">
      {children}
    </div>
  );
}
