import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';

/**
 * A server-rendered page hands its TanStack Query state to the browser once, in a JSON block
 * (`<script type="application/json">`): data the browser never executes, so the strict
 * Content-Security-Policy (no inline script) holds.
 */
export const STATE_ELEMENT_ID = 'arx-state';

type SerializedError = { status: number; message: string; body: ApiError['body'] };

/**
 * The queries the page rendered with, answered or failed: a medication page whose query
 * failed with 404 must hydrate as the same not-found page. Errors travel as their status and
 * message and come back as ApiError (an Error does not survive JSON).
 */
export function serializeQueryState(queryClient: QueryClient): string {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
    shouldRedactErrors: () => false,
  });
  const queries = state.queries.map((query) => {
    const error = query.state.error;
    if (!error) return query;
    const serialized: SerializedError =
      error instanceof ApiError
        ? { status: error.status, message: error.message, body: error.body }
        : { status: 500, message: 'The page could not be loaded', body: null };
    return { ...query, state: { ...query.state, error: serialized } };
  });
  // `<` escaped: no answer text can close the block early ("</script>") or open a comment.
  return JSON.stringify({ ...state, queries }).replace(/</g, '\\u003c');
}

/**
 * Puts a server-rendered page's state into the browser's query client, before hydrating. The
 * answers count as fetched now: the server checked they were current when it sent the page
 * (which may have been rendered earlier), and the two clocks may disagree. Stamped with the
 * server's time, an answer older than the stale time would be fetched again on mount, and the
 * first render (busy, "updating") would not be the server's.
 */
export function hydrateQueryState(queryClient: QueryClient, json: string): DehydratedState {
  const state = JSON.parse(json) as DehydratedState;
  const now = Date.now();
  for (const query of state.queries) {
    if (query.state.dataUpdatedAt > 0) query.state.dataUpdatedAt = now;
    if (query.state.errorUpdatedAt > 0) query.state.errorUpdatedAt = now;
    const error = query.state.error as SerializedError | null;
    if (error) {
      (query.state as { error: unknown }).error = new ApiError(error.status, error.message, error.body);
    }
  }
  hydrate(queryClient, state);
  return state;
}

/** The state block of a server-rendered page, or null for a page the browser renders itself. */
export function readStateElement(): string | null {
  return document.getElementById(STATE_ELEMENT_ID)?.textContent ?? null;
}
