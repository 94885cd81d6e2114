'use client';
import { useCallback } from 'react';
import { apiRequest } from '@/components/api/client';
import { useFormState } from '@/components/ui/use-form-state';

type PostState = 'idle' | 'sending' | 'done' | 'error';

/** POSTs JSON through the form hook (components/ui/use-form-state.ts): the request's state and the server's error. */
export function useJsonPost<T = unknown>(endpoint: string) {
  const { state, submit, reset } = useFormState();
  const post = useCallback(
    (body: unknown): Promise<T | null> => submit(() => apiRequest<T>(endpoint, { method: 'POST', body })),
    [submit, endpoint],
  );
  return {
    state: (state.kind === 'saving' ? 'sending' : state.kind) satisfies PostState,
    error: state.kind === 'error' ? state.message : null,
    post,
    reset,
  };
}
