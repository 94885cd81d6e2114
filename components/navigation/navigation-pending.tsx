'use client';

import { useLinkStatus } from 'next/link';
import { useEffect } from 'react';

/** Set on <html> while a client navigation started from a link waits for the next page (app/globals.css draws it). */
const NAVIGATING_ATTRIBUTE = 'data-navigating';

/**
 * Rendered inside an IntentLink once the visitor shows intent: while the page the link opens is still on its way (a
 * page read from the catalogue on a slow connection), the mall shows a thin progress bar at the top and marks the
 * document busy, so a click is never met with nothing. Renders nothing itself.
 */
export function NavigationPending() {
  const { pending } = useLinkStatus();
  useEffect(() => {
    if (!pending) return;
    const root = document.documentElement;
    root.setAttribute(NAVIGATING_ATTRIBUTE, '');
    root.setAttribute('aria-busy', 'true');
    return () => {
      root.removeAttribute(NAVIGATING_ATTRIBUTE);
      root.removeAttribute('aria-busy');
    };
  }, [pending]);
  return null;
}
