import { startApp, SUPERUSER, TestApp } from '../helpers/app';
import { launchBrowser, TestBrowser } from '../helpers/browser';
import { make } from '../helpers/dcim';

/**
 * The browsable API in a real Chromium against the listening service: log in from the API's own 403 page,
 * click from /api/ to a site and on to its region, filter a list, ask OPTIONS, and create a site through
 * the raw-JSON form (session + CSRF token). No page may log a console error.
 */

type Json = Record<string, any>;

jest.setTimeout(120_000);

describe('browsable API in Chromium', () => {
  let app: TestApp;
  let browser: TestBrowser;
  let region: Json;
  let site: Json;

  beforeAll(async () => {
    app = await startApp({}, { listen: true, worker: false });
    region = await make.region(app, 'Western Europe', { description: 'where the first halls are' });
    site = await make.site(app, 'Amsterdam DC1', { region: region.id, facility: 'AMS-1', description: 'primary site' });
    await make.site(app, 'Frankfurt DC1', { region: region.id, status: 'planned' });
    browser = await launchBrowser(app.server.url!);
  });

  afterEach(() => {
    expect(browser.takeErrors()).toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('an anonymous visit gets the API’s 403 as a page, whose login link comes back to it', async () => {
    const page = browser.page;
    browser.expectHttpError(403);
    const response = await page.goto('/api/dcim/sites/');
    expect(response?.status()).toBe(403);
    expect(await page.textContent('.problem')).toContain('Authentication credentials were not provided.');
    await browser.screenshot('api-anonymous-403');
    await page.click('#login-link');
    await page.waitForURL(/\/login\/\?next=/);
    await page.fill('#username', SUPERUSER.username);
    await page.fill('#password', SUPERUSER.password);
    await browser.screenshot('login');
    await Promise.all([page.waitForURL('**/api/dcim/sites/'), page.click('#login-button')]);
    expect(await page.textContent('h1')).toBe('Sites');
    expect(await page.textContent('#who')).toBe(SUPERUSER.username);
  });

  it('clicks from the API root to a site and on to its region', async () => {
    const page = browser.page;
    await page.goto('/api/');
    expect(await page.textContent('h1')).toBe('API Root');
    expect(await page.getAttribute('#swagger-link', 'href')).toBe('/api/schema/swagger-ui/');
    await browser.screenshot('api-root');
    await Promise.all([page.waitForURL('**/api/dcim/'), page.click('#body a[href$="/api/dcim/"]')]);
    expect(await page.textContent('h1')).toBe('DCIM');
    await Promise.all([page.waitForURL('**/api/dcim/sites/'), page.click('#body a[href$="/api/dcim/sites/"]')]);
    expect(await page.textContent('#count')).toBe('2');
    await browser.screenshot('api-site-list');
    await Promise.all([page.waitForURL(`**/api/dcim/sites/${site.id}/`), page.click(`#body a[href$="/api/dcim/sites/${site.id}/"]`)]);
    expect(await page.textContent('h1')).toBe('Site Amsterdam DC1');
    expect(await page.textContent('#description')).toBe('Get a site');
    expect(await page.textContent('#response')).toContain('API-Version: 4.6');
    expect(await page.textContent('#body')).toContain('"facility": "AMS-1"');
    await browser.screenshot('api-site-detail');
    await Promise.all([page.waitForURL(`**/api/dcim/regions/${region.id}/`), page.click(`#body a[href$="/api/dcim/regions/${region.id}/"]`)]);
    expect(await page.textContent('h1')).toBe('Region Western Europe');
    // the breadcrumbs lead back up
    await Promise.all([page.waitForURL('**/api/dcim/regions/'), page.click('.crumbs a[href="/api/dcim/regions/"]')]);
    expect(await page.textContent('#count')).toBe('1');
  });

  it('the filter box edits the query string; OPTIONS shows the metadata', async () => {
    const page = browser.page;
    await page.goto('/api/dcim/sites/');
    await page.fill('#filter-query', 'status=planned');
    await Promise.all([page.waitForURL('**/api/dcim/sites/?status=planned'), page.click('#filter-form button')]);
    expect(await page.textContent('#count')).toBe('1');
    expect(await page.textContent('#body')).toContain('Frankfurt DC1');
    expect(await page.inputValue('#filter-query')).toBe('status=planned');
    await page.click('#options-button');
    await page.waitForSelector('#result-body[data-status="200"]');
    const options = await page.textContent('#result-body');
    expect(options).toContain('"name": "Site List"');
    expect(options).toContain('"POST"');
  });

  it('creates a site through the raw-JSON form, then follows the new object’s link', async () => {
    const page = browser.page;
    await page.goto('/api/dcim/sites/');
    expect(await page.inputValue('#raw-method')).toBe('POST');
    const body = { name: 'Berlin DC1', slug: 'berlin-dc1', region: region.id, status: 'staging' };
    await page.fill('#raw-body', JSON.stringify(body, null, 2));
    await page.click('#raw-send');
    await page.waitForSelector('#result-body[data-status]');
    expect(await page.getAttribute('#result-body', 'data-status')).toBe('201');
    const result = await page.textContent('#result-body');
    expect(result).toContain('HTTP 201 Created');
    expect(result).toContain('"name": "Berlin DC1"');
    await page.locator('#raw-form').evaluate((form) => form.scrollIntoView());
    await browser.screenshot('api-raw-json-post');
    const created = (await app.inject('GET', '/api/dcim/sites/?slug=berlin-dc1')).body.results[0];
    expect(created).toMatchObject({ name: 'Berlin DC1', status: { value: 'staging' }, region: { id: region.id } });
    await Promise.all([page.waitForURL(`**/api/dcim/sites/${created.id}/`), page.click('#result-location')]);
    expect(await page.textContent('h1')).toBe('Site Berlin DC1');
    // the detail form starts from the object; a PATCH changes it in place
    expect(await page.inputValue('#raw-method')).toBe('PATCH');
    await page.fill('#raw-body', '{"description": "opened in the browser"}');
    await page.click('#raw-send');
    await page.waitForSelector('#result-body[data-status="200"]');
    expect((await app.inject('GET', `/api/dcim/sites/${created.id}/`)).body.description).toBe('opened in the browser');
  });
});
