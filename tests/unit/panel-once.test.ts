import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The mall's panel is the `panel` utility of app/globals.css (CONTRIBUTING.md "Layout"): its four classes are spelled
 * out there once, and a page or component that writes them again is named here. A different look (`bg-panel/80`,
 * `bg-panel-2`, `rounded border …`) is not the panel and may stay.
 */
const root = path.resolve(import.meta.dirname, '../..');
const home = 'app/globals.css';
const spelledOut = /rounded-lg border border-edge bg-panel(?![\w/-])/g;

function sources(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(ts|tsx|mts|mjs|js|css|mdx?)$/.test(entry.name) ? [full] : [];
  });
}

const text = new Map(
  ['app', 'components']
    .flatMap((folder) => sources(path.join(root, folder)))
    .map((file) => [path.relative(root, file), fs.readFileSync(file, 'utf8')]),
);

describe('the panel written once', () => {
  it('is the panel utility of app/globals.css', () => {
    expect(text.get(home)).toMatch(/@utility panel \{\s*@apply rounded-lg border border-edge bg-panel;\s*\}/);
    expect(text.get(home)!.match(spelledOut)).toHaveLength(1);
  });

  it('no page or component spells its classes out', () => {
    const copies = [...text]
      .filter(([file, source]) => file !== home && source.match(spelledOut))
      .map(([file]) => file);
    expect(copies).toEqual([]);
  });

  it("the console's field label is LABEL of components/ui/field.tsx, not its classes spelled out", () => {
    const label = 'flex flex-col font-mono text-xs tracking-widest text-dim';
    const copies = [...text]
      .filter(([file, source]) => file !== 'components/ui/field.tsx' && source.includes(label))
      .map(([file]) => file);
    expect(copies).toEqual([]);
  });
});
