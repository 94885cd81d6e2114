import GithubSlugger, { slug } from 'github-slugger';

/** Heading ids and the table of contents of an article: one slugger, so TOC anchors always match. */
export interface TocEntry {
  depth: 2 | 3;
  text: string;
  id: string;
}

/** 'The Scav Rack: Cheap & Cursed' → 'the-scav-rack-cheap--cursed' (GitHub's heading ids, by github-slugger). */
function headingSlug(text: string): string {
  return slug(text.trim());
}

/** Gives repeated slugs a -1, -2 … suffix in document order; a heading with no letters or digits is 'section'. */
function createSlugger(): (text: string) => string {
  const slugger = new GithubSlugger();
  return (text) => (headingSlug(text) ? slugger.slug(text.trim()) : slugger.slug('section'));
}

/** Inline markdown reduced to its visible text: links, emphasis, code marks and images. */
function plainHeadingText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .replace(/(\*|_)(.*?)\1/g, '$2')
    .replace(/\s+#+\s*$/, '')
    .trim();
}

/** Every h1-h6 in document order gets a slug; the TOC lists the h2 and h3 ones. Fenced code is skipped. */
export function tableOfContents(markdown: string): TocEntry[] {
  const slug = createSlugger();
  const entries: TocEntry[] = [];
  let fence: string | null = null;
  for (const line of markdown.split(/\r?\n/)) {
    const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1][0];
      else if (fenceMatch[1][0] === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^\s{0,3}(#{1,6})\s+(.+)$/.exec(line);
    if (!heading) continue;
    const text = plainHeadingText(heading[2]);
    const id = slug(text);
    const depth = heading[1].length;
    if (depth === 2 || depth === 3) entries.push({ depth, text, id });
  }
  return entries;
}

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

/** A rehype plugin: gives every heading the id the table of contents links to. */
export function rehypeHeadingIds() {
  return (tree: HastNode) => {
    const slug = createSlugger();
    const walk = (node: HastNode) => {
      if (node.type === 'element' && /^h[1-6]$/.test(node.tagName ?? '')) {
        node.properties = { ...node.properties, id: slug(textOf(node).trim()) };
        return;
      }
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}
