import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Code comments cite docs/<doc>.md §x.y for the facts they rely on: every cited document and section
 * must exist, so that a renumbered or deleted section shows up here instead of leaving a dead pointer.
 */

const root = join(__dirname, '..', '..');
const DOCS = ['models', 'api-behaviour', 'webhooks', 'representation-cache'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|js)$/.test(entry.name) ? [path] : [];
  });
}

/** Section numbers of a document's headings: `## 3. Lists` → 3, `### 3.2 Page size` → 3.2. */
function sections(doc: string): Set<string> {
  const text = readFileSync(join(root, 'docs', `${doc}.md`), 'utf8');
  return new Set([...text.matchAll(/^#{2,4} (\d+(?:\.\d+)*)\.? /gm)].map((m) => m[1]));
}

/** Comment lines joined, so that a citation broken over two lines reads as one. */
function joined(text: string): string {
  return text.replace(/\n\s*(?:\*(?!\/)|\/\/)\s?/g, ' ');
}

/** `docs/<doc>.md §1.2, §1.4–1.6 and §3–§5`: the document and every section number named, range ends included. */
const CITATION = /docs\/([a-z-]+)\.md((?:\s*(?:[,;(]|and)?\s*§\s?\d+(?:\.\d+)*(?:\s*[–-]\s*§?\d+(?:\.\d+)*)?)*)/g;

interface Citation {
  file: string;
  doc: string;
  section: string | null;
}

function citations(): Citation[] {
  const found: Citation[] = [];
  for (const path of [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'test'))]) {
    const file = relative(root, path);
    for (const m of joined(readFileSync(path, 'utf8')).matchAll(CITATION)) {
      const numbers = [...m[2].matchAll(/\d+(?:\.\d+)*/g)].map((n) => n[0]);
      if (!numbers.length) found.push({ file, doc: m[1], section: null });
      for (const section of numbers) found.push({ file, doc: m[1], section });
    }
  }
  return found;
}

describe('docs/ citations in code comments', () => {
  const all = citations();

  it('are found (the scan itself works)', () => {
    expect(all.length).toBeGreaterThan(100);
    expect(new Set(all.map((c) => c.doc))).toEqual(new Set(DOCS));
  });

  it('name documents that exist and sections that are headings in them', () => {
    const headings = new Map(DOCS.map((d) => [d, sections(d)]));
    const dead = all.filter((c) => !headings.has(c.doc) || (c.section !== null && !headings.get(c.doc)!.has(c.section)));
    expect(dead.map((c) => `${c.file}: docs/${c.doc}.md${c.section === null ? '' : ` §${c.section}`}`)).toEqual([]);
  });

  it('always point into docs/, never at a bare file name', () => {
    const bare: string[] = [];
    for (const path of [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'test'))]) {
      const lines = readFileSync(path, 'utf8').split('\n');
      lines.forEach((line, i) => {
        if (/(?<![\w/.-])(?:models|api-behaviour|webhooks|representation-cache)\.md\b/.test(line))
          bare.push(`${relative(root, path)}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(bare).toEqual([]);
  });
});
