/**
 * A count that moves whenever an in-memory source of public API answers may have changed: a
 * time-limited cache re-read (lib/ttl-cache.ts: plans, FAQs) or a new catalogue index
 * (modules/medications). The server-rendered pages (web/ssr) serve a page they rendered
 * without asking the API again only while it has not moved.
 */
let generation = 0;

export const answerGeneration = {
  current: (): number => generation,
  bump: (): void => {
    generation++;
  },
};
