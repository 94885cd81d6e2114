import type { Browser, Page } from '@playwright/test';
import { Connection, Keypair, PublicKey, SystemProgram, Transaction, TransactionInstruction } from '@solana/web3.js';
import bs58 from 'bs58';
import nacl from 'tweetnacl';
import { siwsMessageText } from '../../../lib/auth/siws-message';

export const TEST_WALLET_NAME = 'E2E Test Wallet';

interface TestWalletOptions {
  /** Offer `solana:signIn` (default) or only connect + `solana:signMessage`. */
  signIn?: boolean;
  /** A fixed 32-byte seed: the same wallet every run (the operator wallet of scripts/e2e-server.mjs). */
  seed?: Uint8Array;
}

/** The seed of the e2e mall's operator wallet; the server lists its address in OPERATOR_WALLETS. */
export const OPERATOR_WALLET_SEED = new Uint8Array(32).fill(36);
export const E2E_OPERATOR_WALLET = '6xmEmauWxYtFYTZD6BHwuV3GYNete3aT4iK5fHuN2WKm';

/**
 * Registers a Wallet Standard wallet in the page (as an extension would) whose keys stay in Node:
 * the page asks Node to sign through exposed functions, Node signs with a tweetnacl keypair (messages, sign-in,
 * and transactions, which the page then has the server send).
 */
export async function installTestWallet(page: Page, { signIn = true, seed }: TestWalletOptions = {}) {
  const keyPair = seed ? nacl.sign.keyPair.fromSeed(seed) : nacl.sign.keyPair();
  const address = bs58.encode(keyPair.publicKey);
  const sign = (bytes: Uint8Array) => nacl.sign.detached(bytes, keyPair.secretKey);

  await page.exposeFunction('__testWalletSignMessage', (messageBase64: string) =>
    Buffer.from(sign(Buffer.from(messageBase64, 'base64'))).toString('base64'),
  );
  await page.exposeFunction('__testWalletSignTransaction', (transactionBase64: string) => {
    const transaction = Transaction.from(Buffer.from(transactionBase64, 'base64'));
    transaction.partialSign(Keypair.fromSecretKey(keyPair.secretKey));
    return transaction.serialize({ requireAllSignatures: false }).toString('base64');
  });
  await page.exposeFunction('__testWalletSignIn', (inputJson: string) => {
    const input = JSON.parse(inputJson);
    const message = new TextEncoder().encode(siwsMessageText({ ...input, address }));
    return {
      message: Buffer.from(message).toString('base64'),
      signature: Buffer.from(sign(message)).toString('base64'),
    };
  });

  await page.addInitScript(
    ({ name, address, publicKey, withSignIn }) => {
      type Bridge = {
        __testWalletSignMessage(b64: string): Promise<string>;
        __testWalletSignIn(json: string): Promise<{ message: string; signature: string }>;
        __testWalletSignTransaction(b64: string): Promise<string>;
      };
      const bridge = window as unknown as Bridge;
      const fromB64 = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const toB64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
      const chains = ['solana:mainnet', 'solana:devnet', 'solana:localnet'] as const;
      const featureNames = ['solana:signIn', 'solana:signMessage', 'solana:signTransaction'];
      const account = { address, publicKey: fromB64(publicKey), chains, features: featureNames };
      const features: Record<string, unknown> = {
        'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [account] }) },
        'standard:disconnect': { version: '1.0.0', disconnect: async () => {} },
        'standard:events': { version: '1.0.0', on: () => () => {} },
        'solana:signMessage': {
          version: '1.0.0',
          signMessage: async (...inputs: { message: Uint8Array }[]) =>
            Promise.all(
              inputs.map(async ({ message }) => ({
                signedMessage: message,
                signature: fromB64(await bridge.__testWalletSignMessage(toB64(message))),
              })),
            ),
        },
        'solana:signTransaction': {
          version: '1.0.0',
          supportedTransactionVersions: ['legacy', 0],
          signTransaction: async (...inputs: { transaction: Uint8Array }[]) =>
            Promise.all(
              inputs.map(async ({ transaction }) => ({
                signedTransaction: fromB64(await bridge.__testWalletSignTransaction(toB64(transaction))),
              })),
            ),
        },
      };
      if (withSignIn) {
        features['solana:signIn'] = {
          version: '1.0.0',
          signIn: async (...inputs: object[]) =>
            Promise.all(
              inputs.map(async (input) => {
                const signed = await bridge.__testWalletSignIn(JSON.stringify(input));
                return {
                  account,
                  signedMessage: fromB64(signed.message),
                  signature: fromB64(signed.signature),
                  signatureType: 'ed25519',
                };
              }),
            ),
        };
      }
      const wallet = {
        version: '1.0.0',
        name,
        icon:
          'data:image/svg+xml;base64,' +
          btoa(
            '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#22d3ee"/></svg>',
          ),
        chains,
        features,
        accounts: [],
      };
      const callback = ({ register }: { register: (w: unknown) => void }) => register(wallet);
      window.addEventListener('wallet-standard:app-ready', (event) => callback((event as CustomEvent).detail));
      window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));
    },
    {
      name: TEST_WALLET_NAME,
      address,
      publicKey: Buffer.from(keyPair.publicKey).toString('base64'),
      withSignIn: signIn,
    },
  );
  return { address };
}

