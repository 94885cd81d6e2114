import { getDomainKeySync, REFERRERS, REGISTER_PROGRAM_ID, registerDomainNameV2 } from '@bonfida/spl-name-service';
import { getAssociatedTokenAddressSync, NATIVE_MINT, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { Connection, Keypair, SystemProgram, Transaction, TransactionInstruction } from '@solana/web3.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as getName } from '@/app/api/names/[slug]/route';
import { POST as register } from '@/app/api/names/[slug]/register/route';
import { resetChainCache } from '@/lib/integrations/chain-cache';
import { nameLookupLimiter, nameRegistrationLimiter } from '@/lib/integrations/limits';
import { RPC_UNREACHABLE } from '@/lib/integrations/sns';
import { lookupName } from '@/lib/integrations/sns-names';
import { resetSolPriceCache } from '@/lib/integrations/sol-price';
import { NAME_ACCOUNT_SPACE, NAME_TAKEN, REGISTRATION_UNAVAILABLE } from '@/lib/rules/sns-registration';
import { startSnsRpcStandIn, type SnsRpcStandIn } from '../support/sns-rpc-stand-in';
import { configure } from './support/selling-mall';
import { testEngines, useTestDatabase } from './support/databases';

const holder = Keypair.fromSeed(new Uint8Array(32).fill(31));
const buyer = Keypair.fromSeed(new Uint8Array(32).fill(33));
const BUYER = buyer.publicKey.toBase58();
const wrapped = getAssociatedTokenAddressSync(NATIVE_MINT, buyer.publicKey);
// The price service is unreachable in tests: the mall's fallback, 100 USD a SOL; a 5+ letter name costs 20 USD.
const WRAPPED_LAMPORTS = 220_000_000;

const post = (name: string, body: unknown) =>
  register(
    new Request(`http://t/api/names/${name}/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.40' },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ slug: name }) },
  );
const facts = async (name: string) =>
  (await (await getName(new Request(`http://t/api/names/${name}`), { params: Promise.resolve({ slug: name }) })).json())
    .data;
// A decoded transaction merges each account's signer and writable flags across instructions: compare the rest.
const plain = (ix: TransactionInstruction) => ({
  programId: ix.programId.toBase58(),
  keys: ix.keys.map((key) => key.pubkey.toBase58()),
  data: ix.data.toString('hex'),
});
const decode = (base64: string) => Transaction.from(Buffer.from(base64, 'base64'));

describe.each(testEngines)('registering a free .sol name through SNS, on $name', (engine) => {
  useTestDatabase(engine);
  let rpc: SnsRpcStandIn;
  let connection: Connection;
  beforeAll(async () => {
    rpc = await startSnsRpcStandIn();
    rpc.register({ name: 'takenname', owner: holder });
    connection = new Connection(rpc.url, 'confirmed');
    // SNS's registrar runs on mainnet: the stand-in plays a live mall's node.
    configure({
      SOLANA_CLUSTER: 'mainnet-beta',
      SOLANA_RPC_URL: rpc.url,
      OUTBOUND_TIMEOUT_MS: '1000',
      SOL_PRICE_URL: 'http://127.0.0.1:1/price',
    });
  });
  afterAll(async () => {
    configure({
      SOLANA_CLUSTER: undefined,
      SOLANA_RPC_URL: undefined,
      OUTBOUND_TIMEOUT_MS: undefined,
      SOL_PRICE_URL: undefined,
    });
    configure({ SNS_REFERRER: undefined });
    await rpc.close();
  });
  beforeEach(async () => {
    rpc.setDown(false);
    configure({ SNS_REFERRER: undefined });
    resetChainCache();
    resetSolPriceCache();
    await nameLookupLimiter.reset();
    await nameRegistrationLimiter.reset();
  });

  it('says plainly that registration is not available where the registrar is not deployed', async () => {
    expect((await facts('freshname')).register).toEqual({ priceUsd: 20, available: false, chain: 'solana:mainnet' });
    const refused = await post('freshname', { account: BUYER });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toEqual({ code: 'conflict', message: REGISTRATION_UNAVAILABLE });
  });

  describe('where the registrar runs', () => {
    beforeAll(() => rpc.deployRegistrar());

    it('shows the price SNS charges for the length of a free name, and no action on a registered one', async () => {
      expect((await facts('abcd')).register).toEqual({ priceUsd: 160, available: true, chain: 'solana:mainnet' });
      expect((await facts('freshname')).register).toMatchObject({ priceUsd: 20, available: true });
      expect((await facts('takenname')).register).toBeNull();
    });

    it("builds the SDK's registration for the wallet, paid in wrapped SOL, the leftover returned", async () => {
      const response = await post('FreshName.sol', { account: BUYER });
      expect(response.status).toBe(200);
      const { data } = await response.json();
      expect(data).toMatchObject({ priceUsd: 20, lamports: WRAPPED_LAMPORTS });
      const transaction = decode(data.transaction);
      expect(transaction.feePayer?.toBase58()).toBe(BUYER);
      const sdk = await registerDomainNameV2(
        connection,
        'freshname',
        NAME_ACCOUNT_SPACE,
        buyer.publicKey,
        wrapped,
        NATIVE_MINT,
      );
      expect(sdk).toHaveLength(1);
      const [create, fund, sync, registerIx, close] = transaction.instructions;
      expect(transaction.instructions).toHaveLength(5);
      expect(plain(registerIx)).toEqual(plain(sdk[0]));
      expect(registerIx.programId.equals(REGISTER_PROGRAM_ID)).toBe(true);
      const keys = registerIx.keys.map((key) => key.pubkey.toBase58());
      expect(keys).toContain(getDomainKeySync('freshname').pubkey.toBase58());
      expect(registerIx.keys.find((key) => key.pubkey.equals(buyer.publicKey))?.isSigner).toBe(true);
      expect(create.keys[1].pubkey.equals(wrapped)).toBe(true);
      expect(fund.programId.equals(SystemProgram.programId)).toBe(true);
      expect(fund.data.readBigUInt64LE(4)).toBe(BigInt(WRAPPED_LAMPORTS));
      expect(fund.keys[1].pubkey.equals(wrapped)).toBe(true);
      expect([sync.programId, close.programId].every((id) => id.equals(TOKEN_PROGRAM_ID))).toBe(true);
      expect(close.keys[0].pubkey.equals(wrapped)).toBe(true);
      expect(close.keys[1].pubkey.equals(buyer.publicKey)).toBe(true);
    });

    it('names the mall as referrer when SNS lists SNS_REFERRER, and leaves out one it does not list', async () => {
      const referrer = REFERRERS[0];
      configure({ SNS_REFERRER: referrer.toBase58() });
      const listed = decode((await (await post('freshname', { account: BUYER })).json()).data.transaction);
      const sdk = await registerDomainNameV2(
        connection,
        'freshname',
        NAME_ACCOUNT_SPACE,
        buyer.publicKey,
        wrapped,
        NATIVE_MINT,
        referrer,
      );
      expect(sdk).toHaveLength(2); // the referrer's wrapped-SOL account is created first, as the SDK does
      expect(listed.instructions.slice(3, 5).map(plain)).toEqual(sdk.map(plain));
      const referrerAccount = getAssociatedTokenAddressSync(NATIVE_MINT, referrer, true);
      expect(listed.instructions[4].keys.at(-1)?.pubkey.equals(referrerAccount)).toBe(true);

      configure({ SNS_REFERRER: holder.publicKey.toBase58() });
      const unlisted = decode((await (await post('freshname', { account: BUYER })).json()).data.transaction);
      const plainSdk = await registerDomainNameV2(
        connection,
        'freshname',
        NAME_ACCOUNT_SPACE,
        buyer.publicKey,
        wrapped,
        NATIVE_MINT,
      );
      expect(plain(unlisted.instructions[3])).toEqual(plain(plainSdk[0]));
    });

    it('refuses a taken name, a name SNS cannot hold and an account that is not one, each plainly', async () => {
      const taken = await post('takenname', { account: BUYER });
      expect(taken.status).toBe(409);
      expect((await taken.json()).error.message).toBe(NAME_TAKEN);
      for (const name of ['sub.freshname', 'bad%20name', 'x%E2%80%8By']) {
        const refused = await post(name, { account: BUYER });
        expect(refused.status).toBe(400);
        expect((await refused.json()).error.code).toBe('bad_request');
      }
      const badAccount = await post('freshname', { account: 'O'.repeat(40) });
      expect(badAccount.status).toBe(400);
      expect((await post('freshname', { account: BUYER, extra: 1 })).status).toBe(400);
    });

    it('reads the name back until the wallet holds it, then every page shows it as theirs', async () => {
      expect((await lookupName('readback')).status).toBe('unregistered');
      const pending = await post('readback', { confirm: BUYER });
      expect((await pending.json()).data).toEqual({ status: 'pending' });
      rpc.register({ name: 'readback', owner: buyer });
      expect((await (await post('readback', { confirm: BUYER })).json()).data).toEqual({ status: 'yours' });
      expect(await lookupName('readback')).toMatchObject({ status: 'registered', owner: BUYER });
      expect((await (await post('takenname', { confirm: BUYER })).json()).data).toEqual({ status: 'taken' });
    });

    it('refuses a signed transaction that does not register the name, and says when the network is down', async () => {
      const other = decode((await (await post('freshname', { account: BUYER })).json()).data.transaction);
      const signed = other.serialize({ requireAllSignatures: false, verifySignatures: false }).toString('base64');
      const wrong = await post('othername', { signedTransaction: signed });
      expect(wrong.status).toBe(400);
      expect((await wrong.json()).error.message).toBe('signedTransaction: it does not register this name');
      resetChainCache();
      rpc.setDown(true);
      const down = await post('freshname', { account: BUYER });
      expect(down.status).toBe(503);
      expect((await down.json()).error.message).toBe(RPC_UNREACHABLE);
    });
  });
});
