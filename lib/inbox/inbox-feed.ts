import 'server-only';
import { getDatabase } from '../db';
import type { Unlisten } from '../db/notifications';
import { PROCESS_STATE, processState } from '../process-state.mjs';

/** The channel drizzle/0024_inbox.sql announces an inbox's change on; the payload is the inbox, never a message. */
const INBOX_CHANNEL = 'inbox';

type Ping = () => void;

interface InboxFeedState {
  /** Each inbox's subscribers in this process (the open streams of its reader's pages). */
  byInbox: Map<string, Set<Ping>>;
  listening: Promise<Unlisten> | undefined;
}

// On globalThis: one LISTEN a process for every route bundle (lib/process-state.mjs).
const state = processState<InboxFeedState>(PROCESS_STATE.inboxFeed, () => ({
  byInbox: new Map(),
  listening: undefined,
}));

function ping(inbox: string): void {
  // An empty payload: the connection was reopened and changes may have been missed; every reader counts again.
  const sets = inbox === '' ? [...state.byInbox.values()] : [state.byInbox.get(inbox)];
  for (const set of sets) for (const subscriber of set ?? []) subscriber();
}

async function startListening(): Promise<Unlisten> {
  const handle = await getDatabase();
  return handle.listen(INBOX_CHANNEL, ping);
}

/**
 * Calls `onChange` whenever a message is added to or read in one of `inboxes`, on any process. Only the inbox's name
 * travels, so a stream tells its own reader "count again" and nobody else anything. Returns the unsubscribe.
 */
export async function subscribeToInboxes(inboxes: readonly string[], onChange: Ping): Promise<() => void> {
  if (inboxes.length === 0) return () => {};
  for (const inbox of inboxes) {
    const set = state.byInbox.get(inbox) ?? new Set();
    set.add(onChange);
    state.byInbox.set(inbox, set);
  }
  const unsubscribe = () => {
    for (const inbox of inboxes) {
      const set = state.byInbox.get(inbox);
      set?.delete(onChange);
      if (set?.size === 0) state.byInbox.delete(inbox);
    }
    if (state.byInbox.size > 0 || !state.listening) return;
    const listening = state.listening;
    state.listening = undefined;
    void listening.then((unlisten) => unlisten()).catch(() => {});
  };
  const listening = (state.listening ??= startListening());
  try {
    await listening;
  } catch (error) {
    if (state.listening === listening) state.listening = undefined;
    unsubscribe();
    throw error;
  }
  return unsubscribe;
}
