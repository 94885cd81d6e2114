'use client';
import { useCallback, useState } from 'react';

export type PostState = 'idle' | 'sending' | 'done' | 'error';

/** POSTs JSON and keeps the request's state and the server's error message. */
export function useJsonPost<T = unknown>(endpoint: string) {
  const [state, setState] = useState<PostState>('idle');
  const [error, setError] = useState<string | null>(null);
  const post = useCallback(
    async (body: unknown): Promise<T | null> => {
      setState('sending');
      setError(null);
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        const payload = (await response.json().catch(() => ({}))) as T & { error?: { message?: string } };
        if (!response.ok) {
          setError(payload.error?.message ?? `The server answered ${response.status}. Please try again.`);
          setState('error');
          return null;
        }
        setState('done');
        return payload;
      } catch {
        setError('Could not reach the mall. Check your connection and try again.');
        setState('error');
        return null;
      }
    },
    [endpoint],
  );
  return { state, error, post, reset: () => setState('idle') };
}
