import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  afterFirstPaint,
  FALLBACK_MS,
  loadPageScripts,
  readPageScripts,
  SCRIPTS_ELEMENT_ID,
} from './after-first-paint';

function pageWithBlock(text: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const block = doc.createElement('script');
  block.type = 'application/json';
  block.id = SCRIPTS_ELEMENT_ID;
  block.textContent = text;
  doc.head.append(block);
  return doc;
}

describe('readPageScripts', () => {
  it("reads the server's list of the entry and the route's chunks", () => {
    const doc = pageWithBlock('{"entry":"/assets/index-1.js","preload":["/assets/faq-2.js"]}');
    expect(readPageScripts(doc)).toEqual({ entry: '/assets/index-1.js', preload: ['/assets/faq-2.js'] });
  });

  it('refuses a missing block, bad JSON and anything but root-relative paths', () => {
    expect(readPageScripts(document.implementation.createHTMLDocument('shell'))).toBeNull();
    for (const text of [
      '',
      '{',
      'null',
      '[]',
      '{"entry":"/a.js"}',
      '{"entry":"https://elsewhere.example/a.js","preload":[]}',
      '{"entry":"/a.js","preload":["javascript:alert(1)"]}',
      '{"entry":"/a.js","preload":[1]}',
    ]) {
      expect(readPageScripts(pageWithBlock(text)), text).toBeNull();
    }
  });
});

describe('loadPageScripts', () => {
  it('adds the entry as a module script and preloads the chunks, as Vite names them', () => {
    const doc = document.implementation.createHTMLDocument('page');
    loadPageScripts({ entry: '/assets/index-1.js', preload: ['/assets/faq-2.js', '/assets/shared-3.js'] }, doc);
    const script = doc.head.querySelector('script');
    expect(script?.getAttribute('type')).toBe('module');
    expect(script?.getAttribute('src')).toBe('/assets/index-1.js');
    expect(script?.hasAttribute('crossorigin')).toBe(true);
    const links = [...doc.head.querySelectorAll('link')];
    expect(links.map((link) => [link.rel, link.getAttribute('href'), link.hasAttribute('crossorigin')])).toEqual([
      ['modulepreload', '/assets/faq-2.js', true],
      ['modulepreload', '/assets/shared-3.js', true],
    ]);
  });
});

/** A window whose PerformanceObserver the test drives, and whose frames and timers are Vitest's. */
function fakeWindow({ paintTiming }: { paintTiming: boolean }) {
  const observers: { callback: PerformanceObserverCallback; disconnected: boolean; options?: object }[] = [];
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['mark'];
    private readonly entry;
    constructor(callback: PerformanceObserverCallback) {
      this.entry = { callback, disconnected: false } as (typeof observers)[number];
      observers.push(this.entry);
    }
    observe(options: object) {
      this.entry.options = options;
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  const paint = (name: string) => {
    for (const observer of observers) {
      if (observer.disconnected) continue;
      const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) };
      observer.callback(list as unknown as PerformanceObserverEntryList, observer as unknown as PerformanceObserver);
    }
  };
  const win = {
    PerformanceObserver: FakeObserver,
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: number) => clearTimeout(id),
    requestAnimationFrame: (fn: FrameRequestCallback) => setTimeout(() => fn(0), 16),
  } as unknown as Window & typeof globalThis;
  return { win, observers, paint };
}

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts once the first contentful paint is reported (also one reported before it ran), and once only', () => {
    const { win, observers, paint } = fakeWindow({ paintTiming: true });
    const start = vi.fn();
    afterFirstPaint(start, win);
    expect(observers[0]?.options).toEqual({ type: 'paint', buffered: true });
    paint('first-paint');
    expect(start).not.toHaveBeenCalled();
    paint('first-contentful-paint');
    expect(start).toHaveBeenCalledTimes(1);
    expect(observers[0]?.disconnected).toBe(true);
    // Neither the fallback timer nor a later report starts it again.
    vi.advanceTimersByTime(FALLBACK_MS * 2);
    paint('first-contentful-paint');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after FALLBACK_MS when no paint is reported (a page opened in a background tab)', () => {
    const { win, paint } = fakeWindow({ paintTiming: true });
    const start = vi.fn();
    afterFirstPaint(start, win);
    vi.advanceTimersByTime(FALLBACK_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    paint('first-contentful-paint');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after the next frame in a browser without paint timing', () => {
    const { win, observers } = fakeWindow({ paintTiming: false });
    const start = vi.fn();
    afterFirstPaint(start, win);
    expect(observers).toHaveLength(0);
    vi.advanceTimersByTime(16);
    // The frame has run; its callback's zero-delay timer comes after it.
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(FALLBACK_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
