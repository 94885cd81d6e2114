import type { ReactNode } from 'react';

// Drawn as SVG rather than as Unicode geometric shapes: the web fonts' Latin subsets do not carry those
// shapes, so each would be looked up in the system's fonts (slow on a cold start, and missing on some systems).
const SHAPES = {
  grid: (
    <>
      <rect x="2.5" y="2.5" width="11" height="11" />
      <path d="M2.5 6.5h11M2.5 9.5h11M6.5 2.5v11M9.5 2.5v11" />
    </>
  ),
  diamond: (
    <>
      <path d="M8 1.5 14.5 8 8 14.5 1.5 8Z" />
      <path d="M8 5.5 10.5 8 8 10.5 5.5 8Z" fill="currentColor" />
    </>
  ),
  rack: (
    <>
      <rect x="2.5" y="2.5" width="11" height="11" />
      <path d="M2.5 6h11M2.5 9h11M2.5 12h11" />
    </>
  ),
  vault: (
    <>
      <rect x="2.5" y="2.5" width="11" height="11" />
      <rect x="5.5" y="5.5" width="5" height="5" fill="currentColor" />
    </>
  ),
  rings: (
    <>
      <circle cx="8" cy="8" r="6" />
      <circle cx="8" cy="8" r="3" />
    </>
  ),
  lines: <path d="M2.5 4.5h11M2.5 8h11M2.5 11.5h11" />,
  search: (
    <>
      <circle cx="7" cy="7" r="4.5" />
      <path d="M10.5 10.5 14 14" />
    </>
  ),
  book: <path d="M2.5 3.5h5v10h-5ZM8.5 3.5h5v10h-5Z" />,
  target: (
    <>
      <circle cx="8" cy="8" r="6" />
      <circle cx="8" cy="8" r="3" fill="currentColor" />
    </>
  ),
  half: (
    <>
      <rect x="2.5" y="2.5" width="11" height="11" />
      <rect x="2.5" y="2.5" width="5.5" height="11" fill="currentColor" />
    </>
  ),
  ticket: <rect x="1.5" y="4.5" width="13" height="7" />,
  pyramid: (
    <>
      <path d="M8 2 14 13.5H2Z" />
      <path d="M8 2V13.5H2Z" fill="currentColor" />
    </>
  ),
  dollar: (
    <path d="M11 4.5C10.5 3.3 9.4 2.8 8 2.8 6.3 2.8 5 3.7 5 5.1 5 8.2 11 7 11 10.5 11 12 9.6 13.2 8 13.2 6.4 13.2 5.3 12.5 4.8 11.3M8 1v14" />
  ),
  triangle: <path d="M8 2 14 13.5H2Z" fill="currentColor" />,
} satisfies Record<string, ReactNode>;

/** The sidebar's geometric icons (docs/product.md §2 names no icons). */
export type SidebarIconName = keyof typeof SHAPES;

export function SidebarIcon({ name }: { name: SidebarIconName }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className="size-4 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.25"
      strokeLinejoin="round"
    >
      {SHAPES[name]}
    </svg>
  );
}
