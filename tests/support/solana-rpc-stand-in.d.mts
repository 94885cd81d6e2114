import type { Keypair } from '@solana/web3.js';
import type { LiteSVM } from 'litesvm';

export interface StandInPayment {
  from: Keypair;
  to: string;
  lamports: number | bigint;
  reference?: string | string[];
  memo?: string;
  /** A v0 transaction instead of a legacy one. */
  version?: 'legacy' | 0;
  /** Pays the fee instead of `from` (a sponsored fee). */
  feePayer?: Keypair;
  /** Adds a compute-budget instruction after the transfer. */
  computeBudget?: boolean;
  /** Lands a failing transaction with `meta.err` instead of refusing it in preflight. */
  skipPreflight?: boolean;
}

export interface SolanaRpcStandIn {
  url: string;
  wsUrl: string;
  svm: LiteSVM;
  fund(address: string, lamports: number | bigint): void;
  balance(address: string): number;
  /** Writes the SNS name account of `name` (.sol) owned by `owner`; answers its address. */
  registerName(name: string, owner: string): string;
  nameOwner(name: string): string | null;
  payTransfer(payment: StandInPayment): string;
  sendSigned(bytes: Uint8Array): string;
  newFundedKeypair(lamports?: number): Keypair;
  setDown(value: boolean): void;
  setRateLimited(value: boolean): void;
  setLag(calls: number): void;
  revealAll(): void;
  calls(method?: string): number;
  logSubscribers(): number;
  close(): Promise<void>;
}

export declare const UNSUPPORTED_VERSION: { code: number; message: string };
export declare function startSolanaRpcStandIn(options?: { port?: number; host?: string }): Promise<SolanaRpcStandIn>;
