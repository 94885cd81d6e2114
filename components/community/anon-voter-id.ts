import { STORAGE_KEYS } from '@/lib/rules/storage-keys';

function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** This browser's anonymous poll id, created on first use and kept in localStorage. */
let pageOnlyId: string | undefined;

export function anonVoterId(): string {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.anonVoterId);
    if (stored && UUID.test(stored)) return stored;
    const fresh = randomUuid();
    localStorage.setItem(STORAGE_KEYS.anonVoterId, fresh);
    return fresh;
  } catch (error) {
    console.warn('[poll] localStorage unavailable; this vote is tied to this page only.', error);
    pageOnlyId ??= randomUuid();
    return pageOnlyId;
  }
}
