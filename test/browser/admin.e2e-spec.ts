import type { Page } from 'playwright-core';
import { startApp, SUPERUSER, TestApp } from '../helpers/app';
import { launchBrowser, TestBrowser } from '../helpers/browser';
import { make } from '../helpers/dcim';
import { Receiver, startReceiver } from '../helpers/receiver';

/**
 * The admin in a real Chromium against the listening service, with the in-process webhook worker and a
 * local receiver: log in, wire a webhook to site changes with an event rule (fixing a condition the form
 * refused), make a change and see its delivery succeed, make one fail, retry it and see it succeed, follow
 * the delivery to its change and diff, create a token. No page may log a console error.
 */

type Json = Record<string, any>;

jest.setTimeout(120_000);

/** Reloads until `ready` holds on the page (the worker delivers in the background). */
async function reloadUntil(page: Page, what: string, ready: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await ready())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what} on ${page.url()}`);
    await page.waitForTimeout(200);
    await page.reload();
  }
}

describe('admin in Chromium', () => {
  let app: TestApp;
  let browser: TestBrowser;
  let receiver: Receiver;
  let site: Json;

  beforeAll(async () => {
    receiver = await startReceiver();
    app = await startApp({ WEBHOOK_MAX_ATTEMPTS: '1', OUTBOX_SWEEP_MS: '200' }, { listen: true });
    browser = await launchBrowser(app.server.url!);
  });

  afterEach(() => {
    expect(browser.takeErrors()).toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await receiver?.close();
  });

  it('an anonymous visit goes to the login form and comes back after it', async () => {
    const page = browser.page;
    await page.goto('/admin/');
    await page.waitForURL(/\/login\/\?next=%2Fadmin%2F$/);
    await page.fill('#username', SUPERUSER.username);
    await page.fill('#password', SUPERUSER.password);
    await Promise.all([page.waitForURL('**/admin/'), page.click('#login-button')]);
    expect(await page.textContent('h1')).toBe('Administration');
    await browser.screenshot('admin-home');
  });

  it('wires a webhook to site changes with an event rule, from the browser alone', async () => {
    const page = browser.page;
    await Promise.all([page.waitForURL('**/admin/webhooks/'), page.click('header nav >> text=Webhooks')]);
    await Promise.all([page.waitForURL('**/admin/webhooks/new/'), page.click('#add-link')]);
    await page.fill('#f-name', 'CMDB');
    await page.fill('#f-description', 'sites to the CMDB');
    await page.fill('#f-payload_url', `${receiver.url}/cmdb`);
    await page.selectOption('#f-http_method', 'POST');
    await page.fill('#f-secret', 'shared-secret');
    await Promise.all([page.waitForURL(/\/admin\/webhooks\/\d+\/\?done=created$/), page.click('#save')]);
    expect(await page.textContent('.notice')).toBe('The webhook was created.');

    await Promise.all([page.waitForURL('**/admin/event-rules/'), page.click('header nav >> text=Event rules')]);
    await Promise.all([page.waitForURL('**/admin/event-rules/new/'), page.click('#add-link')]);
    await page.fill('#f-name', 'Sites to CMDB');
    await page.selectOption('#f-object_types', ['dcim.site']);
    await page.check('input[name="event_types"][value="object_created"]');
    await page.check('input[name="event_types"][value="object_updated"]');
    await page.fill('#f-conditions', '{"attr": "status.value", "value": "active", "op": "equals"}');
    await page.selectOption('#f-action_object_id', { label: 'CMDB' });
    // the form refuses the condition, says why beside it, and keeps what was typed
    browser.expectHttpError(400);
    await Promise.all([page.waitForURL('**/admin/event-rules/new/'), page.click('#save')]);
    const conditionErrors = page.locator('#f-conditions ~ .errors');
    expect(await conditionErrors.textContent()).toContain('Unknown operator: equals');
    expect(await page.inputValue('#f-name')).toBe('Sites to CMDB');
    await page.locator('#f-conditions').evaluate((field) => field.scrollIntoView({ block: 'center' }));
    await browser.screenshot('admin-event-rule-error');
    await page.fill('#f-conditions', '{"attr": "status.value", "value": ["active", "planned"], "op": "in"}');
    await Promise.all([page.waitForURL(/\/admin\/event-rules\/\d+\/\?done=created$/), page.click('#save')]);
    expect(await page.textContent('.notice')).toBe('The event rule was created.');

    const rule = (await app.inject('GET', '/api/extras/event-rules/?name=Sites%20to%20CMDB')).body.results[0];
    expect(rule).toMatchObject({
      object_types: ['dcim.site'],
      event_types: ['object_created', 'object_updated'],
      action_object_type: 'extras.webhook',
    });
    await page.goto('/admin/event-rules/');
    await browser.screenshot('admin-event-rules');
  });

  it('a change is delivered; a failed delivery is retried from its page and succeeds', async () => {
    const page = browser.page;
    site = await make.site(app, 'Delivered site', { status: 'active' });
    await page.goto('/admin/deliveries/');
    await reloadUntil(page, 'a succeeded delivery', async () => (await page.locator('td.state-succeeded').count()) === 1);
    const arrival = (await receiver.waitForCount('/cmdb', 1))[0].json();
    expect(arrival).toMatchObject({ event: 'created', model: 'site', data: { id: site.id } });

    // the receiver answers 500 once: the update's delivery fails (one attempt allowed), then is retried
    receiver.plan('/cmdb', { statuses: [500], status: 204 });
    const patched = await app.inject('PATCH', `/api/dcim/sites/${site.id}/`, { body: { status: 'planned', description: 'moving' } });
    expect(patched.status).toBe(200);
    await reloadUntil(page, 'a failed delivery', async () => (await page.locator('td.state-failed').count()) === 1);
    await browser.screenshot('admin-deliveries');
    await Promise.all([page.waitForURL(/\/admin\/deliveries\/\d+\/$/), page.click('tr:has(td.state-failed) a[href^="/admin/deliveries/"]')]);
    expect(await page.textContent('#state')).toBe('Failed');
    expect(await page.textContent('#response-status')).toBe('500');
    expect(await page.textContent('#webhook-link')).toBe('CMDB');
    expect(await page.textContent('#event-rule-link')).toBe('Sites to CMDB');
    await browser.screenshot('admin-delivery-failed');
    await Promise.all([page.waitForURL(/\?done=retried$/), page.click('#retry')]);
    expect(await page.textContent('.notice')).toBe('The delivery is queued again.');
    await reloadUntil(page, 'the retried delivery to succeed', async () => (await page.textContent('#state')) === 'Succeeded');
    expect(await page.textContent('#attempts')).toBe('2');
    expect(receiver.at('/cmdb').map((a) => a.json().event)).toEqual(['created', 'updated', 'updated']);
  });

  it('follows a delivery to its change, and shows the diff', async () => {
    const page = browser.page;
    await Promise.all([page.waitForURL(/\/admin\/changes\/\?/), page.click('#change-link')]);
    await Promise.all([page.waitForURL(/\/admin\/changes\/\d+\/$/), page.click('td a[href^="/admin/changes/"]')]);
    expect(await page.textContent('#action')).toBe('Updated');
    const diff = await page.locator('#diff tbody tr').evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent)));
    expect(diff).toEqual([
      ['description', '""', '"moving"'],
      ['status', '"active"', '"planned"'],
    ]);
    await browser.screenshot('admin-change-diff');
    await Promise.all([page.waitForURL(`**/api/dcim/sites/${site.id}/`), page.click('#object-link')]);
    expect(await page.textContent('h1')).toBe('Site Delivered site');
  });

  it('creates an API token shown once, and logs out', async () => {
    const page = browser.page;
    await Promise.all([page.waitForURL('**/admin/tokens/'), page.click('header nav >> text=My tokens')]);
    await Promise.all([page.waitForURL('**/admin/tokens/new/'), page.click('#add-link')]);
    await page.fill('#f-description', 'laptop scripts');
    await Promise.all([page.waitForURL('**/admin/tokens/new/'), page.click('#save')]);
    const secret = (await page.textContent('#new-token'))!.replace(/^Bearer /, '');
    expect((await app.inject('GET', '/api/authentication-check/', { token: `Bearer ${secret}` })).status).toBe(200);
    await browser.screenshot('admin-token-created');
    await Promise.all([page.waitForURL(/\/login\/\?logged_out=1$/), page.click('header button:has-text("Log out")')]);
    expect(await page.textContent('.notice')).toBe('You are logged out.');
  });
});
