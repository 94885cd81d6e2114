import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getDomainKeySync, NAME_PROGRAM_ID, transferInstruction } from '@bonfida/spl-name-service';
import { Keypair, SystemProgram, Transaction } from '@solana/web3.js';
import { afterAll, describe, expect, it } from 'vitest';
import { EnvError, resetEnvCache } from '@/lib/env';
import { custodyKeypair, signCustodyTransfer, type TransferGrant } from '@/lib/integrations/custody';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rv-custody-unit-'));
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  delete process.env.SELLER_CUSTODY_KEYPAIR;
  resetEnvCache();
});

/** The custody keypair SELLER_CUSTODY_KEYPAIR=`file` gives. */
const readKeypairFile = (file: string) => {
  process.env.SELLER_CUSTODY_KEYPAIR = file;
  resetEnvCache();
  return custodyKeypair()!;
};

const write = (name: string, text: string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
};

describe('the custody keypair file', () => {
  it('reads a solana-keygen file', () => {
    const keypair = Keypair.generate();
    const file = write('ok.json', JSON.stringify([...keypair.secretKey]));
    expect(readKeypairFile(file).publicKey.equals(keypair.publicKey)).toBe(true);
  });

  it('a missing, malformed or short file is an EnvError naming SELLER_CUSTODY_KEYPAIR', () => {
    const missing = path.join(dir, 'none.json');
    expect(() => readKeypairFile(missing)).toThrow(
      new EnvError(`SELLER_CUSTODY_KEYPAIR: ${missing} cannot be read (ENOENT).`),
    );
    for (const text of ['not json', '[1,2,3]', JSON.stringify(Array(64).fill(300))]) {
      const file = write('bad.json', text);
      expect(() => readKeypairFile(file)).toThrow(
        `SELLER_CUSTODY_KEYPAIR: ${file} is not a keypair file (a JSON array of 64 bytes, as solana-keygen writes).`,
      );
    }
  });
});

describe('signCustodyTransfer', () => {
  const custody = Keypair.generate();
  const buyer = Keypair.generate().publicKey;
  const grant: TransferGrant = {
    status: 'paid',
    amountLamports: 500n,
    paidLamports: 500n,
    domainName: 'gmfactory.sol',
    buyer: buyer.toBase58(),
  };
  const nameKey = getDomainKeySync('gmfactory').pubkey;
  const transfer = (to = buyer, name = nameKey) => {
    const tx = new Transaction({
      feePayer: custody.publicKey,
      blockhash: '11111111111111111111111111111111',
      lastValidBlockHeight: 1,
    });
    return tx.add(transferInstruction(NAME_PROGRAM_ID, name, to, custody.publicKey));
  };

  it('signs the transfer of a paid-in-full order’s name to its buyer', () => {
    expect(signCustodyTransfer(transfer(), grant, custody).verifySignatures()).toBe(true);
  });

  it('signs nothing for an order not paid in full, or for anything but that transfer', () => {
    for (const refused of [
      { ...grant, status: 'awaiting_payment' },
      { ...grant, status: 'paid_late' },
      { ...grant, status: 'refunded' },
      { ...grant, status: 'fulfilled' },
      { ...grant, paidLamports: 499n },
      { ...grant, buyer: null },
    ]) {
      expect(() => signCustodyTransfer(transfer(), refused, custody)).toThrow(/custody refuses to sign/);
    }
    const stranger = Keypair.generate().publicKey;
    const other = getDomainKeySync('mempoolmonk').pubkey;
    const drain = transfer().add(
      SystemProgram.transfer({ fromPubkey: custody.publicKey, toPubkey: stranger, lamports: 1 }),
    );
    for (const tx of [transfer(stranger), transfer(buyer, other), drain]) {
      expect(() => signCustodyTransfer(tx, grant, custody)).toThrow(/custody refuses to sign/);
      expect(tx.signatures.every((s) => s.signature === null)).toBe(true);
    }
  });
});
