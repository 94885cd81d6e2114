// Local stand-ins for the outside services, so browser tests are exact and offline.
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

/**
 * A mail as the SMTP stand-in received it: its recipients and its whole text, headers and body.
 * @typedef {object} ReceivedMail
 * @property {string[]} to
 * @property {string} raw
 */

/**
 * A real SMTP server (the `smtp-server` package) on 127.0.0.1:`port`, keeping every mail it accepts in `received`.
 * @param {number} port
 * @param {ReceivedMail[]} received
 * @returns {Promise<SMTPServer>}
 */
function startSmtp(port, received) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      /** @type {Buffer[]} */
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString() });
        done();
      });
    },
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/**
 * Routes: GET /price → SOL at 150 USD; POST /mint/... → a minted NFT; POST /receipt → 200; GET /mail?to=… → the
 * mails the SMTP stand-in (on `smtpPort`, when given) received for that address, oldest first.
 * @param {number} port
 * @param {{ smtpPort?: number }} [options]
 * @returns {Promise<http.Server>}
 */
export async function startStubServices(port, { smtpPort } = {}) {
  /** @type {ReceivedMail[]} */
  const received = [];
  if (smtpPort) await startSmtp(smtpPort, received);
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
      if (url.pathname === '/mail') {
        const to = url.searchParams.get('to');
        return send(200, { mails: received.filter((mail) => !to || mail.to.includes(to)) });
      }
      send(404, { error: 'not found' });
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
