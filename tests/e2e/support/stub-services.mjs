// Local stand-ins for the outside services, so browser tests are exact and offline.
import http from 'node:http';

/**
 * Routes: GET /price → SOL at 150 USD; POST /mint/... → a minted NFT; POST /receipt → 200.
 * @param {number} port
 * @returns {Promise<http.Server>}
 */
export function startStubServices(port) {
  const server = http.createServer((request, response) => {
    /** @type {Buffer[]} */
    const chunks = [];
    request.on('data', (c) => chunks.push(c));
    request.on('end', () => {
      /**
       * @param {number} status
       * @param {unknown} body
       */
      const send = (status, body) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
      if (url.pathname === '/price') return send(200, { solana: { usd: 150 } });
      if (url.pathname.startsWith('/mint/')) {
        const body = JSON.parse(Buffer.concat(chunks).toString() || '{}');
        if (String(body.recipient ?? '').includes('fail'))
          return send(400, { error: 'Recipient rejected by provider' });
        return send(200, { id: 'stub-nft-0001', onChain: { status: 'pending' }, actionId: 'stub-action' });
      }
      if (url.pathname === '/receipt') return send(200, { ok: true });
      send(404, { error: 'not found' });
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
