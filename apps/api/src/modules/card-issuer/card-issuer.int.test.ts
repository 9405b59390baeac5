import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';

const CARD = {
  CARD_PROCESSOR_NAME: 'Northwind Rx Services',
  CARD_HELPDESK_PHONE: '1-888-555-0111',
  MEMBER_SERVICES_PHONE: '(888) 555-0122',
};

describe('GET /api/v1/card_issuer', () => {
  let ctx: TestContext | undefined;
  afterEach(() => ctx?.close());

  it('when the card settings are given, then it answers them to anyone, and the website is APP_URL', async () => {
    ctx = await createTestApp({ APP_URL: 'https://club.example.com', ...CARD, CARD_PCN: 'NWRX01' });

    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/card_issuer' });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      processor_name: 'Northwind Rx Services',
      rx_pcn: 'NWRX01',
      helpdesk_phone: '1-888-555-0111',
      member_services_phone: '(888) 555-0122',
      website_label: 'club.example.com',
      website_url: 'https://club.example.com',
    });
  });

  it('when CARD_PCN is unset, then rx_pcn is null (the card prints no RxPCN)', async () => {
    ctx = await createTestApp({ APP_URL: 'https://club.example.com', ...CARD });

    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/card_issuer' });

    expect(res.json().rx_pcn).toBeNull();
    expect(res.json().processor_name).toBe('Northwind Rx Services');
  });

  it('when nothing is set, then it answers the demo card, with a demo RxPCN', async () => {
    ctx = await createTestApp();

    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/card_issuer' });

    expect(res.json()).toMatchObject({
      processor_name: 'Demo Rx Processing',
      rx_pcn: 'ARXDEMO',
      helpdesk_phone: '1-800-555-0134',
      member_services_phone: '1-800-555-0199',
      website_label: 'localhost:3000',
    });
  });

  it('lets browsers and shared caches keep it for at most a minute, then revalidate with its ETag', async () => {
    ctx = await createTestApp();

    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/card_issuer' });
    const maxAge = Number(/max-age=(\d+)/.exec(res.headers['cache-control'] as string)?.[1]);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/card_issuer',
      headers: { 'if-none-match': res.headers.etag as string },
    });

    expect(res.headers['cache-control']).toMatch(/^public, /);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(60);
    expect(again.statusCode).toBe(304);
  });
});
