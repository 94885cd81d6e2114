/** The inbox page tells the bell it marked messages read, so the count follows at once (with or without a stream). */
export const INBOX_CHANGED_EVENT = 'rv:inbox-changed';

export function announceInboxChanged(): void {
  window.dispatchEvent(new Event(INBOX_CHANGED_EVENT));
}
