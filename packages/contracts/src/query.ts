import { z } from 'zod';

/**
 * Query-string helpers. Query values arrive as strings; these turn them into typed values
 * with plain-word messages, so `limit=abc` answers 400 "limit must be a whole number".
 */
export function queryBoolean(name: string) {
  return z
    .enum(['true', 'false', '1', '0'], { error: `${name} must be true or false` })
    .transform((value) => value === 'true' || value === '1');
}

export function queryInteger(name: string, min: number, max: number) {
  return z
    .string({ error: `${name} must be a whole number` })
    .regex(/^-?\d+$/, { error: `${name} must be a whole number` })
    .transform(Number)
    .pipe(
      z
        .number()
        // Beyond the safe integers zod's own "too big" would speak; the bounds say it plainly.
        .int({
          error: (issue) =>
            issue.code === 'too_big'
              ? `${name} must be at most ${max}`
              : issue.code === 'too_small'
                ? `${name} must be at least ${min}`
                : `${name} must be a whole number`,
          abort: true,
        })
        .min(min, { error: `${name} must be at least ${min}` })
        .max(max, { error: `${name} must be at most ${max}` }),
    );
}

/** A positive database id in a path: `/products/abc` answers 400, `/products/999` 404. */
export const IdParamSchema = z.object({
  id: queryInteger('id', 1, 2_147_483_647),
});
