'use client';

import { useState, type FormEvent } from 'react';
import { apiRequest, failureMessage } from '@/components/api/client';
import type { PollEditor, PollEditorAnswer } from '@/lib/community/poll-config';

/** One edit of the poll, as POST /api/operator/poll takes it. */
type PollEdit = Record<string, string>;
/** Sends one edit; on success the poll is shown as stored and `done` is said. */
export type SendPollChange = (change: PollEdit, done: string) => Promise<void>;
/** A form's submit handler that sends the edit `build` reads from the form's fields. */
export type SubmitPollChange = (
  build: (form: FormData) => PollEdit,
  done: string,
) => (event: FormEvent<HTMLFormElement>) => void;

/** The poll as stored, the last edit's outcome, and whether an edit is on its way: one edit at a time. */
export function usePollEditor(initial: PollEditor) {
  const [poll, setPoll] = useState(initial);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const send: SendPollChange = async (change, done) => {
    setBusy(true);
    const result = await apiRequest<PollEditorAnswer>('/api/operator/poll', { method: 'POST', body: change });
    setBusy(false);
    if (!result.ok) return setStatus({ ok: false, text: failureMessage(result) });
    setPoll(result.data.poll);
    setStatus({ ok: true, text: done });
  };
  const submit: SubmitPollChange = (build, done) => (event) => {
    event.preventDefault();
    void send(build(new FormData(event.currentTarget)), done);
  };
  return { poll, status, busy, send, submit };
}

/** A form field's text ('' when absent). */
export const fieldText = (form: FormData, key: string) => String(form.get(key) ?? '');
