'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';

/** How far ahead of the viewport the frame starts loading. */
const PRELOAD_MARGIN = '200px 0px';

/**
 * Whether the element has come near the viewport (once true, stays true). The frame's page is someone else's
 * site with its own scripts, and even an empty frame costs the browser a whole document and script context
 * while the page starts: the frame is created only when the reader gets there (Chrome ignores loading="lazy"
 * on slow connections, and builds the frame's first document regardless).
 */
function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

/**
 * Whether focus is inside the frame. A frame that takes focus gets no :focus, :focus-within or focus event in this
 * document (its own document has the focus), so the page learns of it when its window loses focus to the frame.
 */
function useFrameFocused(frameRef: RefObject<HTMLIFrameElement | null>): boolean {
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const check = () => setFocused(frameRef.current !== null && document.activeElement === frameRef.current);
    const blurred = () => setTimeout(check);
    window.addEventListener('blur', blurred);
    window.addEventListener('focus', check);
    document.addEventListener('focusin', check);
    return () => {
      window.removeEventListener('blur', blurred);
      window.removeEventListener('focus', check);
      document.removeEventListener('focusin', check);
    };
  }, [frameRef]);
  return focused;
}

/** The preview's box and frame: whether the box has come near the viewport, and whether the frame has focus. */
export function usePreviewFrame() {
  const boxRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const near = useNearViewport(boxRef);
  const frameFocused = useFrameFocused(frameRef);
  return { boxRef, frameRef, near, frameFocused };
}
