import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Docs and code comments name repository paths (`lib/env.ts`, `components/operator/`, `drizzle/0012_sale_notify.sql`)
 * and files by their name alone (`limits.ts`): each must exist. Code cites docs/ by file, by section (`docs/product.md §4`) and by title (`docs/architecture.md "Bounded memory"`,
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

const pathFolders = 'app|assets|components|content|deploy|docs|drizzle|lib|public|scripts|server|tests';
/** `lib/x.ts`, `app/(mall)/setup/`, `app/sites/[slug]`: a top-level folder, then anything up to a space or quote. */
const repoPath = new RegExp(`(?<![\\w/.@~$-])(?:${pathFolders})/[^\\s\`'",;:]*`, 'g');
/** A file named alone: `limits.ts`, `BENCHMARKS.md`, `0012_sale_notify.sql`. */
const fileName = /(?<![\w/.@~$-])\w[\w.-]*\.(?:tsx?|mts|mjs|sql|md|json)(?!\w)/g;
/** A migration named without its folder or extension: `0012_sale_notify`. */
const migrationName = /(?<![\w/])\d{4}_[a-z][a-z0-9_]*(?![\w])/g;
const docFiles = ['README.md', 'CONTRIBUTING.md', 'deploy/README.md', ...listDocs()];

function listDocs(): string[] {
  return fs
    .readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
}

function listTree(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', '.next', '.git', 'data', 'tmp'].includes(entry.name)) return [];
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? listTree(full) : [full];
  });
}

/** Markdown links become their text and target; code keeps only its comments (`//`, block, and `#` in shell files). */
function proseOf(file: string, text: string): string {
  if (file.endsWith('.md')) return text.replace(/\[([^\]]*)\]\(([^)\s]*)\)/g, '$1 $2');
  if (/\.(sh|conf|template)$/.test(file)) return [...text.matchAll(/(?:^|\s)#(.*)$/gm)].map((m) => m[1]).join('\n');
  return [...text.matchAll(/\/\*[\s\S]*?\*\/|(?<![:\\'"])\/\/.*$/gm)].map((m) => m[0]).join('\n');
}

/** A placeholder (`…`, `*`, `<feature>`, `{id}`) ends the path at the folder before it; a path ends where its brackets balance. */
function pathExists(token: string): boolean {
  let candidate = token.replace(/#.*$/, '').replace(/[.]+$/, '');
  while (candidate.endsWith(')') && candidate.split('(').length < candidate.split(')').length) {
    candidate = candidate.slice(0, -1).replace(/[.]+$/, '');
  }
  const placeholder = candidate.search(/[…*<{]|\.\.\.(?!\w)/);
  if (placeholder >= 0) candidate = candidate.slice(0, candidate.lastIndexOf('/', placeholder) + 1);
  return fs.existsSync(path.join(root, candidate));
}

describe('repository paths in docs and code comments', () => {
  const sources = sourceFolders.flatMap((folder) => listSources(path.join(root, folder)));
  const files = [...docFiles.map((file) => path.join(root, file)), ...sources];
  const fileNames = new Set(listTree(root).map((file) => path.basename(file)));

  it('every path and file named exists', () => {
    const missing = files.flatMap((file) => {
      if (file === import.meta.filename) return [];
      const prose = proseOf(file, fs.readFileSync(file, 'utf8'));
      const paths = [...prose.matchAll(repoPath)].map((m) => m[0]).filter((token) => !pathExists(token));
      const names = [...prose.matchAll(fileName)].map((m) => m[0]).filter((name) => !fileNames.has(name));
      const migrations = [...prose.matchAll(migrationName)]
        .map((m) => m[0])
        .filter((name) => !pathExists(`drizzle/${name}.sql`));
      return [...paths, ...names, ...migrations].map((token) => `${path.relative(root, file)}: ${token}`);
    });
    expect([...new Set(missing)]).toEqual([]);
  });

  it('finds the paths it checks', () => {
    const readme = proseOf('README.md', fs.readFileSync(path.join(root, 'README.md'), 'utf8'));
    expect([...readme.matchAll(repoPath)].length).toBeGreaterThan(5);
    expect(pathExists('drizzle/0012_sale_notify.sql')).toBe(true);
    expect(pathExists('drizzle/0011_sale_notify.sql')).toBe(false);
    expect('a trigger (0011_sale_notify) and 0012_sale_notify.sql'.match(migrationName)).toEqual([
      '0011_sale_notify',
      '0012_sale_notify',
    ]);
    expect(pathExists('app/(mall)/…')).toBe(true);
    expect(pathExists('lib/rules/offer.ts).')).toBe(true);
  });
});
