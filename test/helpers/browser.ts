import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BrowserContext, chromium, Page } from 'playwright-core';

/**
 * A real Chromium (Debian's `chromium` package, driven by playwright-core) for the tests in test/browser/.
 * Missing Chromium is a failure, not a skip: CI installs it (.ci/run). Every page's console errors and
 * uncaught exceptions are collected; the tests assert there are none.
 */

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Where screenshots go: docs/screenshots/ with UPDATE_SCREENSHOTS=1 (the README shows them), else a temporary directory. */
const SHOTS = process.env.UPDATE_SCREENSHOTS === '1' ? join(__dirname, '..', '..', 'docs', 'screenshots') : join(tmpdir(), 'inventory-screenshots');

export interface TestBrowser {
  context: BrowserContext;
  page: Page;
  /** console errors and page errors seen since the last `takeErrors()`, but for the expected ones */
  takeErrors(): string[];
  /**
   * Chromium logs "Failed to load resource: … status of 403" for any response ≥ 400, error pages
   * included: a test that visits one on purpose says so, and only that message (once) is allowed.
   */
  expectHttpError(status: number): void;
  /** a PNG of the viewport, named for the README */
  screenshot(name: string): Promise<string>;
  close(): Promise<void>;
}

export async function launchBrowser(baseURL: string): Promise<TestBrowser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM}: the browser tests need Debian's chromium package (apt-get install -y chromium) or CHROMIUM_PATH`,
    );
  }
  const profile = mkdtempSync(join(tmpdir(), 'inventory-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    baseURL,
    viewport: { width: 1280, height: 860 },
    timezoneId: 'UTC',
  });
  context.setDefaultTimeout(15_000);
  const errors: string[] = [];
  const expected: string[] = [];
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  };
  context.on('page', watch);
  const page = context.pages()[0] ?? (await context.newPage());
  watch(page);
  mkdirSync(SHOTS, { recursive: true });
  return {
    context,
    page,
    takeErrors() {
      const seen = errors.splice(0);
      for (const text of expected.splice(0)) {
        const at = seen.findIndex((e) => e.includes(text));
        if (at >= 0) seen.splice(at, 1);
        else seen.push(`expected but not seen: ${text}`);
      }
      return seen;
    },
    expectHttpError(status) {
      expected.push(`Failed to load resource: the server responded with a status of ${status} `);
    },
    async screenshot(name) {
      const path = join(SHOTS, `${name}.png`);
      await page.screenshot({ path });
      return path;
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
