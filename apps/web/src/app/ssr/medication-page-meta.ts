import type { MedicationPageResponse } from '@arx/contracts';
import { type Locale, localizePath } from '@arx/contracts/locales';
import { MEDICATION_PAGE_PATH } from '@arx/contracts/medication-slug';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formLabel } from '../../lib/dosage-words';
import { SITE } from '../../lib/site';
import type { PageMeta } from './page-meta';

const money = (dollars: number) => `$${dollars.toFixed(2)}`;
const site = SITE.name;

function memberPrices(page: MedicationPageResponse): number[] {
  return page.medications.flatMap((medication) => medication.pricings.map((pricing) => pricing.member_price));
}

/** A medication page's head: the drug's name, its lowest member price and how many strengths. */
export function medicationPageMeta(slug: string, page: MedicationPageResponse | null, i18n: I18n): PageMeta {
  const canonicalPath = `${MEDICATION_PAGE_PATH}/${slug}`;
  if (!page) {
    return {
      title: i18n._(msg`Medication not found | ${site}`),
      description: i18n._(msg`We could not find that medication. Search the Savings Estimator for its price.`),
      canonicalPath,
      index: false,
    };
  }
  const prices = memberPrices(page);
  const name = page.display_name;
  const lowest = prices.length > 0 ? money(Math.min(...prices)) : null;
  const count = page.medications.length;
  return {
    title: lowest
      ? i18n._(msg`${name} price from ${lowest} with membership | ${site}`)
      : i18n._(msg`${name} price with membership | ${site}`),
    description: i18n._(
      msg`${name}: retail cash price, member price and saving for 30 and 90 days, ${plural(count, { one: '# strength', other: '# strengths and forms' })} at participating US pharmacies. A savings membership, not insurance.`,
    ),
    canonicalPath: `${MEDICATION_PAGE_PATH}/${page.slug}`,
    index: true,
  };
}

/**
 * schema.org data for a medication page: a Drug (a Product in schema.org, so it may carry
 * offers) with the range of member prices as an AggregateOffer in US dollars.
 */
export function medicationStructuredData(
  page: MedicationPageResponse | null,
  siteUrl: string,
  i18n: I18n,
): object | null {
  if (!page) return null;
  const prices = memberPrices(page);
  const forms = [...new Set(page.medications.map((medication) => formLabel(medication.form, i18n)))];
  return {
    '@context': 'https://schema.org',
    '@type': 'Drug',
    name: page.display_name,
    url: `${siteUrl}${localizePath(`${MEDICATION_PAGE_PATH}/${page.slug}`, i18n.locale as Locale)}`,
    inLanguage: i18n.locale,
    nonProprietaryName: page.generic_name,
    ...(page.brand_name ? { proprietaryName: page.brand_name } : {}),
    isProprietary: page.medication_type === 'brand',
    dosageForm: forms.length === 1 ? forms[0] : forms,
    ...(prices.length > 0
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: 'USD',
            lowPrice: Math.min(...prices).toFixed(2),
            highPrice: Math.max(...prices).toFixed(2),
            offerCount: prices.length,
            description: i18n._(msg`Member prices with ${site}, a prescription savings membership (not insurance).`),
          },
        }
      : {}),
  };
}
