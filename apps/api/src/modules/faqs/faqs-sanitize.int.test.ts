import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqs } from '../../db/schema';
import { seedFaqs } from '../../db/seed/seed';
import { loadFaqSeeds } from '../../db/seed/seed-data';
import { createTestApp, type TestContext } from '../../test/test-app';

/** Known XSS payloads, each a way past a naive filter. */
const PAYLOADS: Record<string, string> = {
  scriptTag: '<p>Before</p><script>alert(1)</script><p>After</p>',
  scriptMixedCase: '<ScRiPt>alert(1)</sCrIpT>',
  imgOnerror: '<img src=x onerror=alert(1)>',
  svgOnload: '<svg onload=alert(1)><circle r="1"/></svg>',
  javascriptHref: '<a href="javascript:alert(1)">Click</a>',
  javascriptHrefMixedCase: '<a href="jAvAsCrIpT:alert(1)">Click</a>',
  javascriptHrefEntities: '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">Click</a>',
  javascriptHrefHexAndNamed: '<a href="&#x6A;avascript&colon;alert(1)">Click</a>',
  javascriptHrefTabbed: '<a href="java\tscript:alert(1)">Click</a>',
  javascriptHrefLeadingSpace: '<a href="  javascript:alert(1)">Click</a>',
  vbscriptHref: '<a href="vbscript:msgbox(1)">Click</a>',
  dataHref: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Click</a>',
  protocolRelativeHref: '<a href="//evil.example/phish">Click</a>',
  iframe: '<iframe src="https://evil.example"></iframe>',
  iframeSrcdoc: '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  styleAttribute: '<p style="background:url(javascript:alert(1))">Styled</p>',
  styleTag: '<style>body{display:none}</style><p>Text</p>',
  eventHandlersMixedCase: '<p OnClIcK="alert(1)" onMouseOver=alert(1) ONFOCUS=alert(1)>Hover</p>',
  mathNamespaceConfusion:
    '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img src=x onerror=alert(1)>"></textarea></mtext></svg></mglyph></mi></math>',
  svgStyleConfusion: '<svg><style><img src=x onerror=alert(1)></style></svg>',
  mathStyleConfusion: '<math><style><img src=x onerror=alert(1)></style></math>',
  noscriptConfusion: '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  unclosedImg: '<p>Unclosed <img src=x onerror=alert(1)',
  unclosedTags: '<p>Open <strong>bold <a href="https://example.com/more">link',
  nestedScript: '<<script>script>alert(1)//<</script>/script>',
  formAndObject:
    '<form action="https://evil.example"><input name="card"></form><object data="x"></object><embed src="x">',
  detailsOntoggle: '<details open ontoggle=alert(1)><summary>x</summary></details>',
  targetAndRel: '<a href="https://example.com" target="_blank" rel="opener">Out</a>',
  metaRefresh: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  baseTag: '<base href="https://evil.example/">',
};

