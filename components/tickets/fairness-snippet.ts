import { SPIN_WHEEL_PRIZES } from '@/lib/rules/spin-wheel';

/** The recipe shown on /fairness (run by a unit test, so it cannot drift from the server's draw). */
export const FAIRNESS_SNIPPET = `// Node 20+ or a browser console. Fill in the three values from /api/fairness?spin=SPIN_ID
const seed = 'REVEALED_SEED';
const wallet = 'YOUR_WALLET_ADDRESS';
const spinId = 'SPIN_ID';

const enc = new TextEncoder();
const hex = (buf) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');

// 1. The seed matches the hash published before your spin:
console.log('sha256(seed) =', hex(await crypto.subtle.digest('SHA-256', enc.encode(seed))));

// 2. The draw: HMAC-SHA256(key = seed, message = wallet + ':' + spinId)
const key = await crypto.subtle.importKey('raw', enc.encode(seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
const hmac = hex(await crypto.subtle.sign('HMAC', key, enc.encode(wallet + ':' + spinId)));
const value = parseInt(hmac.slice(0, 13), 16) / 2 ** 52; // first 52 bits → [0, 1)

// 3. The prize: walk the table until the running weight passes value × total.
const prizes = ${JSON.stringify(SPIN_WHEEL_PRIZES.map((p) => [p.label, p.weight]))};
const total = prizes.reduce((sum, [, w]) => sum + w, 0);
let at = value * total;
const prize = prizes.find(([, w]) => (at -= w) < 0) ?? prizes.at(-1);
console.log({ hmac, value, prize: prize[0] });`;
