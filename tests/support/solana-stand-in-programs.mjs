// The programs the stand-in emulates because LiteSVM holds no binary of them (see the top of solana-rpc-stand-in.mjs).
// A transaction that calls one runs here instead of in LiteSVM, checked as the runtime would: signatures, blockhash,
// a fee payer that can pay, a signature not already processed; then each instruction runs over a view of the
// accounts, and its writes are kept apart so a failing or preflighted transaction changes nothing but what the caller
// commits. Compute-budget and memo instructions may sit beside the emulated ones.
//
// - The name service (spl-name-service `transfer`, instruction 2): the name account must exist and belong to the name
//   program, the owner it records must have signed, then its owner field (bytes 32..64 of the header) is rewritten.
// - A tiny smart wallet, SMART_WALLET_PROGRAM_ID, the shape of a multisig or smart-account wallet paying: instruction
//   data [0, u64 lamports LE, memo utf-8...], accounts [vault, to, ...references, system program, memo program?]. It
//   moves the lamports from the vault (a system account it controls) to `to` by a system Transfer it invokes (an
//   inner instruction at stack height 2), then, when the data carries a memo, invokes the memo program with it (an
//   inner memo: a node's signature listing shows no memo for it, as it lists top-level memos only).
/** @import { Address, Lamports, MaybeEncodedAccount } from '@solana/kit' */
/** @typedef {Extract<MaybeEncodedAccount, { exists: true }>} Held An account that exists, as LiteSVM reads it. */
/** @import { LiteSVM } from 'litesvm' */
/** @import { VersionedTransaction } from '@solana/web3.js' */
import { NAME_PROGRAM_ID } from '@bonfida/spl-name-service';
import { ComputeBudgetProgram, Keypair, PublicKey, SystemProgram } from '@solana/web3.js';
import bs58 from 'bs58';
import nacl from 'tweetnacl';

/** The memo program (@solana/pay's MEMO_PROGRAM_ID, which its types do not export). */
export const MEMO_PROGRAM_ID = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');
/** The memo program's first version, which a node's listing also reads memos of. */
export const MEMO_V1_PROGRAM_ID = new PublicKey('Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo');
/** The emulated smart wallet: a fixed address, no binary. */
export const SMART_WALLET_PROGRAM_ID = Keypair.fromSeed(new Uint8Array(32).fill(43)).publicKey;

const NAME_PROGRAM = NAME_PROGRAM_ID.toBase58();
const SMART_WALLET = SMART_WALLET_PROGRAM_ID.toBase58();
const SYSTEM = SystemProgram.programId.toBase58();
const COMPUTE_BUDGET = ComputeBudgetProgram.programId.toBase58();
export const MEMO_PROGRAMS = [MEMO_PROGRAM_ID.toBase58(), MEMO_V1_PROGRAM_ID.toBase58()];
/** Programs whose instructions make a transaction run here rather than in LiteSVM. */
export const EMULATED_PROGRAMS = [NAME_PROGRAM, SMART_WALLET];
const BESIDE = [COMPUTE_BUDGET, ...MEMO_PROGRAMS];
export const FEE_PER_SIGNATURE = 5000n;

// LiteSVM takes @solana/kit's branded strings and bigints; these are plain base58 addresses and lamport counts.
/** @param {string} key */
export const asAddress = (key) => /** @type {Address} */ (key);
/** @param {bigint} value */
export const asLamports = (value) => /** @type {Lamports} */ (value);

/**
 * @param {{ code: number; message: string }} error
 * @returns {Error & { code: number }}
 */
export function rpcError({ code, message }) {
  return Object.assign(new Error(message), { code });
}
/** @param {string} why */
const refused = (why) => rpcError({ code: -32002, message: `Transaction simulation failed: ${why}` });

/** The data of a system Transfer of `lamports` (instruction 2, u64 little-endian). */
export function transferData(/** @type {bigint} */ lamports) {
  const data = Buffer.alloc(12);
  data.writeUInt32LE(2, 0);
  data.writeBigUInt64LE(lamports, 4);
  return data;
}

/** The smart wallet's Pay instruction data. */
export function smartWalletPayData(/** @type {bigint} */ lamports, /** @type {string | undefined} */ memo) {
  const data = Buffer.alloc(9);
  data.writeBigUInt64LE(lamports, 1);
  return Buffer.concat([data, Buffer.from(memo ?? '', 'utf8')]);
}

