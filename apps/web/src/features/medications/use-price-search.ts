import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { type MedicationListParams, useMedications } from './api/get-medications';
import { type DaySupply, parseDaySupply } from './components/price-rows';

/** docs/product.md §9: the estimator and the member page list up to 50 medications with prices. */
const LIMIT = 50;

/** The list call for a page's ?search=…&days=… (the server prefetches the same call). */
export function priceSearchListParams(params: URLSearchParams): MedicationListParams {
  const search = (params.get('search') ?? '').trim();
  return {
    limit: LIMIT,
    has_prices: true,
    search: search || undefined,
    day_supply: parseDaySupply(params.get('days')),
  };
}

/**
 * The price search of the estimator and the member page. The term and supply live in the URL
 * (?search=…&days=90) so a reload, a shared link or back/forward shows the same results; the
 * API does the filtering.
 */
export function usePriceSearch() {
  const [params, setParams] = useSearchParams();
  const search = (params.get('search') ?? '').trim();
  const daySupply = parseDaySupply(params.get('days'));

  const query = useMedications(priceSearchListParams(params), { placeholderPrevious: true });

  // Replace, not push: one history entry per visit rather than one per keystroke.
  const updateParams = useCallback(
    (change: { search?: string; days?: DaySupply }) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (change.search !== undefined) {
            if (change.search) next.set('search', change.search);
            else next.delete('search');
          }
          if (change.days === 90) next.set('days', '90');
          else if (change.days === 30) next.delete('days');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const onSearch = useCallback((term: string) => updateParams({ search: term }), [updateParams]);
  const onDaySupply = useCallback((days: DaySupply) => updateParams({ days }), [updateParams]);

  const isUpdating = query.isPlaceholderData || (query.isFetching && !query.isPending);
  return { search, daySupply, onSearch, onDaySupply, query, isUpdating };
}
