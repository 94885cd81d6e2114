import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Code cites docs/ by file, by section (`docs/product.md §4`) and by title (`docs/architecture.md "Bounded memory"`,
 * `docs/product.md §2 "Home page"`). Each citation must lead somewhere: the file exists, the section is one of its
 * `## §N` headings, and a quoted title is a heading or bold label of the file (or, after a section, words of it).
 */
const root = path.resolve(import.meta.dirname, '../..');
const sourceFolders = ['app', 'components', 'content', 'deploy', 'lib', 'scripts', 'server', 'tests'];
const sourceExtensions = /\.(ts|tsx|mts|mjs|js|sh|template|conf)$/;
const citation = /docs\/([\w-]+\.md)((?:(?:\s*,\s*|\s+and\s+|\s+)§\d+)*)(?:[\s,(]*["“]([^"”]+)["”])?/g;

function listSources(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listSources(full);
    return sourceExtensions.test(entry.name) ? [full] : [];
  });
}

/** Comment markers at line starts are dropped so a citation wrapped over two comment lines reads as one. */
function unwrapComments(text: string): string {
  return text.replace(/\s*\n\s*(?:\*(?!\/)|\/\/|#)?\s*/g, ' ');
}

const normalise = (text: string) => text.toLowerCase().replace(/[`*_]/g, '').replace(/\s+/g, ' ').trim();

function sectionsOf(doc: string): Map<string, string> {
  const sections = new Map<string, string>();
  const parts = doc.split(/^(?=## )/m);
  for (const part of parts) {
    const heading = /^## §(\d+)/.exec(part);
    if (heading) sections.set(heading[1], normalise(part));
  }
  return sections;
}

/** What a quoted title may name: a heading, or a bold label that opens a paragraph or list item. */
const anchorsOf = (doc: string) =>
  [...doc.matchAll(/^#{1,6} (.+)$/gm), ...doc.matchAll(/^(?:- )?\*\*([^*]+)\*\*/gm)].map((match) =>
    normalise(match[1]),
  );

interface Citation {
  source: string;
  doc: string;
  sections: string[];
  title?: string;
}

function collectCitations(): Citation[] {
  const files = sourceFolders.flatMap((folder) => listSources(path.join(root, folder)));
  return files.flatMap((file) => {
    if (file === import.meta.filename) return [];
    const text = unwrapComments(fs.readFileSync(file, 'utf8'));
    return [...text.matchAll(citation)].map((match) => ({
      source: path.relative(root, file),
      doc: match[1],
      sections: [...match[2].matchAll(/§(\d+)/g)].map((section) => section[1]),
      title: match[3],
    }));
  });
}

function unresolved({ doc, sections, title }: Citation): string | null {
  const docPath = path.join(root, 'docs', doc);
  if (!fs.existsSync(docPath)) return `docs/${doc} does not exist`;
  const text = fs.readFileSync(docPath, 'utf8');
  const known = sectionsOf(text);
  const missing = sections.find((section) => !known.has(section));
  if (missing) return `docs/${doc} has no §${missing}`;
  if (!title) return null;
  const wanted = normalise(title);
  if (sections.length > 0) {
    return sections.some((section) => known.get(section)!.includes(wanted))
      ? null
      : `docs/${doc} §${sections.join(', §')} does not speak of "${title}"`;
  }
  return anchorsOf(text).some((anchor) => anchor.includes(wanted))
    ? null
    : `docs/${doc} has no heading or label "${title}"`;
}

describe('docs references in code', () => {
  const citations = collectCitations();

  it('finds the citations it checks', () => {
    expect(citations.length).toBeGreaterThan(50);
    expect(citations.some((found) => found.sections.length > 0 && found.title)).toBe(true);
  });

  it('every docs/… reference resolves to a file, a section and a title that exist', () => {
    const broken = citations.flatMap((found) => {
      const reason = unresolved(found);
      return reason ? [`${found.source}: ${reason}`] : [];
    });
    expect([...new Set(broken)]).toEqual([]);
  });
});
