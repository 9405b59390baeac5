import type { MedicationPageResponse } from '@arx/contracts';
import { MEDICATION_PAGE_PATH } from '@arx/contracts/medication-slug';
import { SITE } from '../../lib/site';
import type { PageMeta } from './page-meta';

const money = (dollars: number) => `$${dollars.toFixed(2)}`;

function memberPrices(page: MedicationPageResponse): number[] {
  return page.medications.flatMap((medication) => medication.pricings.map((pricing) => pricing.member_price));
}

/** A medication page's head: the drug's name, its lowest member price and how many strengths. */
export function medicationPageMeta(slug: string, page: MedicationPageResponse | null): PageMeta {
  const canonicalPath = `${MEDICATION_PAGE_PATH}/${slug}`;
  if (!page) {
    return {
      title: `Medication not found | ${SITE.name}`,
      description: 'We could not find that medication. Search the Savings Estimator for its price.',
      canonicalPath,
      index: false,
    };
  }
  const prices = memberPrices(page);
  const from = prices.length > 0 ? ` from ${money(Math.min(...prices))}` : '';
  const strengths = page.medications.length;
  return {
    title: `${page.display_name} price${from} with membership | ${SITE.name}`,
    description: `${page.display_name}: retail cash price, member price and saving for 30 and 90 days, ${strengths} ${strengths === 1 ? 'strength' : 'strengths and forms'} at participating US pharmacies. A savings membership, not insurance.`,
    canonicalPath: `${MEDICATION_PAGE_PATH}/${page.slug}`,
    index: true,
  };
}

/**
 * schema.org data for a medication page: a Drug (a Product in schema.org, so it may carry
 * offers) with the range of member prices as an AggregateOffer in US dollars.
 */
export function medicationStructuredData(page: MedicationPageResponse | null, siteUrl: string): object | null {
  if (!page) return null;
  const prices = memberPrices(page);
  const forms = [...new Set(page.medications.map((medication) => medication.form))];
  return {
    '@context': 'https://schema.org',
    '@type': 'Drug',
    name: page.display_name,
    url: `${siteUrl}${MEDICATION_PAGE_PATH}/${page.slug}`,
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
            description: `Member prices with ${SITE.name}, a prescription savings membership (not insurance).`,
          },
        }
      : {}),
  };
}
