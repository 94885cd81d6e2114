import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type Unlisten = () => Promise<void>;
/**
 * LISTEN on a channel: `onPayload` gets each NOTIFY's payload, from when the returned promise settles. An empty
 * payload means notifications may have been lost (the connection to PostgreSQL was reopened).
 */
export type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<Unlisten>;

const CHANNEL = /^[a-z_][a-z0-9_]*$/;
const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 30_000;

function checkChannel(channel: string): void {
  if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
}

/** The embedded database delivers its own notifications in process. */
export function pgliteListen(client: PGlite): Listen {
  return async (channel, onPayload) => {
    checkChannel(channel);
    const unlisten = await client.listen(channel, onPayload);
    return () => unlisten();
  };
}

/**
 * PostgreSQL: one dedicated connection per database handle (outside the pool, which hands its clients to anyone),
 * LISTENing on every channel asked for. A lost connection is reopened with a doubling delay (0.5 s up to 30 s), and
 * every handler is then called with an empty payload, since what was notified meanwhile is gone.
 */
export function postgresListener(url: string) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let delay = RECONNECT_FIRST_MS;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  let connectedOnce = false;

  function scheduleReconnect() {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    retry.unref();
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  }

  function connect(): Promise<void> {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
      const lost = () => {
        if (client !== next) return;
        client = undefined;
        next.end().catch(() => {});
        scheduleReconnect();
      };
      next.on('error', (error) => {
        console.warn('[db] the notification connection failed:', error.message);
        lost();
      });
      next.on('end', lost);
      next.on('notification', ({ channel, payload }) => {
        for (const handler of handlers.get(channel) ?? []) handler(payload ?? '');
      });
      try {
        await next.connect();
        for (const channel of handlers.keys()) await next.query(`LISTEN ${channel}`);
        client = next;
        delay = RECONNECT_FIRST_MS;
        if (connectedOnce) for (const set of handlers.values()) for (const handler of set) handler('');
        connectedOnce = true;
      } catch (error) {
        console.warn('[db] cannot open the notification connection:', (error as Error).message);
        next.end().catch(() => {});
        scheduleReconnect();
      }
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  const listen: Listen = async (channel, onPayload) => {
    checkChannel(channel);
    let set = handlers.get(channel);
    if (!set) {
      set = new Set();
      handlers.set(channel, set);
      if (client) await client.query(`LISTEN ${channel}`);
    }
    set.add(onPayload);
    if (!client) await (connecting ?? connect());
    return async () => {
      set.delete(onPayload);
      if (set.size > 0 || handlers.get(channel) !== set) return;
      handlers.delete(channel);
      await client?.query(`UNLISTEN ${channel}`).catch(() => {});
    };
  };

  async function close() {
    closed = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end().catch(() => {});
  }

  return { listen, close };
}
