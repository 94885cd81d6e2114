// The stand-in node's websocket (same port as its HTTP): logsSubscribe and signatureSubscribe, each notifying when a
// transaction reaches the commitment the subscriber asked for (a node's default being `finalized`; `processed` and
// `confirmed` are notified as it lands). A signature subscription fires once and ends, as a node's does; one for a
// transaction already at that commitment fires at once.
import WebSocket from 'ws';

/**
 * @typedef {object} Landed What a notification tells of a transaction.
 * @property {number} slot
 * @property {unknown} err
 * @property {string[]} logs
 * @property {string[]} keys
 * @property {'confirmed' | 'finalized'} status
 */
/**
 * @typedef {{ socket: WebSocket; kind: 'logs'; address: string | null; finalized: boolean } |
 *   { socket: WebSocket; kind: 'signature'; signature: string; finalized: boolean }} Subscription
 */

/**
 * @param {import('node:http').Server} server
 * @param {(signature: string) => Landed | undefined} lookup
 */
export function serveSubscriptions(server, lookup) {
  const sockets = new WebSocket.Server({ server });
  /** @type {Map<number, Subscription>} */
  const subscriptions = new Map();
  let nextId = 1;

  /**
   * @param {number} id
   * @param {Subscription} subscription
   * @param {string} signature
   * @param {Landed} tx
   */
  function send(id, subscription, signature, tx) {
    if (subscription.socket.readyState !== WebSocket.OPEN) return;
    const context = { slot: tx.slot };
    const [method, value] =
      subscription.kind === 'logs'
        ? ['logsNotification', { signature, err: tx.err, logs: tx.logs }]
        : ['signatureNotification', { err: tx.err }];
    subscription.socket.send(
      JSON.stringify({ jsonrpc: '2.0', method, params: { result: { context, value }, subscription: id } }),
    );
    if (subscription.kind === 'signature') subscriptions.delete(id);
  }

  sockets.on('connection', (socket) => {
    socket.on('message', (data) => {
      let call;
      try {
        call = JSON.parse(String(data));
      } catch {
        return;
      }
      const finalized = (call.params?.[1]?.commitment ?? 'finalized') === 'finalized';
      /** @type {unknown} */
      let result = null;
      /** @type {(() => void) | null} */
      let then = null;
      if (call.method === 'logsSubscribe') {
        result = nextId++;
        const address = call.params?.[0]?.mentions?.[0] ?? null;
        subscriptions.set(/** @type {number} */ (result), { socket, kind: 'logs', address, finalized });
      } else if (call.method === 'signatureSubscribe') {
        const id = nextId++;
        const signature = String(call.params?.[0]);
        /** @type {Subscription} */
        const subscription = { socket, kind: 'signature', signature, finalized };
        subscriptions.set(id, subscription);
        result = id;
        const tx = lookup(signature);
        if (tx && (!finalized || tx.status === 'finalized')) then = () => send(id, subscription, signature, tx);
      } else if (call.method === 'logsUnsubscribe' || call.method === 'signatureUnsubscribe') {
        result = subscriptions.delete(call.params?.[0]);
      }
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: call.id, result }));
      then?.();
    });
    socket.on('close', () => {
      for (const [id, subscription] of subscriptions) if (subscription.socket === socket) subscriptions.delete(id);
    });
  });

  return {
    /**
     * Tells the subscribers of a transaction that it reached a commitment.
     * @param {string} signature
     * @param {Landed} tx
     * @param {'confirmed' | 'finalized'} reached
     */
    notify(signature, tx, reached) {
      for (const [id, subscription] of subscriptions) {
        if (subscription.finalized !== (reached === 'finalized')) continue;
        const mentioned =
          subscription.kind === 'logs'
            ? subscription.address === null || tx.keys.includes(subscription.address)
            : subscription.signature === signature;
        if (mentioned) send(id, subscription, signature, tx);
      }
    },
    /** Open logsSubscribe subscriptions. */
    logSubscribers: () => [...subscriptions.values()].filter((s) => s.kind === 'logs').length,
    close() {
      for (const socket of sockets.clients) socket.terminate();
      sockets.close();
    },
  };
}
