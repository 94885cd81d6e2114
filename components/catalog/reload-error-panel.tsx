'use client';

import { ErrorPanel } from '@/components/errors/error-panel';

/** An error panel whose Retry reloads the page. */
export function ReloadErrorPanel({ title, message, footnote }: { title: string; message?: string; footnote?: string }) {
  return <ErrorPanel title={title} message={message} footnote={footnote} onRetry={() => window.location.reload()} />;
}
