'use client';
import { useCallback, useState } from 'react';
import { apiRequest, failureMessage } from '@/components/api/client';

export type PostState = 'idle' | 'sending' | 'done' | 'error';

/** POSTs JSON and keeps the request's state and the server's error message. */
export function useJsonPost<T = unknown>(endpoint: string) {
  const [state, setState] = useState<PostState>('idle');
  const [error, setError] = useState<string | null>(null);
  const post = useCallback(
    async (body: unknown): Promise<T | null> => {
      setState('sending');
      setError(null);
      const result = await apiRequest<T>(endpoint, { method: 'POST', body });
      if (!result.ok) {
        setError(failureMessage(result));
        setState('error');
        return null;
      }
      setState('done');
      return result.data;
    },
    [endpoint],
  );
  return { state, error, post, reset: () => setState('idle') };
}
