import { z } from 'zod';
import { requestObject } from './request-body';

/** A page view carries the route path only: no query string, no fragment, no user id. */
export const PageViewRequestSchema = requestObject(
  {
    path: z
      .string({ error: 'path is required' })
      .min(1, { error: 'path is required' })
      .max(200, { error: 'path must be at most 200 characters' })
      .regex(/^\/[^?#\s]*$/, { error: 'path must be a route path starting with / and without a query string' }),
  },
  'The request body must be a JSON object with a path',
);
export type PageViewRequest = z.infer<typeof PageViewRequestSchema>;
