import { expect, test } from './support/fixtures';

const ROUTES = [
  '/',
  '/domains',
  '/marketplace',
  '/wiki/jpegdealer',
  '/retail-tickets',
  '/tools/domain-tester',
  '/contact',
];
const MAX_STOPS = 150;

/**
 * Tabbing through a page: every stop is on screen, clear of the header and the overlays along the bottom, outside any
 * hidden or inert part, and focus visibly changes it or the box around it (an outline, a ring, a border), so a
 * keyboard user always sees where they are.
 */
test('every Tab stop on the main pages is visible and shows a focus indicator', async ({ page }) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  for (const route of ROUTES) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    for (let stop = 0; stop < MAX_STOPS; stop++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(async () => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const box = element.getBoundingClientRect();
        // The indicator is whatever focus changes on the element or the box around it (an outline, a ring, a border).
        const chain: Element[] = [];
        for (let node: Element | null = element; node && chain.length < 3; node = node.parentElement) chain.push(node);
        const look = () =>
          chain.map((node) => {
            const s = getComputedStyle(node);
            const outline =
              s.outlineStyle === 'none' ? 'none' : [s.outlineStyle, s.outlineWidth, s.outlineColor].join(' ');
            return [outline, s.boxShadow, s.borderColor].join('|');
          });
        // A frame's indicator comes from script (focus inside a frame has no CSS selector): let it settle.
        const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
        await settle();
        const withFocus = look();
        element.blur();
        await settle();
        const withoutFocus = look();
        element.focus();
        let hidden = false;
        for (let node: Element | null = element; node; node = node.parentElement) {
          const s = getComputedStyle(node);
          if (s.visibility === 'hidden' || (node as HTMLElement).inert || node.getAttribute('aria-hidden') === 'true')
            hidden = true;
        }
        // The page's overlays (what stays put while the page scrolls): the sticky header, the test-mode ribbon, the
        // chat button. Focus inside one of them is not under it.
        const floats = (node: Element) => {
          for (let n: Element | null = node; n; n = n.parentElement)
            if (['fixed', 'sticky'].includes(getComputedStyle(n).position)) return true;
          return false;
        };
        const overlays = [
          document.querySelector('header'),
          document.querySelector('[data-testid="test-mode-ribbon"]'),
          [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Chat'),
        ].flatMap((overlay) =>
          overlay && floats(overlay) && !overlay.contains(element) ? [overlay.getBoundingClientRect()] : [],
        );
        const under = (o: DOMRect) =>
          box.bottom > o.top && box.top < o.bottom && box.right > o.left && box.left < o.right;
        return {
          // An element taller than half the screen (a frame) cannot always be shown whole.
          covered: !floats(element) && box.height < window.innerHeight / 2 && overlays.some(under),
          label: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.getAttribute('title') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
          onScreen: box.width > 0 && box.height > 0 && box.right > 0 && box.left < window.innerWidth,
          indicated: withFocus.some((value, i) => value !== withoutFocus[i]),
          hidden,
        };
      });
      if (!focused) break;
      if (!focused.onScreen) problems.push(`${route}: ${focused.label} has focus off screen`);
      if (focused.hidden) problems.push(`${route}: ${focused.label} has focus inside a hidden part`);
      if (!focused.indicated) problems.push(`${route}: ${focused.label} shows no focus indicator`);
      if (focused.covered)
        problems.push(`${route}: ${focused.label} has focus under the header, ribbon or chat button`);
    }
  }
  expect([...new Set(problems)], 'Tab stops a keyboard user cannot see').toEqual([]);
});
