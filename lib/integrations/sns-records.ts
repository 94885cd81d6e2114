import 'server-only';
import {
  deserializeRecord,
  getMultipleRecordsV2,
  getRecordKeySync,
  getRecords,
  type NameRegistryState,
  Record as SnsRecord,
} from '@bonfida/spl-name-service';
import type { Connection } from '@solana/web3.js';

/** The records a name page shows: where SOL sent to the name goes, its web site, its X (Twitter) handle. */
export interface NameRecords {
  sol: string | null;
  url: string | null;
  twitter: string | null;
}

const SHOWN: [SnsRecord, keyof NameRecords][] = [
  [SnsRecord.SOL, 'sol'],
  [SnsRecord.Url, 'url'],
  [SnsRecord.Twitter, 'twitter'],
];

/**
 * A registered name's records: a V2 record (SNS-IP 1) counts when it was written by the name's current owner
 * (not stale) and, where the record type asks for it, its right of association holds; otherwise the V1 record,
 * which the SDK verifies (a SOL record must be signed by the owner). A malformed record reads as absent.
 */
export async function readNameRecords(connection: Connection, name: string): Promise<NameRecords> {
  const types = SHOWN.map(([record]) => record);
  const [v2, v1] = await Promise.all([
    getMultipleRecordsV2(connection, name, types, { deserialize: true }),
    getRecords(connection, name, types, false),
  ]);
  const records: NameRecords = { sol: null, url: null, twitter: null };
  SHOWN.forEach(([record, field], i) => {
    const fresh = v2[i];
    records[field] =
      fresh && fresh.verified.staleness && fresh.verified.roa !== false && fresh.deserializedContent
        ? fresh.deserializedContent
        : v1Content(v1[i], record, name);
  });
  return records;
}

function v1Content(account: NameRegistryState | undefined, record: SnsRecord, name: string): string | null {
  try {
    return deserializeRecord(account, record, getRecordKeySync(name, record)) || null;
  } catch {
    return null;
  }
}