/**
 * @typedef {{ programIdIndex: number; accounts: number[]; data: string; stackHeight: number }} InnerInstruction
 * @typedef {{ err: unknown; logs: string[]; inner: { index: number; instructions: InnerInstruction[] }[];
 *   writes: Map<string, Held> }} Emulation
 */

/** @param {VersionedTransaction['message']} message */
export const programsOf = (message) =>
  message.compiledInstructions.map((ix) => message.staticAccountKeys[ix.programIdIndex].toBase58());

/** Whether the stand-in emulates this transaction (it calls a program LiteSVM lacks). */
export const isEmulated = (/** @type {string[]} */ programs) => programs.some((p) => EMULATED_PROGRAMS.includes(p));

/**
 * Runs a transaction of emulated instructions; throws as a node refuses one before it runs.
 * @param {{ parsed: VersionedTransaction; svm: LiteSVM; processed: boolean }} input
 * @returns {Emulation & { fee: bigint }}
 */
export function emulateTransaction({ parsed, svm, processed }) {
  const message = parsed.message;
  const keys = message.staticAccountKeys.map((key) => key.toBase58());
  const signers = keys.slice(0, message.header.numRequiredSignatures);
  const programs = programsOf(message);
  if (!programs.every((p) => EMULATED_PROGRAMS.includes(p) || BESIDE.includes(p))) {
    throw refused('the stand-in emulates name-service Transfers and smart-wallet payments alone');
  }
  const bytes = message.serialize();
  const signed = parsed.signatures.every((sig, i) => nacl.sign.detached.verify(bytes, sig, bs58.decode(signers[i])));
  if (!signed) throw rpcError({ code: -32003, message: 'Transaction signature verification failure' });
  if (processed) throw refused('AlreadyProcessed');
  if (message.recentBlockhash !== svm.latestBlockhash()) throw refused('Blockhash not found');
  const payer = svm.getAccount(asAddress(keys[0]));
  const fee = transactionFee(keys, message.compiledInstructions, signers.length);
  if (!payer?.exists || BigInt(payer.lamports) < fee) {
    throw refused('Attempt to debit an account but found no record of a prior credit.');
  }
  /** @type {Map<string, Held>} */
  const writes = new Map();
  /** @param {string} key @returns {MaybeEncodedAccount} */
  const read = (key) => writes.get(key) ?? svm.getAccount(asAddress(key));
  // The fee is taken before the instructions run, as the runtime does.
  writes.set(keys[0], { ...payer, lamports: asLamports(BigInt(payer.lamports) - fee) });
  /** @type {Emulation} */
  const run = { err: null, logs: [], inner: [], writes };
  message.compiledInstructions.forEach((ix, index) => {
    if (run.err) return;
    const program = keys[ix.programIdIndex];
    const accounts = ix.accountKeyIndexes.map((i) => keys[i]);
    const data = Buffer.from(ix.data);
    run.logs.push(`Program ${program} invoke [1]`);
    /** @param {string} why */
    const fail = (why) => {
      run.logs.push(`Program log: ${why}`, `Program ${program} failed: custom program error: 0x1`);
      run.err = { InstructionError: [index, { Custom: 1 }] };
    };
    if (MEMO_PROGRAMS.includes(program)) {
      run.logs.push(`Program log: Memo (len ${data.length}): ${JSON.stringify(data.toString('utf8'))}`);
    } else if (program === NAME_PROGRAM) {
      const why = nameTransfer({ accounts, data, signers, read, writes });
      if (why) return fail(why);
    } else if (program === SMART_WALLET) {
      const ok = smartWalletPay({ accounts, data, keys, index, read, run, rent: svm });
      if (!ok) return;
    }
    run.logs.push(`Program ${program} success`);
  });
  if (run.err) {
    // A failed transaction keeps its fee and nothing else.
    for (const key of [...writes.keys()]) if (key !== keys[0]) writes.delete(key);
  }
  return { ...run, fee };
}

/**
 * @param {{ accounts: string[]; data: Buffer; signers: string[]; read: (key: string) => MaybeEncodedAccount;
 *   writes: Map<string, Held> }} input
 * @returns {string | null} why it failed, or null
 */
