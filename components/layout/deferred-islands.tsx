'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { inNextTask } from './in-next-task';

type Loader = () => Promise<ComponentType>;

const loadTicker: Loader = () => import('../ticker/purchase-ticker').then((m) => m.PurchaseTicker);
const loadChatBot: Loader = () => import('../chat/chat-bot').then((m) => m.ChatBot);

/**
 * A component whose code is fetched (as its own chunk) once the page has hydrated, in a task after the
 * hydration commit. A plain import rather than next/dynamic: no Suspense, so nothing here waits on a timer.
 */
function useLoadedComponent(load: Loader): ComponentType | null {
  const [Component, setComponent] = useState<ComponentType | null>(null);
  useEffect(() => {
    let active = true;
    const cancel = inNextTask(() =>
      load().then(
        (loaded) => active && setComponent(() => loaded),
        (error: unknown) => console.warn('[layout] an island failed to load:', error),
      ),
    );
    return () => {
      active = false;
      cancel();
    };
  }, [load]);
  return Component;
}

/**
 * The purchase ticker and the chat bot of the mall layout. Neither is part of the first paint; each starts its
 * own clock on mount, so the docs/product.md §4 timings are unchanged.
 */
export function DeferredIslands() {
  const Ticker = useLoadedComponent(loadTicker);
  const ChatBot = useLoadedComponent(loadChatBot);
  return (
    <>
      {Ticker ? <Ticker /> : null}
      {ChatBot ? <ChatBot /> : null}
    </>
  );
}
