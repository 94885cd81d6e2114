'use client';

import { useCallback, useState } from 'react';
import { failureMessage, type ApiResult } from '@/components/api/client';
import type { FormState } from './form-status';

/**
 * A form's idle → saving → done or error cycle around one API call: `submit` runs the call, shows its failure as the
 * API words it, and hands back the answer (null on a failure). The done message may be read from the answer.
 */
export function useFormState() {
  const [state, setState] = useState<FormState>({ kind: 'idle' });
  const submit = useCallback(
    async <T>(call: () => Promise<ApiResult<T>>, doneMessage?: string | ((data: T) => string)): Promise<T | null> => {
      setState({ kind: 'saving' });
      const result = await call();
      if (!result.ok) {
        setState({ kind: 'error', message: failureMessage(result) });
        return null;
      }
      const message = typeof doneMessage === 'function' ? doneMessage(result.data) : doneMessage;
      setState({ kind: 'done', message });
      return result.data;
    },
    [],
  );
  const fail = useCallback((message: string) => setState({ kind: 'error', message }), []);
  /** Done without a call, when the form finds there is nothing to send. */
  const done = useCallback((message?: string) => setState({ kind: 'done', message }), []);
  return { state, saving: state.kind === 'saving', submit, fail, done, reset: () => setState({ kind: 'idle' }) };
}
