import { z } from 'zod';

/** "Unknown field: id": a field the endpoint does not take is refused by name, never silently dropped. */
export function unknownFieldsMessage(keys: readonly string[]): string {
  return `Unknown field${keys.length > 1 ? 's' : ''}: ${keys.join(', ')}`;
}

/**
 * A request body, or an object inside one, taking exactly the fields listed. Refusing the rest
 * (rather than stripping them) tells a caller who sends `owner_user_id` or `status` that it
 * changes nothing, and keeps such keys from ever reaching a service. Anything that is not an
 * object (an array, a number, null where not allowed) answers `typeMessage`.
 */
export function requestObject<Shape extends z.ZodRawShape>(shape: Shape, typeMessage: string) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? unknownFieldsMessage(issue.keys) : typeMessage),
  });
}

/**
 * Text a form sends, capped well above what its rules allow: the cap only stops abuse (a
 * 10,000-character value) with a message about length, before any rule or the database sees it.
 */
export function requestText(field: string, max: number) {
  return z.string({ error: `${field} must be text` }).max(max, { error: `${field} must be at most ${max} characters` });
}
