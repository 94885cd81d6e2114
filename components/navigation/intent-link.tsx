'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type ComponentProps, type FocusEvent, type MouseEvent, type TouchEvent } from 'react';
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
 * While the page it opens is on its way, the mall's progress bar shows (NavigationPending). That watcher is mounted
 * on the same intent, not with the page: a page of a hundred links would otherwise hydrate a hundred of them.
 */
export function IntentLink({ prefetch, onMouseEnter, onFocus, onTouchStart, children, ...props }: IntentLinkProps) {
  const router = useOptionalRouter();
  const href = typeof props.href === 'string' ? props.href : (props.href.pathname ?? '');

  const [intended, setIntended] = useState(false);

  const prefetchOnIntent = () => {
    setIntended(true);
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
      {intended ? <NavigationPending /> : null}
    </Link>
  );
}
