import type { MedicationPageResponse } from '@arx/contracts';
import { medicationSlug } from '@arx/contracts/medication-slug';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** A page's data, or null when there is no medication at that address (the page answers 404). */
export type MedicationPageData = MedicationPageResponse | null;

export const medicationPageKeys = {
  all: ['medications', 'page'] as const,
  detail: (slug: string) => ['medications', 'page', slug] as const,
};

/** The contract's slug rule (lower-case letters, digits, single hyphens, at most 200 characters). */
function isMedicationSlug(slug: string): boolean {
  return slug.length > 0 && slug.length <= 200 && medicationSlug(slug) === slug;
}

/**
 * GET /medications/pages/:slug. "Not found" is an answer, not a failure: it resolves to null, so
 * it is never retried, it is cached like any page, and the server can dehydrate it and render the
 * same not-found page the browser then hydrates (an errored query is not dehydrated by default,
 * and an Error does not survive serialisation). An address that cannot be a slug never reaches
 * the API.
 */
export async function getMedicationPage(slug: string, signal?: AbortSignal): Promise<MedicationPageData> {
  if (!isMedicationSlug(slug)) return null;
  try {
    return await apiRequest<MedicationPageResponse>(`/medications/pages/${slug}`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** What the server prefetches to render /drugs/<slug>, and what the page reads. */
export const medicationPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: medicationPageKeys.detail(slug),
    queryFn: ({ signal }) => getMedicationPage(slug, signal),
  });

export function useMedicationPage(slug: string) {
  return useQuery(medicationPageQueryOptions(slug));
}

/** True when the page's data says there is no such medication: the page shows MedicationNotFound. */
export function isMedicationNotFound(data: MedicationPageData | undefined): data is null {
  return data === null;
}

/** After the server's prefetch: whether /drugs/<slug> is the not-found page, to answer HTTP 404. */
export function isMedicationPageNotFound(queryClient: QueryClient, slug: string): boolean {
  return isMedicationNotFound(queryClient.getQueryData(medicationPageKeys.detail(slug)));
}
