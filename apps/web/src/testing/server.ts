import type { Membership } from '@arx/contracts';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { createHandlers } from './handlers';

export const server = setupServer(...createHandlers());

/** GET /users/subscription_status answers this status, or what `answer` returns. */
export function serveSubscriptionStatus(
  answer: Parameters<typeof HttpResponse.json>[0] | (() => Response | Promise<Response>),
) {
  server.use(
    http.get('*/api/v1/users/subscription_status', () =>
      typeof answer === 'function' ? answer() : HttpResponse.json(answer),
    ),
  );
}

/** GET /memberships/primary answers this membership. */
export function serveMembership(membership: Membership) {
  server.use(http.get('*/api/v1/memberships/primary', () => HttpResponse.json({ membership })));
}

type RecordedRequest = { url: URL; authorization: string | null; body: unknown };

/** The requests the app makes to a path, with the JSON body if any (null if none); the mock API still answers them. */
export function recordRequests(method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string): RecordedRequest[] {
  const seen: RecordedRequest[] = [];
  server.use(
    http[method](path, async ({ request }) => {
      const text = await request.clone().text();
      seen.push({
        url: new URL(request.url),
        authorization: request.headers.get('authorization'),
        body: text ? JSON.parse(text) : null,
      });
    }),
  );
  return seen;
}

/** Only the JSON bodies the app sends to a path, in order (the mock API still answers). */
export function recordBodies(method: 'post' | 'patch', path: string): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http[method](path, async ({ request }) => {
      bodies.push(await request.clone().json());
    }),
  );
  return bodies;
}
