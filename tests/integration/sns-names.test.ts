import { randomUUID } from 'node:crypto';
import { Keypair } from '@solana/web3.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as getName } from '@/app/api/names/[slug]/route';
import { deliveredOrders } from '@/lib/commerce/delivery/delivered-orders';
import { getDb } from '@/lib/db';
import { saleOrders } from '@/lib/db/schema';
import { resetChainCache } from '@/lib/integrations/chain-cache';
import { nameLookupLimiter } from '@/lib/integrations/limits';
import { refillRpcBudget } from '@/lib/integrations/rpc-budget';
import { RPC_UNREACHABLE } from '@/lib/integrations/sns';
import { lookupName, namesOfWallet } from '@/lib/integrations/sns-names';
import { NAME_LOOKUPS_PER_MINUTE } from '@/lib/rules/chain-reads';
import { startSnsRpcStandIn, type SnsRpcStandIn } from '../support/sns-rpc-stand-in';
import { configure } from './support/selling-mall';
import { testEngines, useTestDatabase } from './support/databases';

const holder = Keypair.fromSeed(new Uint8Array(32).fill(7));
const payout = Keypair.fromSeed(new Uint8Array(32).fill(9)).publicKey;
const stranger = Keypair.fromSeed(new Uint8Array(32).fill(11)).publicKey.toBase58();
const HOLDER = holder.publicKey.toBase58();

const get = (name: string, ip = '203.0.113.7') =>
  getName(new Request(`http://t/api/names/${encodeURIComponent(name)}`, { headers: { 'x-forwarded-for': ip } }), {
    params: Promise.resolve({ slug: name }),
  });

describe('.sol names read from chain', () => {
  let rpc: SnsRpcStandIn;
  beforeAll(async () => {
    rpc = await startSnsRpcStandIn();
    rpc.register({
      name: 'neonowl',
      owner: holder,
      records: { sol: payout, url: 'https://neonowl.example', twitter: 'neonowl' },
    });
    rpc.register({ name: 'glasscat', owner: holder });
    rpc.setPrimary(holder.publicKey, 'neonowl');
    // A busy machine: the stand-in answers every call, however slowly (a first lookup loads the SNS SDK).
    configure({ SOLANA_RPC_URL: rpc.url, OUTBOUND_TIMEOUT_MS: '10000' });
  });
  afterAll(async () => {
    configure({ SOLANA_RPC_URL: undefined, OUTBOUND_TIMEOUT_MS: undefined });
    await rpc.close();
  });
  beforeEach(async () => {
    rpc.setDown(false);
    resetChainCache();
    await nameLookupLimiter.reset();
    await refillRpcBudget();
  });

  it('reads a registered name: its owner and its SOL (signed by the owner), URL and Twitter records', async () => {
    expect(await lookupName('neonowl')).toEqual({
      status: 'registered',
      name: 'neonowl',
      owner: HOLDER,
      tokenized: false,
      records: { sol: payout.toBase58(), url: 'https://neonowl.example', twitter: 'neonowl' },
    });
  });

  it('reads a registered name without records, and a free name', async () => {
    expect(await lookupName('glasscat')).toMatchObject({
      status: 'registered',
      owner: HOLDER,
      records: { sol: null, url: null, twitter: null },
    });
    expect(await lookupName('nobody-owns-this-one')).toEqual({ status: 'unregistered', name: 'nobody-owns-this-one' });
  });

  it("lists a wallet's names through the SDK's memcmp filters and reverse lookups, with its primary name", async () => {
    expect(await namesOfWallet(HOLDER)).toEqual({
      status: 'read',
      names: ['glasscat', 'neonowl'],
      tokenized: [],
      primary: 'neonowl',
    });
    expect(rpc.calls()).toContain('getProgramAccounts');
    expect(await namesOfWallet(stranger)).toEqual({ status: 'read', names: [], tokenized: [], primary: null });
  });

  it("lists the names a wallet holds as an NFT (the name tokenizer's records of its tokens) among its names", async () => {
    const collector = Keypair.fromSeed(new Uint8Array(32).fill(13));
    rpc.register({ name: 'plainheld', owner: collector });
    rpc.registerTokenized('nftheld', collector.publicKey);
    expect(await namesOfWallet(collector.publicKey.toBase58())).toEqual({
      status: 'read',
      names: ['nftheld', 'plainheld'],
      tokenized: ['nftheld'],
      primary: null,
    });
  });

  it('says plainly when the network does not answer, and keeps a good answer for 30 s', async () => {
    await lookupName('neonowl');
    rpc.setDown(true);
    expect((await lookupName('neonowl')).status).toBe('registered');
    expect(await lookupName('glasscat')).toEqual({ status: 'unreachable', name: 'glasscat', message: RPC_UNREACHABLE });
    expect(await namesOfWallet(HOLDER)).toEqual({ status: 'unreachable', message: RPC_UNREACHABLE });
    expect(RPC_UNREACHABLE).not.toMatch(/SOLANA|RPC_URL/);
    rpc.setDown(false);
    expect((await lookupName('glasscat')).status).toBe('registered');
  });

  it('answers GET /api/names/{name} with the explorer link of the owner, and a 400 for a name that is not one', async () => {
    const response = await get('NeonOwl.sol');
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({
      status: 'registered',
      name: 'neonowl',
      owner: HOLDER,
      // A new mall is in test mode (devnet): the explorer link says which network it reads.
      ownerUrl: `https://explorer.solana.com/address/${HOLDER}?cluster=devnet`,
    });
    const refused = await get('sub.neonowl');
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toMatchObject({
      code: 'bad_request',
      message: expect.stringContaining("'.'"),
    });
  });

  it(`limits one visitor to ${NAME_LOOKUPS_PER_MINUTE} lookups a minute, and not the next visitor`, async () => {
    for (let i = 0; i < NAME_LOOKUPS_PER_MINUTE; i++) expect((await get('neonowl')).status).toBe(200);
    const refused = await get('neonowl');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect((await get('neonowl', '203.0.113.8')).status).toBe(200);
  });
});

describe.each(testEngines)("the mall's orders that delivered a name, on $name", (engine) => {
  useTestDatabase(engine);

  it('lists paid and fulfilled orders of this buyer for these names only', async () => {
    const db = await getDb();
    const order = (domainName: string, status: string, buyer = HOLDER) => ({
      id: randomUUID(),
      domainSlug: domainName.replace(/\.sol$/, ''),
      domainName,
      amountLamports: 1_000_000n,
      recipient: stranger,
      reference: Keypair.generate().publicKey.toBase58(),
      status,
      buyer,
      expiresAt: new Date('2026-01-01T00:00:00Z'),
    });
    const delivered = order('neonowl.sol', 'fulfilled');
    const paid = order('glasscat.sol', 'paid');
    await db.insert(saleOrders).values([
      delivered,
      paid,
      order('neonowl.sol', 'expired'),
      // Another buyer's sale of a name asked about (one sale per name: a name of its own).
      order('duskfox.sol', 'fulfilled', stranger),
      order('other.sol', 'fulfilled'),
    ]);
    const found = await deliveredOrders(HOLDER, ['neonowl.sol', 'glasscat.sol', 'duskfox.sol']);
    expect(found.map((o) => [o.id, o.domainName, o.status]).sort()).toEqual(
      [
        [delivered.id, 'neonowl.sol', 'fulfilled'],
        [paid.id, 'glasscat.sol', 'paid'],
      ].sort(),
    );
    expect(await deliveredOrders(HOLDER, [])).toEqual([]);
  });
});
