import type { Page } from '@playwright/test';

type Shift = { sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };

/**
 * What moved up or down on screen since the page started loading, as the browser reports it (layout shifts, the
 * jumps Lighthouse counts as CLS): an element's name and class, and its top before and after. A move across (a badge
 * whose text grew) is not listed.
 */
export function verticalShifts(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const moved: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Shift[])
            for (const { node, previousRect, currentRect } of entry.sources) {
              if (previousRect.y === currentRect.y) continue;
              const element = node instanceof Element ? `${node.tagName}.${String(node.className).slice(0, 60)}` : '?';
              moved.push(`${element}: ${previousRect.y} -> ${currentRect.y}`);
            }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(moved), 200);
      }),
  );
}