function nameTransfer({ accounts: [nameKey, ownerKey], data, signers, read, writes }) {
  if (data[0] !== 2 || data.length !== 33) return 'Only the Transfer instruction is emulated';
  const account = read(nameKey);
  if (!account?.exists || account.programAddress !== NAME_PROGRAM) return 'The given name account is invalid';
  const state = Buffer.from(account.data);
  if (bs58.encode(state.subarray(32, 64)) !== ownerKey || !signers.includes(ownerKey)) {
    return 'The given name owner account is incorrect or not a signer.';
  }
  data.copy(state, 32, 1, 33);
  writes.set(nameKey, { ...account, data: new Uint8Array(state) });
  return null;
}

/**
 * The smart wallet's Pay: an inner system Transfer from the vault to `to`, then an inner memo.
 * @param {{ accounts: string[]; data: Buffer; keys: string[]; index: number;
 *   read: (key: string) => MaybeEncodedAccount; run: Emulation; rent: LiteSVM }} input
 * @returns {boolean} whether it succeeded (on failure `run.err` is set)
 */
function smartWalletPay({ accounts: [vault, to], data, keys, index, read, run, rent }) {
  /** @param {string[]} lines @param {unknown} [err] */
  const fail = (lines, err = { InstructionError: [index, { Custom: 1 }] }) => {
    run.logs.push(...lines);
    run.err = err;
    return false;
  };
  const failed = `Program ${SMART_WALLET} failed: custom program error: 0x1`;
  if (data[0] !== 0 || data.length < 9) return fail(['Program log: Only Pay is emulated', failed]);
  if (!keys.includes(SYSTEM)) return fail(['Program log: The system program is missing', failed]);
  const lamports = data.readBigUInt64LE(1);
  const memo = data.subarray(9);
  /** @type {InnerInstruction[]} */
  const instructions = [
    {
      programIdIndex: keys.indexOf(SYSTEM),
      accounts: [keys.indexOf(vault), keys.indexOf(to)],
      data: bs58.encode(transferData(lamports)),
      stackHeight: 2,
    },
  ];
  if (memo.length) {
    const memoIndex = keys.indexOf(MEMO_PROGRAMS[0]);
    if (memoIndex === -1) return fail(['Program log: The memo program is missing', failed]);
    instructions.push({ programIdIndex: memoIndex, accounts: [], data: bs58.encode(memo), stackHeight: 2 });
  }
  run.inner.push({ index, instructions });
  const from = read(vault);
  const target = read(to);
  const held = from?.exists ? BigInt(from.lamports) : 0n;
  run.logs.push(`Program ${SYSTEM} invoke [2]`);
  if (held < lamports || (from?.exists && from.programAddress !== SYSTEM)) {
    return fail([
      `Transfer: insufficient lamports ${held}, need ${lamports}`,
      `Program ${SYSTEM} failed: custom program error: 0x1`,
      failed,
    ]);
  }
  const received = (target?.exists ? BigInt(target.lamports) : 0n) + lamports;
  const targetSize = target?.exists ? BigInt(target.data.length) : 0n;
  if (received > 0n && received < rent.minimumBalanceForRentExemption(targetSize)) {
    return fail([`Program ${SYSTEM} success`], { InsufficientFundsForRent: { account_index: keys.indexOf(to) } });
  }
  run.writes.set(vault, { .../** @type {Held} */ (from), lamports: asLamports(held - lamports) });
  run.writes.set(to, {
    ...(target?.exists ? target : systemAccount(to, 0n)),
    lamports: asLamports(received),
  });
  run.logs.push(`Program ${SYSTEM} success`);
  if (memo.length) {
    run.logs.push(
      `Program ${MEMO_PROGRAMS[0]} invoke [2]`,
      `Program log: Memo (len ${memo.length}): ${JSON.stringify(memo.toString('utf8'))}`,
      `Program ${MEMO_PROGRAMS[0]} success`,
    );
  }
  return true;
}

/**
 * A system account holding `lamports` and no data.
 * @param {string} address
 * @param {bigint} lamports
 * @returns {Held}
 */
export const systemAccount = (address, lamports) => ({
  exists: true,
  address: asAddress(address),
  lamports: asLamports(lamports),
  data: new Uint8Array(),
  programAddress: asAddress(SYSTEM),
  executable: false,
  space: 0n,
});

