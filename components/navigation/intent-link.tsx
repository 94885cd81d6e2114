'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps, FocusEvent, MouseEvent, TouchEvent } from 'react';
import { NavigationPending } from './navigation-pending';

export type IntentLinkProps = ComponentProps<typeof Link>;

/** The app router, or null where there is none (a component rendered on its own, as unit tests do). */
function useOptionalRouter(): ReturnType<typeof useRouter> | null {
  try {
    return useRouter();
  } catch {
    return null;
  }
}

/**
 * next/link that prefetches the page when the visitor shows intent (pointer over it, keyboard focus, a touch)
 * instead of whenever it scrolls into view: a page with dozens of links would otherwise fetch and parse
 * dozens of route payloads while it is still starting up. `prefetch={false}` turns prefetching off altogether.
 * While the page it opens is on its way, the mall's progress bar shows (NavigationPending).
 */
export function IntentLink({ prefetch, onMouseEnter, onFocus, onTouchStart, children, ...props }: IntentLinkProps) {
  const router = useOptionalRouter();
  const href = typeof props.href === 'string' ? props.href : (props.href.pathname ?? '');

  const prefetchOnIntent = () => {
    if (prefetch === false || !href.startsWith('/') || href.startsWith('//')) return;
    router?.prefetch(href);
  };

  return (
    <Link
      {...props}
      prefetch={false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        prefetchOnIntent();
        onMouseEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        prefetchOnIntent();
        onFocus?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        prefetchOnIntent();
        onTouchStart?.(event);
      }}
    >
      {children}
      <NavigationPending />
    </Link>
  );
}
