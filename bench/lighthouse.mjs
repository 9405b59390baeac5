// Lighthouse (its default: a mobile phone on a slow 4G connection, simulated) on the public
// pages of the running production server, in Debian's Chromium.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

export const LIGHTHOUSE_PAGES = ['/', '/drug-pricing', '/faq', '/register'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

async function loadChromeLauncher() {
  // chrome-launcher comes with lighthouse; resolved from there, not from wherever npm hoisted it.
  const fromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse/package.json'));
  return import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href);
}

function summarise(lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  // What keeps a category under 100: the audits that count and did not pass.
  const failing = {};
  for (const id of CATEGORIES) {
    const refs = lhr.categories[id]?.auditRefs ?? [];
    const ids = refs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
      .map((ref) => ref.id);
    if (ids.length > 0) failing[id] = ids;
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audit('largest-contentful-paint'),
    fcpMs: audit('first-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    speedIndexMs: audit('speed-index'),
    cls: audit('cumulative-layout-shift'),
    failing,
    runtimeError: lhr.runtimeError?.message ?? null,
  };
}

/** The run with the median performance score, when a page is measured several times. */
function median(runs) {
  const sorted = [...runs].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

export async function runLighthouse({ origin, runs = 1, log }) {
  const chromePath = chromiumPath();
  if (!fs.existsSync(chromePath)) {
    return {
      skipped: `no Chromium at ${chromePath}: install it (apt-get install chromium) or set CHROMIUM_PATH`,
      pages: [],
    };
  }
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await loadChromeLauncher();
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox'] });
  const pages = [];
  try {
    for (const page of LIGHTHOUSE_PAGES) {
      const measured = [];
      for (let run = 0; run < runs; run++) {
        let summary;
        // Lighthouse sometimes loses the page's trace (NO_NAVSTART, "Please run Lighthouse
        // again"): that says nothing about the page, so such a run is made again, twice at most.
        for (let attempt = 0; attempt < 3; attempt++) {
          const result = await lighthouse(`${origin}${page}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: CATEGORIES,
          });
          summary = summarise(result.lhr);
          if (!summary.runtimeError) break;
          log(`lighthouse ${page}: ${summary.runtimeError} (run again)`);
        }
        measured.push(summary);
      }
      const chosen = median(measured);
      log(
        `lighthouse ${page}: performance ${chosen.performance}, accessibility ${chosen.accessibility}, ` +
          `best practices ${chosen.bestPractices}, SEO ${chosen.seo}, LCP ${Math.round(chosen.lcpMs)} ms`,
      );
      pages.push({ page, ...chosen, runs: measured });
    }
  } finally {
    await chrome.kill();
  }
  return { chromium: chromePath, formFactor: 'mobile', pages };
}
