'use client';

import { useCallback, useState } from 'react';
import { failureMessage, type ApiResult } from '@/components/api/client';
import type { FormState } from './form-status';

type ApiFailure = Extract<ApiResult<unknown>, { ok: false }>;

/** What a form may add to a call: its own wording of a failure, and what else a failure asks for. */
interface SubmitOptions {
  /** The failure as this form words it (by default the API's message, see failureMessage). */
  message?: (failure: ApiFailure) => string;
  /** Runs after the failure is shown, e.g. to read a page again that the refusal says is out of date. */
  onFailure?: (failure: ApiFailure) => void;
}

/**
 * A form's idle → saving → done or error cycle around one API call: `submit` runs the call, shows its failure as the
 * API words it, and hands back the answer (null on a failure). The done message may be read from the answer.
 * `start`, `done` and `fail` walk the cycle by hand for work that is not one API call (a wallet signing).
 */
export function useFormState() {
  const [state, setState] = useState<FormState>({ kind: 'idle' });
  const submit = useCallback(
    async <T>(
      call: () => Promise<ApiResult<T>>,
      doneMessage?: string | ((data: T) => string),
      options: SubmitOptions = {},
    ): Promise<T | null> => {
      setState({ kind: 'saving' });
      const result = await call();
      if (!result.ok) {
        setState({ kind: 'error', message: options.message ? options.message(result) : failureMessage(result) });
        options.onFailure?.(result);
        return null;
      }
      const message = typeof doneMessage === 'function' ? doneMessage(result.data) : doneMessage;
      setState({ kind: 'done', message });
      return result.data;
    },
    [],
  );
  const start = useCallback(() => setState({ kind: 'saving' }), []);
  const fail = useCallback((message: string) => setState({ kind: 'error', message }), []);
  /** Done without a call, when the form finds there is nothing to send. */
  const done = useCallback((message?: string) => setState({ kind: 'done', message }), []);
  const reset = useCallback(() => setState({ kind: 'idle' }), []);
  return {
    state,
    saving: state.kind === 'saving',
    /** The failure's message while the form shows one, for forms that print it in their own alert. */
    error: state.kind === 'error' ? state.message : null,
    submit,
    start,
    fail,
    done,
    reset,
  };
}
