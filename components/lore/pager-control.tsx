import type { MouseEvent, ReactNode } from 'react';

/**
 * One pager control. With `href` it is a link to that chapter's URL, which works before the page hydrates and
 * without JavaScript; once hydrated, a click pages in place (and updates the URL). Without `href`, a button.
 */
export function PagerControl({
  href,
  onActivate,
  children,
  ...attributes
}: {
  href?: string;
  onActivate: () => void;
  children: ReactNode;
  className: string;
  'aria-label'?: string;
  'aria-current'?: 'step';
}) {
  if (!href)
    return (
      <button type="button" onClick={onActivate} {...attributes}>
        {children}
      </button>
    );
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onActivate();
    window.history.replaceState(window.history.state, '', href);
  };
  return (
    <a href={href} onClick={follow} {...attributes}>
      {children}
    </a>
  );
}
