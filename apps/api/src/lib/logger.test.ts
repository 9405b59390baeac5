import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger';

describe('redactUrl', () => {
  it('keeps a medication search out of the log', () => {
    expect(redactUrl('/api/v1/medications?limit=50&search=insulin&day_supply=30')).toBe(
      '/api/v1/medications?limit=50&search=[redacted]&day_supply=30',
    );
    expect(redactUrl('/api/v1/medications/search?q=metf&limit=10')).toBe(
      '/api/v1/medications/search?q=[redacted]&limit=10',
    );
    expect(redactUrl('/drug-pricing?search=atorvastatin&days=90')).toBe('/drug-pricing?search=[redacted]&days=90');
  });

  it('keeps the medication a page is about out of the log', () => {
    expect(redactUrl('/drugs/atorvastatin')).toBe('/drugs/[redacted]');
    expect(redactUrl('/api/v1/medications/pages/insulin-glargine?x=1')).toBe(
      '/api/v1/medications/pages/[redacted]?x=1',
    );
  });

  it('leaves other addresses as they are', () => {
    expect(redactUrl('/api/v1/faqs')).toBe('/api/v1/faqs');
    expect(redactUrl('/drug-pricing?days=90')).toBe('/drug-pricing?days=90');
  });
});
