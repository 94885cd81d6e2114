'use client';

import { useEffect, useState } from 'react';
import { apiRequest } from '@/components/api/client';
import type { SalesMode } from '@/lib/rules/sales-mode';
import { inNextTask } from './in-next-task';
import { TestModeRibbon } from './test-mode-ribbon';

/**
 * The test-mode ribbon on every mall page, read from /api/status.json (pages prerendered at build cannot know the
 * mode an operator chose since), stuck to the bottom of the viewport: shown late, it must not push the page down.
 */
export function MallModeRibbon() {
  const [mode, setMode] = useState<SalesMode | null>(null);
  useEffect(
    () =>
      inNextTask(() =>
        apiRequest<{ mode?: SalesMode }>('/api/status.json').then((result) => {
          if (result.ok && result.data.mode) setMode(result.data.mode);
        }),
      ),
    [],
  );
  return mode === 'test' ? <TestModeRibbon variant="sticky" /> : null;
}
