// getTransaction with `encoding: 'jsonParsed'` (web3.js getParsedTransaction), as a node writes it: account keys as
// objects with signer/writable, and instructions of the programs it can parse given as { program, programId, parsed }:
// the system Transfer and TransferWithSeed (whose parsed `info` names only the accounts the instruction defines, so a
// payment's extra reference keys do not appear there) and memos (`parsed` is the text); any other instruction stays
// { programId, accounts, data }. Inner instructions are parsed the same way.
import { SystemProgram } from '@solana/web3.js';
import bs58 from 'bs58';
import { MEMO_PROGRAMS } from './solana-stand-in-programs.mjs';

const SYSTEM = SystemProgram.programId.toBase58();

/**
 * @typedef {{ programIdIndex: number; accounts: number[]; data: string; stackHeight: number | null }} JsonInstruction
 * @typedef {{ numRequiredSignatures: number; numReadonlySignedAccounts: number;
 *   numReadonlyUnsignedAccounts: number }} Header
 */

/**
 * @param {string[]} keys
 * @param {JsonInstruction} ix
 */
function parseInstruction(keys, ix) {
  const programId = keys[ix.programIdIndex];
  const accounts = ix.accounts.map((i) => keys[i]);
  const data = Buffer.from(bs58.decode(ix.data));
  const stackHeight = ix.stackHeight;
  if (MEMO_PROGRAMS.includes(programId)) {
    return { program: 'spl-memo', programId, parsed: data.toString('utf8'), stackHeight };
  }
  if (programId === SYSTEM && data.length >= 12) {
    const kind = data.readUInt32LE(0);
    const lamports = data.readBigUInt64LE(4);
    if (kind === 2 && accounts.length >= 2) {
      const info = { destination: accounts[1], lamports, source: accounts[0] };
      return { program: 'system', programId, parsed: { info, type: 'transfer' }, stackHeight };
    }
    if (kind === 11 && accounts.length >= 3) {
      const seedLength = Number(data.readBigUInt64LE(12));
      const sourceSeed = data.subarray(20, 20 + seedLength).toString('utf8');
      const sourceOwner = bs58.encode(data.subarray(20 + seedLength, 52 + seedLength));
      const info = {
        destination: accounts[2],
        lamports,
        source: accounts[0],
        sourceBase: accounts[1],
        sourceOwner,
        sourceSeed,
      };
      return { program: 'system', programId, parsed: { info, type: 'transferWithSeed' }, stackHeight };
    }
  }
  return { accounts, data: ix.data, programId, stackHeight };
}

/**
 * The transaction and inner instructions of a getTransaction answer, in jsonParsed form.
 * @param {{ signatures: string[]; keys: string[]; message: { header: Header; recentBlockhash: string;
 *   instructions: JsonInstruction[] }; innerInstructions: { index: number; instructions: JsonInstruction[] }[];
 *   version: import('@solana/web3.js').TransactionVersion }} tx
 */
export function parsedTransaction({ signatures, keys, message, innerInstructions, version }) {
  const { numRequiredSignatures: signed, numReadonlySignedAccounts, numReadonlyUnsignedAccounts } = message.header;
  const accountKeys = keys.map((pubkey, i) => ({
    pubkey,
    signer: i < signed,
    source: 'transaction',
    writable: i < signed ? i < signed - numReadonlySignedAccounts : i < keys.length - numReadonlyUnsignedAccounts,
  }));
  return {
    transaction: {
      signatures,
      message: {
        accountKeys,
        recentBlockhash: message.recentBlockhash,
        instructions: message.instructions.map((ix) => parseInstruction(keys, ix)),
        ...(version === 0 ? { addressTableLookups: [] } : {}),
      },
    },
    innerInstructions: innerInstructions.map(({ index, instructions }) => ({
      index,
      instructions: instructions.map((ix) => parseInstruction(keys, ix)),
    })),
  };
}
