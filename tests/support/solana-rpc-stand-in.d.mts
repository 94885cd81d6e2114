import type { Keypair } from '@solana/web3.js';
import type { LiteSVM } from 'litesvm';

export interface SolanaRpcStandIn {
  url: string;
  svm: LiteSVM;
  fund(address: string, lamports: number | bigint): void;
  balance(address: string): number;
  payTransfer(payment: {
    from: Keypair;
    to: string;
    lamports: number | bigint;
    reference?: string | string[];
    memo?: string;
  }): string;
  sendSigned(bytes: Uint8Array): string;
  newFundedKeypair(lamports?: number): Keypair;
  setDown(value: boolean): void;
  close(): Promise<void>;
}

export declare function startSolanaRpcStandIn(options?: { port?: number; host?: string }): Promise<SolanaRpcStandIn>;
