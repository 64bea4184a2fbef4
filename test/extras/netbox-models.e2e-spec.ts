import { startApp, TestApp } from '../helpers/app';

/**
 * Rules NetBox's own extras model tests (extras/tests/test_models.py) assert, where the API shows them,
 * ported as requests against the real app.
 */
describe('extras: NetBox model test cases', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  /** TagTestCase.test_create_tag_unicode: a tag's slug may hold letters of any script (allow_unicode) */
  it('a tag slug may be Unicode; punctuation is still refused', async () => {
    const ok = await app.inject('POST', '/api/extras/tags/', { body: { name: 'Testing Unicode: 台灣', slug: 'testing-unicode-台灣' } });
    expect(ok.status).toBe(201);
    expect(ok.body.slug).toBe('testing-unicode-台灣');
    const found = await app.inject('GET', `/api/extras/tags/?slug=${encodeURIComponent('testing-unicode-台灣')}`);
    expect(found.body.results.map((t: { id: number }) => t.id)).toEqual([ok.body.id]);
    const bad = await app.inject('POST', '/api/extras/tags/', { body: { name: 'Bad Unicode', slug: '台灣!' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ slug: ['Enter a valid "slug" consisting of Unicode letters, numbers, underscores, or hyphens.'] });
  });

  describe('WebhookTestCase: payload_url', () => {
    let n = 0;
    const create = (payload_url: string) => app.inject('POST', '/api/extras/webhooks/', { body: { name: `Model Webhook ${++n}`, payload_url } });
    const URL_MESSAGE = 'Enter a valid URL, beginning with http:// or https://.';

    it.each([
      ['test_payload_url_rejects_missing_host', 'http:///hook'],
      ['test_payload_url_rejects_malformed_bracketed_host_gracefully', 'http://[2001:db8::1/hook'],
      ['test_payload_url_rejects_templated_disallowed_scheme', 'file:///{{ data.name }}'],
      ['test_payload_url_rejects_non_url', 'not-a-url-at-all'],
      ['test_payload_url_rejects_disallowed_scheme', 'file:///etc/passwd'],
    ])('%s: %s → 400', async (_name, url) => {
      const res = await create(url);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ payload_url: [URL_MESSAGE] });
    });

    /**
     * test_payload_url_rejects_malformed_template_syntax, test_payload_url_rejects_template_with_unregistered_filter;
     * the well-formed values of test_payload_url_accepts_* stay accepted beside them
     */
    it('templated values: the markup must be well formed and name only registered filters', async () => {
      for (const url of ['http://{{ data.name }.example.com/hook', 'http://example.com/{{ data.name | totally_unregistered_filter }}']) {
        const res = await create(url);
        expect(res.status).toBe(400);
        expect(Object.keys(res.body)).toEqual(['payload_url']);
        expect(res.body.payload_url[0]).toMatch(/^Invalid template: /);
      }
      for (const url of [
        'http://{{ data.name }}.example.com/hook',
        "http://example.com/{{ 'HOME' | env }}",
        '{{ data.custom_fields.callback_url }}',
        'http://webhook-receiver:8080/hook',
        'http://my_host.example.com/hook',
      ]) {
        const res = await create(url);
        expect(res.status).toBe(201);
        expect(res.body.payload_url).toBe(url);
      }
    });
  });
});