const TRANSACTION_ERRORS =
  'AccountInUse AccountLoadedTwice AccountNotFound ProgramAccountNotFound InsufficientFundsForFee InvalidAccountForFee AlreadyProcessed BlockhashNotFound CallChainTooDeep MissingSignatureForFee InvalidAccountIndex SignatureFailure InvalidProgramForExecution SanitizeFailure ClusterMaintenance AccountBorrowOutstanding WouldExceedMaxBlockCostLimit UnsupportedVersion InvalidWritableAccount WouldExceedMaxAccountCostLimit WouldExceedAccountDataBlockLimit TooManyAccountLocks AddressLookupTableNotFound InvalidAddressLookupTableOwner InvalidAddressLookupTableData InvalidAddressLookupTableIndex InvalidRentPayingAccount WouldExceedMaxVoteCostLimit WouldExceedAccountDataTotalLimit MaxLoadedAccountsDataSizeExceeded ResanitizationNeeded InvalidLoadedAccountsDataSizeLimit UnbalancedTransaction ProgramCacheHitMaxLimit CommitCancelled'.split(
    ' ',
  );
const INSTRUCTION_ERRORS =
  'GenericError InvalidArgument InvalidInstructionData InvalidAccountData AccountDataTooSmall InsufficientFunds IncorrectProgramId MissingRequiredSignature AccountAlreadyInitialized UninitializedAccount UnbalancedInstruction ModifiedProgramId ExternalAccountLamportSpend ExternalAccountDataModified ReadonlyLamportChange ReadonlyDataModified DuplicateAccountIndex ExecutableModified RentEpochModified NotEnoughAccountKeys AccountDataSizeChanged AccountNotExecutable AccountBorrowFailed AccountBorrowOutstanding DuplicateAccountOutOfSync InvalidError ExecutableDataModified ExecutableLamportChange ExecutableAccountNotRentExempt UnsupportedProgramId CallDepth MissingAccount ReentrancyNotAllowed MaxSeedLengthExceeded InvalidSeeds InvalidRealloc ComputationalBudgetExceeded PrivilegeEscalation ProgramEnvironmentSetupFailure ProgramFailedToComplete ProgramFailedToCompile Immutable IncorrectAuthority AccountNotRentExempt InvalidAccountOwner ArithmeticOverflow UnsupportedSysvar IllegalOwner MaxAccountsDataAllocationsExceeded MaxAccountsExceeded MaxInstructionTraceLengthExceeded BuiltinProgramsMustConsumeComputeUnits'.split(
    ' ',
  );

/**
 * A LiteSVM transaction error as a node writes it in `meta.err` (`{"InstructionError":[0,{"Custom":1}]}`, ...).
 * @param {unknown} err what FailedTransactionMetadata.err() answered
 * @returns {unknown}
 */
export function nodeError(err) {
  if (typeof err === 'number') return TRANSACTION_ERRORS[err] ?? 'GenericError';
  const e = /** @type {{ index?: number; accountIndex?: number; err?: () => unknown }} */ (err);
  if (typeof e.accountIndex === 'number') return { InsufficientFundsForRent: { account_index: e.accountIndex } };
  if (typeof e.index === 'number' && typeof e.err === 'function') {
    const inner = /** @type {unknown} */ (e.err());
    const code = /** @type {{ code?: number; msg?: string }} */ (inner);
    const detail =
      typeof inner === 'number'
        ? (INSTRUCTION_ERRORS[inner] ?? 'GenericError')
        : typeof code.code === 'number'
          ? { Custom: code.code }
          : { BorshIoError: code.msg ?? '' };
    return { InstructionError: [e.index, detail] };
  }
  if (typeof e.index === 'number') return { DuplicateInstruction: e.index };
  return 'GenericError';
}

/**
 * The fee the runtime charges: 5000 lamports a signature, plus the compute-unit price (micro-lamports) times the
 * compute-unit limit (by default 200,000 per instruction that is not a compute-budget one), rounded up.
 * @param {string[]} keys
 * @param {{ programIdIndex: number; data: Uint8Array }[]} instructions
 * @param {number} signatures
 */
export function transactionFee(keys, instructions, signatures) {
  let price = 0n;
  let limit = null;
  let others = 0n;
  for (const ix of instructions) {
    const data = Buffer.from(ix.data);
    if (keys[ix.programIdIndex] !== COMPUTE_BUDGET) others += 1n;
    else if (data[0] === 3) price = data.readBigUInt64LE(1);
    else if (data[0] === 2) limit = BigInt(data.readUInt32LE(1));
  }
  const units = limit ?? (others * 200_000n > 1_400_000n ? 1_400_000n : others * 200_000n);
  return FEE_PER_SIGNATURE * BigInt(signatures) + (price * units + 999_999n) / 1_000_000n;
}
