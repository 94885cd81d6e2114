import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as modeRoute } from '@/app/api/operator/mode/route';
import { claimShop, issueSetupCode } from '@/lib/auth/setup';
import { operatorAuditLog } from '@/lib/db/schema';
import { resetEnvCache } from '@/lib/env';
import { resetRateLimits } from '@/lib/rate-limit';
import { wrongNetworkMessage } from '@/lib/rules/sales-mode';
import { currentSettings, startFollowingSettings, type SettingsPage } from '@/lib/settings';
import { stopFollowingSettings } from '@/lib/settings/snapshot';
import type { ModeSwitchCheck } from '@/lib/settings/mode-switch';
import {
  CLUSTER_GENESIS_HASHES as GENESIS_HASHES,
  startSolanaRpcStandIn,
  type SolanaRpcStandIn,
} from '../support/solana-rpc-stand-in.mjs';
import { call } from './support/operator-console';
import { testEngines, useTestDatabase } from './support/databases';
import { signedProof, signIn, testWallet } from './support/test-wallet';

describe.each(testEngines)('going live from the console, on $name', (engine) => {
  const database = useTestDatabase(engine, { seed: false });
  const owner = testWallet();
  let cookie: string;
  let rpc: SolanaRpcStandIn;
  beforeAll(async () => {
    rpc = await startSolanaRpcStandIn();
    process.env.SOLANA_RPC_URL = rpc.url;
    resetEnvCache();
    await startFollowingSettings(database());
    cookie = await signIn(owner);
    await claimShop(await issueSetupCode(), owner.address);
  });
  afterAll(async () => {
    await stopFollowingSettings();
    delete process.env.SOLANA_RPC_URL;
    resetEnvCache();
    await rpc.close();
  });

  const mode = async (body: unknown) => {
    resetRateLimits();
    const response = await modeRoute(call('/api/operator/mode', 'POST', { cookie }, body), undefined);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const check = async () => (await mode({ action: 'check', to: 'live' })).body as unknown as ModeSwitchCheck;

  it('starts in test mode on devnet, the owner as seller', () => {
    expect(currentSettings()).toMatchObject({ mode: 'test', cluster: 'devnet', seller: owner.address });
  });

  it('refuses without a valid signature, a statement for the other mode, and an RPC on the wrong network', async () => {
    const { input } = await check();
    const unsigned = await mode({
      action: 'switch',
      to: 'live',
      ...signedProof(testWallet(), { ...input, address: owner.address }),
      publicKey: owner.address,
    });
    expect(unsigned).toMatchObject({
      status: 401,
      body: { error: { message: 'The signature does not match the message and key.' } },
    });

    const back = (await mode({ action: 'check', to: 'test' })).body as unknown as ModeSwitchCheck;
    const wrongStatement = await mode({
      action: 'switch',
      to: 'live',
      ...signedProof(owner, { ...back.input, address: owner.address }),
    });
    expect(wrongStatement.status).toBe(401);

    // The stand-in still plays devnet: a live switch is refused until the RPC serves mainnet.
    const fresh = await check();
    const devnet = await mode({
      action: 'switch',
      to: 'live',
      ...signedProof(owner, { ...fresh.input, address: owner.address }),
    });
    expect(devnet).toMatchObject({ status: 409, body: { error: { message: wrongNetworkMessage('mainnet-beta') } } });
    expect(currentSettings().mode).toBe('test');
  });

  it('switches with the owner’s signed statement, audited, and back to test as explicitly', async () => {
    rpc.setGenesisHash(GENESIS_HASHES['mainnet-beta']);
    const live = await check();
    expect(live.statement).toBe('Switch localhost:3000 to live sales');
    expect(live.sellerBalance).toBe('0 SOL');
    const switched = await mode({
      action: 'switch',
      to: 'live',
      ...signedProof(owner, { ...live.input, address: owner.address }),
    });
    expect(switched.status).toBe(200);
    expect((switched.body as unknown as SettingsPage).mode).toBe('live');
    expect(currentSettings()).toMatchObject({ mode: 'live', cluster: 'mainnet-beta' });
    const entries = await database()
      .db.select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.action, 'settings.update'));
    expect(entries.at(-1)).toMatchObject({ actor: owner.address, after: { network: 'live' } });

    rpc.setGenesisHash(GENESIS_HASHES.devnet);
    const test = (await mode({ action: 'check', to: 'test' })).body as unknown as ModeSwitchCheck;
    expect(test.statement).toBe('Switch localhost:3000 to test sales');
    const back = await mode({
      action: 'switch',
      to: 'test',
      ...signedProof(owner, { ...test.input, address: owner.address }),
    });
    expect(back.status).toBe(200);
    expect(currentSettings().mode).toBe('test');
  });
});
