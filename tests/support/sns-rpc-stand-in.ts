import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  FavouriteDomain,
  getDomainKeySync,
  getRecordKeySync,
  getReverseKeySync,
  NAME_OFFERS_ID,
  NAME_TOKENIZER_ID,
  NftRecord,
  NAME_PROGRAM_ID,
  Record,
  REGISTER_PROGRAM_ID,
  REVERSE_LOOKUP_CLASS,
  ROOT_DOMAIN_ACCOUNT,
  Tag,
} from '@bonfida/spl-name-service';
import { AccountLayout, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { Keypair, PublicKey } from '@solana/web3.js';
import bs58 from 'bs58';
import nacl from 'tweetnacl';

/**
 * A Solana JSON-RPC holding real SNS accounts, laid out as the name program writes them (a NameRegistryState
 * header of parent, owner and class, then data): name accounts under the .sol root, their reverse lookup accounts,
 * V1 records and a favourite (primary) name. It answers the calls @bonfida/spl-name-service makes.
 */
interface Stored {
  data: Buffer;
  owner: PublicKey;
  executable?: boolean;
}

interface SnsName {
  name: string;
  owner: Keypair;
  records?: { sol?: PublicKey; url?: string; twitter?: string };
}

export interface SnsRpcStandIn {
  url: string;
  /** Registers `name` to `owner` (name account + reverse lookup), with its V1 records. */
  register(entry: SnsName): void;
  /**
   * Registers `name` as tokenized: the name account held by its NFT record (name tokenizer), the NFT minted to
   * `holder` (one token in a token account), with the name's reverse lookup.
   */
  registerTokenized(name: string, holder: PublicKey): void;
  setPrimary(owner: PublicKey, name: string): void;
  /** Puts an executable account at the SNS registrar's address (a cluster where registration runs). */
  deployRegistrar(): void;
  /** Every HTTP request from now on is answered after `ms` (a distant RPC node's round trip). */
  setLatency(ms: number): void;
  /** Every call from now on answers an RPC error (a node that is down but still listening). */
  setDown(down: boolean): void;
  calls(): string[];
  close(): Promise<void>;
}

const BPF_LOADER = new PublicKey('BPFLoaderUpgradeab1e11111111111111111111111');
/** The stand-in's one recent blockhash (any 32 bytes in base58). */
const BLOCKHASH = new PublicKey(Buffer.alloc(32, 5)).toBase58();

const header = (parent: PublicKey, owner: PublicKey, cls: PublicKey = PublicKey.default) =>
  Buffer.concat([parent.toBuffer(), owner.toBuffer(), cls.toBuffer()]);

function reverseData(name: string): Buffer {
  const text = Buffer.from(name, 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32LE(text.length);
  return Buffer.concat([length, text]);
}

/** A V1 SOL record: the address, then the owner's ed25519 signature of hex(address ‖ record key). */
function solRecord(owner: Keypair, address: PublicKey, recordKey: PublicKey): Buffer {
  const message = new TextEncoder().encode(Buffer.concat([address.toBuffer(), recordKey.toBuffer()]).toString('hex'));
  return Buffer.concat([address.toBuffer(), Buffer.from(nacl.sign.detached(message, owner.secretKey))]);
}

export async function startSnsRpcStandIn(): Promise<SnsRpcStandIn> {
  const accounts = new Map<string, Stored>();
  const seen: string[] = [];
  let down = false;
  let latencyMs = 0;
  const put = (key: PublicKey, data: Buffer, owner = NAME_PROGRAM_ID) => accounts.set(key.toBase58(), { data, owner });

  const encode = (stored: Stored, slice?: { offset: number; length: number }) => {
    const data = slice ? stored.data.subarray(slice.offset, slice.offset + slice.length) : stored.data;
    return {
      data: [data.toString('base64'), 'base64'],
      executable: stored.executable ?? false,
      lamports: 2_000_000,
      owner: stored.owner.toBase58(),
      rentEpoch: 0,
      space: stored.data.length,
    };
  };
  const matches = (stored: Stored, filters: { memcmp?: { offset: number; bytes: string }; dataSize?: number }[] = []) =>
    filters.every(({ memcmp, dataSize }) => {
      if (dataSize !== undefined) return stored.data.length === dataSize;
      if (!memcmp) return false;
      const wanted = Buffer.from(bs58.decode(memcmp.bytes));
      return stored.data.subarray(memcmp.offset, memcmp.offset + wanted.length).equals(wanted);
    });

  type Call = { id: string; method: string; params: unknown[] };
  const answer = (call: Call): object => {
    if (down) return { error: { code: -32005, message: 'Node is behind' } };
    const context = { slot: 1 };
    switch (call.method) {
      case 'getAccountInfo': {
        const stored = accounts.get(call.params[0] as string);
        return { result: { context, value: stored ? encode(stored) : null } };
      }
      case 'getMultipleAccounts': {
        const keys = call.params[0] as string[];
        return {
          result: { context, value: keys.map((key) => (accounts.has(key) ? encode(accounts.get(key)!) : null)) },
        };
      }
      case 'getProgramAccounts': {
        const [program, config] = call.params as [
          string,
          { filters?: []; dataSlice?: { offset: number; length: number } },
        ];
        const found = [...accounts].filter(([, s]) => s.owner.toBase58() === program && matches(s, config.filters));
        return { result: found.map(([pubkey, s]) => ({ pubkey, account: encode(s, config.dataSlice) })) };
      }
      case 'getLatestBlockhash':
        return { result: { context, value: { blockhash: BLOCKHASH, lastValidBlockHeight: 1_000 } } };
      case 'getTokenLargestAccounts':
        return { error: { code: -32602, message: 'Invalid param: not a Token mint' } };
      default:
        return { error: { code: -32601, message: 'Method not found' } };
    }
  };

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const body = JSON.parse(raw) as Call | Call[];
      const reply = (call: Call) => {
        seen.push(call.method);
        return { jsonrpc: '2.0', id: call.id, ...answer(call) };
      };
      const answered = JSON.stringify(Array.isArray(body) ? body.map(reply) : reply(body));
      response.setHeader('content-type', 'application/json');
      setTimeout(() => response.end(answered), latencyMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    register({ name, owner, records = {} }) {
      const domainKey = getDomainKeySync(name).pubkey;
      put(domainKey, header(ROOT_DOMAIN_ACCOUNT, owner.publicKey));
      put(
        getReverseKeySync(name),
        Buffer.concat([header(PublicKey.default, PublicKey.default, REVERSE_LOOKUP_CLASS), reverseData(name)]),
      );
      const record = (type: Record, content: Buffer) =>
        put(getRecordKeySync(name, type), Buffer.concat([header(domainKey, owner.publicKey), content]));
      if (records.sol) record(Record.SOL, solRecord(owner, records.sol, getRecordKeySync(name, Record.SOL)));
      if (records.url) record(Record.Url, Buffer.from(records.url, 'utf8'));
      if (records.twitter) record(Record.Twitter, Buffer.from(records.twitter, 'utf8'));
    },
    registerTokenized(name, holder) {
      const domainKey = getDomainKeySync(name).pubkey;
      const mint = Keypair.generate().publicKey;
      const [recordKey, nonce] = NftRecord.findKeySync(domainKey, NAME_TOKENIZER_ID);
      put(domainKey, header(ROOT_DOMAIN_ACCOUNT, recordKey));
      put(
        getReverseKeySync(name),
        Buffer.concat([header(PublicKey.default, PublicKey.default, REVERSE_LOOKUP_CLASS), reverseData(name)]),
      );
      const record = Buffer.concat([
        Buffer.from([Tag.ActiveRecord, nonce]),
        domainKey.toBuffer(),
        recordKey.toBuffer(),
        mint.toBuffer(),
      ]);
      put(recordKey, record, NAME_TOKENIZER_ID);
      const tokenAccount = Buffer.alloc(AccountLayout.span);
      AccountLayout.encode(
        {
          mint,
          owner: holder,
          amount: 1n,
          delegateOption: 0,
          delegate: PublicKey.default,
          state: 1,
          isNativeOption: 0,
          isNative: 0n,
          delegatedAmount: 0n,
          closeAuthorityOption: 0,
          closeAuthority: PublicKey.default,
        },
        tokenAccount,
      );
      put(Keypair.generate().publicKey, tokenAccount, TOKEN_PROGRAM_ID);
    },
    setPrimary(owner, name) {
      const [key] = FavouriteDomain.getKeySync(NAME_OFFERS_ID, owner);
      put(key, Buffer.concat([Buffer.from([1]), getDomainKeySync(name).pubkey.toBuffer()]), NAME_OFFERS_ID);
    },
    deployRegistrar() {
      accounts.set(REGISTER_PROGRAM_ID.toBase58(), { data: Buffer.alloc(36), owner: BPF_LOADER, executable: true });
    },
    setLatency: (ms) => (latencyMs = ms),
    setDown: (value) => (down = value),
    calls: () => [...seen],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
