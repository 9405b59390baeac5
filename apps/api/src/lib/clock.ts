/**
 * Where "now" comes from for time-driven work (renewal and trial notices, the 30-day refund rule).
 * Production reads the system clock; the embedded sandbox runs a test clock that can be moved
 * ahead (like a Stripe test clock), and the app's scheduled work reads the same one, so every
 * lifecycle e-mail can be produced on a fresh clone.
 */
export type Clock = {
  now(): Date;
};

export const systemClock: Clock = { now: () => new Date() };
