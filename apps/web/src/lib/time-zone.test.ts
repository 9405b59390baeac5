import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubBrowserTimeZone } from '../testing/browser-time-zone';
import { browserTimeZone } from './time-zone';

describe('browserTimeZone', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is the zone the browser shows dates in', () => {
    stubBrowserTimeZone('America/Los_Angeles');
    expect(browserTimeZone()).toBe('America/Los_Angeles');
  });

  it('is nothing when the browser cannot tell, so the request goes without it', () => {
    for (const zone of [undefined, '', 'Etc/Unknown']) {
      stubBrowserTimeZone(zone);
      expect(browserTimeZone(), String(zone)).toBeUndefined();
    }
  });
});