/** Gives an address SOL on the e2e mall's Solana stand-in (its standard requestAirdrop). */
export async function fundOnStandIn(rpcUrl: string, address: string, lamports: number): Promise<void> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'requestAirdrop', params: [address, lamports] }),
  });
  const body = (await response.json()) as { error?: { message: string } };
  if (body.error) throw new Error(`airdrop failed: ${body.error.message}`);
}

/**
 * Gives a wallet an on-chain history old enough for the free rewards (docs/tickets.md "Rewards that cost something to
 * farm"): SOL, then a transfer of its own dated `ageDays` back, so it is the first transaction the chain lists.
 */
export async function giveHistoryOnStandIn(rpcUrl: string, wallet: Keypair, ageDays: number): Promise<void> {
  await fundOnStandIn(rpcUrl, wallet.publicKey.toBase58(), 1_000_000_000);
  const signature = await sendTransfer(rpcUrl, {
    from: wallet,
    to: Keypair.generate().publicKey.toBase58(),
    lamports: 1_000_000,
    reference: Keypair.generate().publicKey.toBase58(),
    memo: 'e2e: an old wallet',
  });
  const blockTime = Math.floor(Date.now() / 1000) - ageDays * 86_400;
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'standIn_backdate', params: [signature, blockTime] }),
  });
  const body = (await response.json()) as { error?: { message: string } };
  if (body.error) throw new Error(`backdate failed: ${body.error.message}`);
}

/**
 * Pays on the stand-in from the test process, as a phone wallet scanning the QR code would: the memo, then a transfer
 * carrying the order's reference.
 */
export async function sendTransfer(
  rpcUrl: string,
  payment: {
    from: Keypair;
    to: string;
    lamports: number;
    reference: string;
    memo: string;
  },
): Promise<string> {
  const connection = new Connection(rpcUrl, 'confirmed');
  const transfer = SystemProgram.transfer({
    fromPubkey: payment.from.publicKey,
    toPubkey: new PublicKey(payment.to),
    lamports: payment.lamports,
  });
  transfer.keys.push({ pubkey: new PublicKey(payment.reference), isSigner: false, isWritable: false });
  const { blockhash } = await connection.getLatestBlockhash();
  const transaction = new Transaction({ feePayer: payment.from.publicKey, recentBlockhash: blockhash })
    .add(
      new TransactionInstruction({
        programId: new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'),
        keys: [],
        data: Buffer.from(payment.memo, 'utf8'),
      }),
    )
    .add(transfer);
  transaction.sign(payment.from);
  return connection.sendRawTransaction(transaction.serialize());
}

/** Signs in with the installed test wallet from the sidebar, as a visitor does before buying (an order needs a wallet). */
export async function signInWithTestWallet(page: Page): Promise<void> {
  await page.goto('/guide');
  const slot = page.locator('#sidebar-wallet-slot');
  await slot.getByRole('button', { name: 'Connect Wallet' }).click();
  await page
    .getByRole('dialog', { name: 'Connect a Solana wallet' })
    .getByRole('button', { name: TEST_WALLET_NAME })
    .click();
  await page.getByRole('dialog', { name: 'Connect a Solana wallet' }).waitFor({ state: 'hidden' });
}

/** A buyer's page in its own browser context, signed in with a fresh test wallet: its `request` opens orders. */
export async function signedInBuyer(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await installTestWallet(page);
  await signInWithTestWallet(page);
  return page;
}
