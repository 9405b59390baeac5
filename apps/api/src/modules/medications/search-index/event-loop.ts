/**
 * Lets timers and sockets run. PGlite answers in microtasks on this thread, so a chain of
 * awaited queries alone never lets a health check through.
 */
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
