import { randomBytes } from 'node:crypto';

/**
 * The header the server renderer's in-process calls carry (web/ssr/in-process-fetch.ts), with a
 * value made at start that no one outside this process knows: a visitor cannot pass a request
 * of theirs off as one.
 */
export const IN_PROCESS_HEADER = 'x-arx-in-process';
export const IN_PROCESS_MARK = randomBytes(16).toString('hex');

/** Whether the app made this request to itself (a server-rendered page reading the API). */
export function isInProcess(request: { headers: Record<string, string | string[] | undefined> }): boolean {
  return request.headers[IN_PROCESS_HEADER] === IN_PROCESS_MARK;
}
