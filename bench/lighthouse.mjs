// Lighthouse (its default: a mobile phone on a slow 4G connection and a 4× slower CPU, both
// simulated) on the public pages of the running production server, in Debian's Chromium. Each
// page is measured several times; every run is kept, and the page's figures are the medians.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { get, inspectPage, MEDICATION_NAME, MEDICATION_PAGE } from './pages.mjs';

// The home page in Spanish too (/es/): a Spanish reader's first page must be as fast (decision 0019).
export const LIGHTHOUSE_PAGES = ['/', '/drug-pricing', '/faq', '/register', MEDICATION_PAGE, '/es/'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Lighthouse's mobile preset (throttling.mobileSlow4G) slows the CPU down 4×. */
export const DEFAULT_CPU_SLOWDOWN = 4;

/**
 * Errors that are Lighthouse losing its own trace ("Please run Lighthouse again"): such a run
 * says nothing about the page and is made again, twice at most. Others (the page answered 404,
 * is not HTML, …) are the page's and are kept.
 */
const RETRIED = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'PROTOCOL_TIMEOUT', 'THROWN']);

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

async function loadChromeLauncher() {
  // chrome-launcher comes with lighthouse; resolved from there, not from wherever npm hoisted it.
  const fromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse/package.json'));
  return import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href);
}

/** "HeadlessChrome/156.0.8078.79" → "156.0.8078.79". */
const chromeVersion = (userAgent) => /Chrom(?:e|ium)\/([\d.]+)/.exec(userAgent ?? '')?.[1] ?? null;

/** One run's figures; `browser` is the full version of the Chromium that ran it. */
function summarise(lhr, browser) {
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
    runtimeErrorCode: lhr.runtimeError?.code ?? null,
    // The host: how fast its CPU ran Lighthouse's own micro-benchmark just before the page
    // loaded (higher is faster), and the browser that loaded it.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    // Chromium's user agent gives only the major version ("156.0.0.0"); the browser's own is full.
    chromium: browser ?? chromeVersion(lhr.environment?.hostUserAgent),
    hostUserAgent: lhr.environment?.hostUserAgent ?? null,
    cpuSlowdown: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? null,
    lighthouse: lhr.lighthouseVersion ?? null,
    warnings: lhr.runWarnings ?? [],
  };
}

/**
 * The middle value (null when none). For an even count, the worse of the two middle values
 * (`higherIsBetter` says which way is worse), so an even number of runs never flatters a page.
 */
