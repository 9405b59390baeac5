import type { Page } from '@playwright/test';

export type Seen = { problems: string[] };

/**
 * Everything a page load must not produce: console errors and warnings (React's hydration
 * warnings among them), uncaught errors, Content-Security-Policy violations, and the app
 * throwing away the server's HTML (React does so when hydration fails).
 */
export async function watchHydration(page: Page): Promise<Seen> {
  const seen: Seen = { problems: [] };
  await page.exposeBinding('__reportProblem', (_source, problem: string) => {
    seen.problems.push(problem);
  });
  await page.addInitScript(() => {
    const report = (problem: string) =>
      (window as unknown as { __reportProblem(p: string): void }).__reportProblem(problem);
    document.addEventListener('securitypolicyviolation', (event) =>
      report(`CSP ${event.effectiveDirective} blocked ${event.blockedURI} on ${location.pathname}`),
    );
    // The server's first element in #root must survive: a client render would replace it.
    new MutationObserver((records) => {
      for (const record of records) {
        const root = record.target as Element;
        if (root.id !== 'root') continue;
        for (const node of Array.from(record.removedNodes)) {
          if (node.nodeType === 1)
            report(`#root lost its server-rendered <${(node as Element).tagName.toLowerCase()}>`);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // The document's own 404 status (the unknown-medication page) is not a problem.
    if (/status of 404/.test(message.text()) && /\/drugs\//.test(page.url())) return;
    seen.problems.push(`${message.type()} on ${new URL(page.url()).pathname}: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.problems.push(`uncaught on ${new URL(page.url()).pathname}: ${error.message}`));
  return seen;
}
