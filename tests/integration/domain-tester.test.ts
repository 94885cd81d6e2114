import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getDomainKeySync, NAME_PROGRAM_ID } from '@bonfida/spl-name-service';
import { PublicKey } from '@solana/web3.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as testDomain } from '@/app/api/domain-tester/route';
import { resetRateLimits } from '@/lib/rate-limit';
import { resetEnvCache } from '@/lib/env';
import { testEngines, useTestDatabase } from './support/databases';

const OWNER = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const REGISTERED = 'jpegdealer';

/** A tiny Solana JSON-RPC: one registered name account, everything else missing. */
function startRpc(): Promise<http.Server> {
  const registeredKey = getDomainKeySync(REGISTERED).pubkey.toBase58();
  const header = Buffer.concat([
    new PublicKey('58PwtjSDuFHuUkYjH9BYnnQKHfwo9reZhC2zMJv9JPkx').toBuffer(), // the .sol root
    new PublicKey(OWNER).toBuffer(),
    Buffer.alloc(32),
  ]);
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const call = JSON.parse(raw) as { id: string; method: string; params: unknown[] };
      const reply = (body: object) => {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, ...body }));
      };
      if (call.method === 'getAccountInfo') {
        const found = call.params[0] === registeredKey;
        return reply({
          result: {
            context: { slot: 1 },
            value: found
              ? {
                  data: [header.toString('base64'), 'base64'],
                  executable: false,
                  lamports: 2_000_000,
                  owner: NAME_PROGRAM_ID.toBase58(),
                  rentEpoch: 0,
                  space: header.length,
                }
              : null,
          },
        });
      }
      if (call.method === 'getTokenLargestAccounts') {
        return reply({ error: { code: -32602, message: 'Invalid param: not a Token mint' } });
      }
      reply({ error: { code: -32601, message: 'Method not found' } });
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const post = (body: unknown) =>
  testDomain(
    new Request('http://t/api/domain-tester', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    undefined,
  );

describe.each(testEngines)('domain tester on $name', (engine) => {
  useTestDatabase(engine);
  beforeEach(() => resetRateLimits());

  describe('on a localnet whose validator is not running', () => {
    beforeAll(() => {
      delete process.env.SOLANA_RPC_URL;
      process.env.SOLANA_CLUSTER = 'localnet';
      process.env.SOLANA_LOCALNET_URL = 'http://127.0.0.1:9';
      resetEnvCache();
    });
    afterAll(() => {
      delete process.env.SOLANA_CLUSTER;
      delete process.env.SOLANA_LOCALNET_URL;
      resetEnvCache();
    });

    it('normalises the name, derives the SDK key, says in plain words the network did not answer, and finds our listing', async () => {
      const response = await post({ name: '  JpegDealer.SOL ' });
      expect(response.status).toBe(200);
      const { data } = await response.json();
      expect(data).toEqual({
        name: 'jpegdealer',
        displayName: 'jpegdealer.sol',
        nameAccount: getDomainKeySync('jpegdealer').pubkey.toBase58(),
        registration: { status: 'unreachable', message: 'The Solana network did not answer; try again in a moment.' },
        catalogue: {
          inCatalogue: true,
          href: '/domains/jpegdealer',
          status: expect.any(String),
          price: expect.any(String),
        },
      });
    });

    it('reports a name outside the catalogue, and never links a mall site name', async () => {
      const outside = (await (await post({ name: 'nobody-sells-this-42' })).json()).data;
      expect(outside.catalogue).toEqual({ inCatalogue: false, href: null, status: null, price: null });
      const site = (await (await post({ name: 'retailverse' })).json()).data;
      expect(site.catalogue.inCatalogue).toBe(false);
    });

    it.each([
      ['a zero-width joiner', 'jpeg\u200ddealer', 'U+200D'],
      ['a Cyrillic look-alike', 'jpegde\u0430ler', 'Cyrillic'],
      ['a dot', 'sub.jpegdealer', "'.'"],
      ['nothing', '.sol', 'empty'],
    ])('refuses %s with a 400 that says why', async (_, name, reason) => {
      const response = await post({ name });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatchObject({ path: 'name', message: expect.stringContaining(reason) });
    });
  });

  describe('with SOLANA_RPC_URL', () => {
    let rpc: http.Server;
    beforeAll(async () => {
      rpc = await startRpc();
      process.env.SOLANA_RPC_URL = `http://127.0.0.1:${(rpc.address() as AddressInfo).port}`;
      resetEnvCache();
    });
    afterAll(async () => {
      delete process.env.SOLANA_RPC_URL;
      resetEnvCache();
      await new Promise((resolve) => rpc.close(resolve));
    });

    it('shows the owner of a registered name', async () => {
      const { data } = await (await post({ name: REGISTERED })).json();
      expect(data.registration).toEqual({ status: 'registered', owner: OWNER, tokenized: false });
    });

    it('says an unregistered name is free', async () => {
      const { data } = await (await post({ name: 'nobody-owns-this-one' })).json();
      expect(data.registration).toEqual({ status: 'unregistered' });
    });
  });

  describe('with an RPC that does not answer', () => {
    beforeAll(() => {
      process.env.SOLANA_RPC_URL = 'http://127.0.0.1:9';
      resetEnvCache();
    });
    afterAll(() => {
      delete process.env.SOLANA_RPC_URL;
      resetEnvCache();
    });

    it('still answers the key and the catalogue, and says the RPC did not answer', async () => {
      const response = await post({ name: REGISTERED });
      expect(response.status).toBe(200);
      const { data } = await response.json();
      expect(data.nameAccount).toBe(getDomainKeySync(REGISTERED).pubkey.toBase58());
      expect(data.registration).toEqual({ status: 'unreachable', message: expect.stringContaining('did not answer') });
      expect(data.catalogue.inCatalogue).toBe(true);
    });
  });
});
