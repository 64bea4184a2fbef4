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
});