const ALLOWED_TAGS = new Set(['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'a']);

/**
 * Every tag in the answer is on the allow-list, the only attributes are a link's href and the
 * rel we set, and every href is http(s), mailto or a path on this site.
 */
function expectOnlySafeMarkup(html: string) {
  for (const [, closing, name, attributes] of html.matchAll(/<(\/?)([a-zA-Z][\w:-]*)([^>]*)>/g)) {
    expect(ALLOWED_TAGS, `<${name}> in ${html}`).toContain(name);
    if (closing) continue;
    const attrs = [...attributes!.matchAll(/\s([^\s=]+)="([^"]*)"/g)].map(([, key, value]) => ({ key, value }));
    expect(attributes!.replace(/\s([^\s=]+)="([^"]*)"/g, '').trim(), `stray attribute text in ${html}`).toBe('');
    for (const { key, value } of attrs) {
      expect(name === 'a' && (key === 'href' || key === 'rel'), `${key} on <${name}> in ${html}`).toBe(true);
      if (key === 'rel') expect(value).toBe('noopener noreferrer');
      if (key === 'href') expect(value, html).toMatch(/^(https?:\/\/|mailto:|\/(?!\/)|#)/i);
    }
    if (name === 'a') expect(attrs.map((a) => a.key)).toContain('rel');
  }
  // Whatever text is left can never be markup: no raw "<" followed by a tag name.
  expect(html.replace(/<\/?(p|br|strong|em|b|i|ul|ol|li|a)(\s[^>]*)?>/g, '')).not.toMatch(/<[a-zA-Z!/?]/);
  expect(html).not.toMatch(/<script|<img|<svg|<math|<iframe|<style|<object|<embed|<form|<meta|<base|<noscript/i);
  expect(html).not.toMatch(/javascript:|vbscript:|data:text/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/\sstyle\s*=/i);
}

describe('FAQ HTML is sanitized on the way out', () => {
  let ctx: TestContext;
  const ids = new Map<string, number>();

  beforeAll(async () => {
    ctx = await createTestApp();
    // Straight into the table, around every write path: only the way out can save the page.
    let rank = 0;
    for (const [name, answer] of Object.entries(PAYLOADS)) {
      const [row] = await ctx.database.db
        .insert(faqs)
        .values({ question: `${name}?`, answerHtml: answer, rank: rank++, highlighted: rank % 2 === 0 })
        .returning({ id: faqs.id });
      ids.set(name, row!.id);
    }
  });
  afterAll(() => ctx.close());

  async function answers(url = '/api/v1/faqs'): Promise<Map<string, string>> {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return new Map(
      (res.json().faqs as { question: string; answer: string }[]).map((f) => [f.question.slice(0, -1), f.answer]),
    );
  }

  it('answers none of the payloads, in the full list and in the highlighted one', async () => {
    for (const url of ['/api/v1/faqs', '/api/v1/faqs/highlighted']) {
      const listed = await answers(url);
      expect(listed.size).toBeGreaterThan(0);
      for (const [name, answer] of listed) {
        expect(PAYLOADS[name], name).toBeDefined();
        expectOnlySafeMarkup(answer);
      }
    }
  });

  it('keeps the harmless markup around a payload', async () => {
    const listed = await answers();
    expect(listed.get('scriptTag')).toBe('<p>Before</p><p>After</p>');
    expect(listed.get('styleTag')).toBe('<p>Text</p>');
    expect(listed.get('styleAttribute')).toBe('<p>Styled</p>');
    expect(listed.get('eventHandlersMixedCase')).toBe('<p>Hover</p>');
    expect(listed.get('javascriptHrefEntities')).toBe('<a rel="noopener noreferrer">Click</a>');
    expect(listed.get('targetAndRel')).toBe('<a href="https://example.com" rel="noopener noreferrer">Out</a>');
    // Unclosed tags are closed, so nothing spills into the rest of the page.
    expect(listed.get('unclosedTags')).toBe(
      '<p>Open <strong>bold <a href="https://example.com/more" rel="noopener noreferrer">link</a></strong></p>',
    );
    expect(listed.get('imgOnerror')).toBe('');
  });

  it('sanitizes a row changed behind its back once the short cache has turned over', async () => {
    await ctx.database.db
      .update(faqs)
      .set({ answerHtml: '<p>Now <b>bold</b></p><img src=x onerror=alert(2)>' })
      .where(eq(faqs.id, ids.get('scriptTag')!));
    await expect
      .poll(async () => (await answers()).get('scriptTag'), { timeout: 5_000, interval: 250 })
      .toBe('<p>Now <b>bold</b></p>');
  });
});

describe('Spanish FAQ HTML is sanitized on the way out, as the English', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
    // Straight into the table, around the back office and the seed.
    let rank = 0;
    for (const [name, answer] of Object.entries(PAYLOADS)) {
      await ctx.database.db.insert(faqs).values({
        question: `${name}?`,
        answerHtml: '<p>Safe English.</p>',
        rank: rank++,
        highlighted: rank % 2 === 0,
        translations: { es: { question: `¿${name}?`, answerHtml: `<p>Texto.</p>${answer}` } },
      });
    }
  });
  afterAll(() => ctx.close());

  it('answers none of the payloads in Spanish, in the full list and in the highlighted one', async () => {
    for (const url of ['/api/v1/faqs?locale=es', '/api/v1/faqs/highlighted?locale=es']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      const listed = res.json().faqs as { question: string; answer: string }[];
      expect(listed.length).toBeGreaterThan(0);
      for (const faq of listed) {
        expect(faq.question).toMatch(/^¿/);
        expectOnlySafeMarkup(faq.answer);
      }
    }
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/faqs?locale=es' });
    const byName = new Map(
      (res.json().faqs as { question: string; answer: string }[]).map((f) => [f.question.slice(1, -1), f.answer]),
    );
    expect(byName.get('scriptTag')).toBe('<p>Texto.</p><p>Before</p><p>After</p>');
    expect(byName.get('imgOnerror')).toBe('<p>Texto.</p>');
  });
});

describe('FAQ HTML is sanitized on the way in', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('stores only safe HTML when the seed carries the payloads', async () => {
    await seedFaqs(
      ctx.database.db,
      Object.entries(PAYLOADS).map(([name, answer], rank) => ({
        question: `${name}?`,
        answer,
        rank,
        highlighted: false,
      })),
    );
    const stored = await ctx.database.db.select().from(faqs);
    expect(stored).toHaveLength(Object.keys(PAYLOADS).length);
    for (const row of stored) expectOnlySafeMarkup(row.answerHtml);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/faqs' });
    for (const faq of res.json().faqs as { answer: string }[]) expectOnlySafeMarkup(faq.answer);
  });
});

describe("the demo seed's FAQs", () => {
  let ctx: TestContext;
  const seeds = loadFaqSeeds();
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedFaqs(ctx.database.db, seeds);
  });
  afterAll(() => ctx.close());

  it('lose nothing legitimate: every paragraph, list and link survives both ways', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/faqs' });
    const served = new Map(
      (res.json().faqs as { question: string; answer: string }[]).map((f) => [f.question, f.answer]),
    );
    expect(served.size).toBe(seeds.length);
    for (const seed of seeds) {
      const answer = served.get(seed.question)!;
      expectOnlySafeMarkup(answer);
      // The only change is the rel every link is given.
      expect(answer.replaceAll(' rel="noopener noreferrer"', '')).toBe(seed.answer);
    }
  });

  it('in Spanish too, with every link to a Spanish page or an e-mail address', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/faqs?locale=es' });
    const served = new Map(
      (res.json().faqs as { question: string; answer: string }[]).map((f) => [f.question, f.answer]),
    );
    for (const seed of seeds) {
      const spanish = seed.translations?.es;
      expect(spanish, seed.question).toBeDefined();
      const answer = served.get(spanish!.question)!;
      expectOnlySafeMarkup(answer);
      expect(answer.replaceAll(' rel="noopener noreferrer"', '')).toBe(spanish!.answerHtml);
      for (const [, href] of answer.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^(\/es\/|mailto:)/);
    }
  });
});
