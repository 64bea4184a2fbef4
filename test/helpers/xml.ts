import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/**
 * Parses XML with a real XML parser (Chromium's DOMParser, Debian's chromium driven by playwright-core): a
 * document that is not well-formed yields the parser's error. Missing Chromium is a failure, not a skip.
 */

export interface ParsedXml {
  /** the parser's error, or null when the document is well-formed */
  error: string | null;
  root: string | null;
  /** the text of every element named `tag`, in document order */
  texts: (tag: string) => string[];
  /** the value of `attribute` of every element named `tag` */
  attributes: (tag: string, attribute: string) => (string | null)[];
}

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export async function parseXml(text: string, mimeType = 'image/svg+xml'): Promise<ParsedXml> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is not installed at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    const parsed = await page.evaluate(
      ([source, type]) => {
        // runs in the page, where the DOM exists (this project compiles without DOM types)
        const dom = globalThis as any;
        const doc = new dom.DOMParser().parseFromString(source, type);
        const failure = doc.getElementsByTagName('parsererror')[0];
        const all = [...doc.getElementsByTagName('*')].map((e: any) => ({
          tag: e.localName as string,
          text: (e.textContent ?? '') as string,
          attrs: Object.fromEntries([...e.attributes].map((a: any) => [a.name, a.value])) as Record<string, string>,
        }));
        return {
          error: failure ? ((failure.textContent ?? 'parse error') as string) : null,
          root: (doc.documentElement?.localName ?? null) as string | null,
          all,
        };
      },
      [text, mimeType],
    );
    return {
      error: parsed.error,
      root: parsed.root,
      texts: (tag) => parsed.all.filter((e) => e.tag === tag).map((e) => e.text),
      attributes: (tag, attribute) => parsed.all.filter((e) => e.tag === tag).map((e) => e.attrs[attribute] ?? null),
    };
  } finally {
    await browser.close();
  }
}
