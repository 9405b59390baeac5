import type { MedicationPageResponse } from '@arx/contracts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { SITE } from '../../../lib/site';
import { MedicationHowTo } from './medication-how-to';
import { MedicationPackPrices } from './medication-pack-prices';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** "Generic medication · Brand name: Lipitor": what kind of medication, and its other name. */
function nameNotes(page: MedicationPageResponse, i18n: I18n): string[] {
  const notes = [i18n._(page.medication_type === 'brand' ? msg`Brand-name medication` : msg`Generic medication`)];
  const genericName = page.generic_name;
  const brandName = page.brand_name;
  if (genericName && !same(genericName, page.display_name)) notes.push(i18n._(msg`Generic name: ${genericName}`));
  if (brandName && !same(brandName, page.display_name)) notes.push(i18n._(msg`Brand name: ${brandName}`));
  return notes;
}

/** A medication's public page once its prices are here: the header, prices per strength, how to use the card. */
export function MedicationDetails({ page }: { page: MedicationPageResponse }) {
  const pricesId = useId();
  const ctaId = useId();
  const { t, i18n } = useLingui();
  const name = page.display_name;
  const pharmacies = SITE.pharmacies;
  const site = SITE.name;
  return (
    <div>
      <section className="border-slate-200 border-b bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 pt-8 pb-10 md:pt-12">
          <nav aria-label={t`Breadcrumb`}>
            <ol className="flex flex-wrap items-center gap-2 text-slate-600 text-sm">
              <li>
                <Link
                  to="/drug-pricing"
                  className="rounded-sm font-medium text-brand-800 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  <Trans>Drug pricing</Trans>
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li aria-current="page" className="min-w-0 break-words">
                {name}
              </li>
            </ol>
          </nav>
          <h1 className="mt-4 break-words font-bold text-3xl text-ink tracking-tight md:text-4xl">{name}</h1>
          <p className="mt-2 font-medium text-slate-700">{nameNotes(page, i18n).join(' · ')}</p>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">
            <Trans>
              What members pay for {name} at {pharmacies}+ participating pharmacies, next to the retail cash price, for
              every strength and pack we list. Prices shown are estimates; the pharmacy confirms the final price at the
              counter. {site} is a savings membership, <strong className="font-semibold text-ink">not insurance</strong>
              .
            </Trans>
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10 md:py-12">
        <section aria-labelledby={pricesId}>
          <h2 id={pricesId} className="font-bold text-2xl text-ink">
            <Trans>{name} prices by strength and form</Trans>
          </h2>
          <div className="mt-6 space-y-10">
            {page.medications.length === 0 && (
              <p className="text-slate-600">
                <Trans>No prices are listed for {name} yet.</Trans>
              </p>
            )}
            {page.medications.map((medication) => (
              <MedicationPackPrices
                key={medication.id}
                name={name}
                medication={medication}
                showBrand={page.brand_name === null}
              />
            ))}
          </div>
        </section>

        <MedicationHowTo name={name} />

        <section
          aria-labelledby={ctaId}
          className="flex flex-col items-start gap-6 rounded-2xl border border-brand-100 bg-brand-50 px-6 py-8 md:flex-row md:items-center md:justify-between md:px-10"
        >
          <div>
            <h2 id={ctaId} className="font-bold text-2xl text-ink">
              <Trans>Ready to pay member prices?</Trans>
            </h2>
            <p className="mt-2 max-w-xl text-slate-700">
              <Trans>Join in minutes and cancel anytime. Your digital card works with or without insurance.</Trans>
            </p>
          </div>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <ButtonLink to="/register">
              <Trans>See membership plans</Trans>
            </ButtonLink>
            <ButtonLink to="/drug-pricing" variant="secondary">
              <Trans>Compare other medications</Trans>
            </ButtonLink>
          </div>
        </section>
      </div>
    </div>
  );
}
