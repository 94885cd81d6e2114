'use client';

import { useState } from 'react';
import { PREVIEW_COLLAPSED_PX, PREVIEW_EXPANDED_VH } from '@/lib/rules/validation';
import { previewableUrl } from './previewable-url';
import { usePreviewFrame } from './use-preview-frame';

/**
 * A live preview of the domain's website in a sandboxed frame. Scripts may run but without
 * allow-same-origin the page gets an opaque origin: no cookies, storage or access to this site.
 */
export function WebsitePreview({ website, domainName }: { website: string; domainName: string }) {
  const url = previewableUrl(website);
  const [expanded, setExpanded] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const { boxRef, frameRef, near, frameFocused } = usePreviewFrame();
  if (!url) return null;
  return (
    <section aria-labelledby="preview-heading" className="mt-10" data-testid="website-preview">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="preview-heading" className="font-display text-xl text-neon-pink">
          Live Preview
        </h2>
        <div className="flex gap-3">
          <button
            type="button"
            onClick={() => setExpanded((value) => !value)}
            aria-expanded={expanded}
            className="no-script-hidden rounded border border-neon-cyan px-3 py-1 font-mono text-sm text-neon-cyan hover:bg-neon-cyan/10"
          >
            {expanded ? 'Collapse' : 'Expand'}
          </button>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded border border-neon-purple px-3 py-1 font-mono text-sm text-neon-purple hover:bg-neon-purple/10"
          >
            Open in New Tab
          </a>
        </div>
      </div>
      <div
        ref={boxRef}
        className={`relative mt-3 overflow-hidden rounded-lg border border-edge bg-void transition-[height] ${
          frameFocused ? 'ring-2 ring-neon-cyan' : ''
        }`}
        style={{ height: expanded ? `${PREVIEW_EXPANDED_VH}vh` : `${PREVIEW_COLLAPSED_PX}px` }}
        data-testid="preview-frame-box"
      >
        {loaded ? null : (
          <>
            <div
              role="status"
              className="no-script-hidden absolute inset-0 flex items-center justify-center gap-3 text-sm text-dim"
            >
              <span
                aria-hidden="true"
                className="inline-block h-6 w-6 animate-spin rounded-full border-2 border-neon-cyan border-t-transparent"
              />
              Loading preview...
            </div>
            <p className="needs-script-note absolute inset-0 p-4 pt-16 text-center text-sm text-dim">
              The live preview needs JavaScript. Open the site in a new tab instead.
            </p>
          </>
        )}
        {near ? (
          <iframe
            ref={frameRef}
            src={url}
            title={`Live preview of ${domainName}`}
            sandbox="allow-scripts allow-popups"
            referrerPolicy="no-referrer"
            onLoad={() => setLoaded(true)}
            className="h-full w-full border-0 bg-white"
          />
        ) : null}
      </div>
    </section>
  );
}
