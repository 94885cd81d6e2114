'use client';

import { ErrorPanel } from '@/components/errors/error-panel';

export default function DomainsError() {
  return (
    <ErrorPanel
      title="Failed to Load Domains"
      message="An unexpected error occurred"
      footnote="If this problem persists, please contact support."
      onRetry={() => window.location.reload()}
    />
  );
}