export function middle(values, higherIsBetter) {
  const sorted = values.filter((v) => v != null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const half = sorted.length / 2;
  if (sorted.length % 2 === 1) return sorted[Math.floor(half)];
  return higherIsBetter ? sorted[half - 1] : sorted[half];
}

/**
 * A page's figures: the median of each figure over its runs without an error (so one row's
 * figures may come from different runs); the failing audits are those of the run whose
 * performance is the median.
 */
function pageFigures(runs) {
  const ok = runs.filter((r) => !r.runtimeError);
  const of = (key, higherIsBetter) =>
    middle(
      ok.map((r) => r[key]),
      higherIsBetter,
    );
  const performance = of('performance', true);
  const medianRun = ok.find((r) => r.performance === performance) ?? null;
  const errors = runs.filter((r) => r.runtimeError);
  return {
    performance,
    accessibility: of('accessibility', true),
    bestPractices: of('bestPractices', true),
    seo: of('seo', true),
    lcpMs: of('lcpMs', false),
    fcpMs: of('fcpMs', false),
    tbtMs: of('tbtMs', false),
    speedIndexMs: of('speedIndexMs', false),
    cls: of('cls', false),
    failing: medianRun?.failing ?? {},
    medianRun: medianRun ? runs.indexOf(medianRun) + 1 : null,
    runtimeError:
      errors.length === 0
        ? null
        : `${errors.length} of ${runs.length} runs: ${[...new Set(errors.map((r) => r.runtimeError))].join('; ')}`,
  };
}

/** The browser's own version, from its DevTools endpoint (even when no page could be run). */
async function browserVersion(port) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/json/version`);
    return chromeVersion((await response.json()).Browser);
  } catch {
    return null;
  }
}

const round = (value) => (value == null ? '—' : Math.round(value));

export async function runLighthouse({ origin, runs = 1, cpuSlowdown = DEFAULT_CPU_SLOWDOWN, log }) {
  const chromePath = chromiumPath();
  const settings = { chromium: chromePath, formFactor: 'mobile', cpuSlowdown, runsPerPage: runs };
  if (!fs.existsSync(chromePath)) {
    return {
      ...settings,
      skipped: `no Chromium at ${chromePath}: install it (apt-get install chromium) or set CHROMIUM_PATH`,
      pages: [],
    };
  }
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await loadChromeLauncher();
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox'] });
  const chromiumVersion = await browserVersion(chrome.port);
  const pages = [];
  try {
    for (const page of LIGHTHOUSE_PAGES) {
      // The page as a browser gets it first: a page that does not answer 2xx is not run (it
      // would only measure an error page), and whether its HTML is server-rendered is noted.
      let html;
      try {
        const answer = await get(origin, page);
        html =
          answer.status >= 200 && answer.status < 300
            ? inspectPage(answer, { mustName: page === MEDICATION_PAGE ? MEDICATION_NAME : undefined })
            : { status: answer.status, contentType: answer.contentType };
      } catch (error) {
        html = { error: error.message };
      }
      if (!(html.status >= 200 && html.status < 300)) {
        const reason = html.error ?? `answered ${html.status} (${html.contentType || 'no content-type'})`;
        log(`lighthouse ${page}: not run, ${reason}`);
        pages.push({ page, html, notRun: reason, ...pageFigures([]), runs: [] });
        continue;
      }
      const measured = [];
      for (let run = 0; run < runs; run++) {
        let summary;
        for (let attempt = 0; attempt < 3; attempt++) {
          try {
            const result = await lighthouse(
              `${origin}${page}`,
              {
                port: chrome.port,
                output: 'json',
                logLevel: 'error',
                onlyCategories: CATEGORIES,
                // Merged into the mobile preset's throttling (slow 4G stays as it is).
                throttling: { cpuSlowdownMultiplier: cpuSlowdown },
              },
              undefined,
            );
            summary = summarise(result.lhr, chromiumVersion);
          } catch (error) {
            summary = { runtimeError: error.message, runtimeErrorCode: 'THROWN', failing: {}, warnings: [] };
          }
          if (!summary.runtimeError || !RETRIED.has(summary.runtimeErrorCode)) break;
          log(`lighthouse ${page}: ${summary.runtimeError} (run again)`);
        }
        measured.push(summary);
        const s = summary;
        log(
          s.runtimeError
            ? `lighthouse ${page} run ${run + 1}/${runs}: ${s.runtimeError}`
            : `lighthouse ${page} run ${run + 1}/${runs}: performance ${s.performance}, LCP ${round(s.lcpMs)} ms, ` +
                `TBT ${round(s.tbtMs)} ms, FCP ${round(s.fcpMs)} ms, CLS ${s.cls?.toFixed(3)}, ` +
                `benchmarkIndex ${round(s.benchmarkIndex)}, Chromium ${s.chromium}`,
        );
      }
      const figures = pageFigures(measured);
      log(
        `lighthouse ${page} (median of ${runs}): performance ${figures.performance}, accessibility ${figures.accessibility}, ` +
          `best practices ${figures.bestPractices}, SEO ${figures.seo}, LCP ${round(figures.lcpMs)} ms, TBT ${round(figures.tbtMs)} ms`,
      );
      pages.push({ page, html, ...figures, runs: measured });
    }
  } finally {
    await chrome.kill();
  }
  const indexes = pages.flatMap((p) => p.runs.map((r) => r.benchmarkIndex)).filter((v) => v != null);
  return {
    ...settings,
    chromiumVersion,
    benchmarkIndex: indexes.length ? { min: Math.min(...indexes), max: Math.max(...indexes) } : null,
    pages,
  };
}
