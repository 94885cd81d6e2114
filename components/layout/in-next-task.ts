/**
 * Runs `work` in a task of its own and returns a cancel function. Every effect of a hydrating page runs in the
 * task that commits it; requests started there (fetches, island chunks) lengthen the page's longest task.
 * A message-channel task rather than a timer, so tests that freeze the clock still see the work happen.
 */
export function inNextTask(work: () => void): () => void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    work();
  };
  channel.port2.postMessage(null);
  return () => channel.port1.close();
}
