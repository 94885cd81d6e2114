import { randomUUID } from 'node:crypto';
import { Keypair } from '@solana/web3.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadMyNames } from '@/components/names/load-my-names';
import { OutsideNameLookup } from '@/components/names/outside-name-lookup';
import { getDb } from '@/lib/db';
import { saleOrders } from '@/lib/db/schema';
import { resetChainCache } from '@/lib/integrations/chain-cache';
import { nameLookupLimiter } from '@/lib/integrations/limits';
import { RPC_UNREACHABLE } from '@/lib/integrations/sns';
import { startSnsRpcStandIn, type SnsRpcStandIn } from '../support/sns-rpc-stand-in';
import { configure } from './support/selling-mall';
import { testEngines, useTestDatabase } from './support/databases';

const holder = Keypair.fromSeed(new Uint8Array(32).fill(21));
const HOLDER = holder.publicKey.toBase58();

describe.each(testEngines)('My names on $name', (engine) => {
  useTestDatabase(engine);
  let rpc: SnsRpcStandIn;
  beforeAll(async () => {
    rpc = await startSnsRpcStandIn();
    // jpegdealer is in the seeded catalogue; zzz-outside is not.
    rpc.register({ name: 'jpegdealer', owner: holder, records: { url: 'https://jpeg.example' } });
    rpc.register({ name: 'zzz-outside', owner: holder, records: { twitter: 'zzz' } });
    rpc.setPrimary(holder.publicKey, 'zzz-outside');
    rpc.registerTokenized('nft-held', holder.publicKey);
    configure({ SOLANA_RPC_URL: rpc.url, OUTBOUND_TIMEOUT_MS: '1000' });
  });
  afterAll(async () => {
    configure({ SOLANA_RPC_URL: undefined, OUTBOUND_TIMEOUT_MS: undefined });
    await rpc.close();
  });
  beforeEach(async () => {
    rpc.setDown(false);
    resetChainCache();
    await nameLookupLimiter.reset();
  });

  it('lists the primary name first, each with its records, its lore page and the order that delivered it', async () => {
    const db = await getDb();
    const id = randomUUID();
    await db.insert(saleOrders).values({
      id,
      domainSlug: 'jpegdealer',
      domainName: 'jpegdealer.sol',
      amountLamports: 1_000_000n,
      recipient: Keypair.generate().publicKey.toBase58(),
      reference: Keypair.generate().publicKey.toBase58(),
      status: 'fulfilled',
      buyer: HOLDER,
      expiresAt: new Date('2026-01-01T00:00:00Z'),
    });
    const found = await loadMyNames(HOLDER);
    expect(found).toMatchObject({ status: 'read', total: 3, ordersUnavailable: false, tokenizedUnavailable: false });
    if (found.status !== 'read') return;
    expect(found.names.map((entry) => [entry.name, entry.primary, entry.tokenized, entry.loreHref])).toEqual([
      ['zzz-outside', true, false, null],
      ['jpegdealer', false, false, '/wiki/jpegdealer'],
      ['nft-held', false, true, null],
    ]);
    expect(found.names[0].records).toEqual({ sol: null, url: null, twitter: 'zzz' });
    expect(found.names[1].records).toEqual({ sol: null, url: 'https://jpeg.example', twitter: null });
    expect(found.names[0].orders).toEqual([]);
    expect(found.names[1].orders).toMatchObject([{ id, status: 'fulfilled' }]);
  });

  it('says plainly when the chain cannot be read', async () => {
    rpc.setDown(true);
    expect(await loadMyNames(HOLDER)).toEqual({ status: 'failed', message: RPC_UNREACHABLE });
  });

  it.each([
    ['a catalogue name', 'JpegDealer.sol', null],
    ['a name with a space', 'cyber punk', null],
    ['nothing typed', undefined, null],
    ['a valid name the mall does not sell', 'Nobody-Sells-This.sol', 'nobody-sells-this'],
  ])('the /domains search shows the on-chain card only for %s outside the catalogue', async (_, q, name) => {
    const card = await OutsideNameLookup({ q });
    if (name === null) expect(card).toBeNull();
    else expect(JSON.stringify(card)).toContain(`"name":"${name}","outside":true`);
  });
});
