// The synthetic catalogue of `npm run bench -- --scale N`: a seeded CSV of N names, loaded through the streaming
// import (`npm run catalog:import`), with the staging rate of each million rows.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import readline from 'node:readline';

export const WORDS = [
  'neon',
  'chrome',
  'glitch',
  'pixel',
  'vapor',
  'cyber',
  'mall',
  'retail',
  'jpeg',
  'laser',
  'punk',
  'drift',
];
export const CATEGORIES = ['premium', 'mid', 'quick', 'scav'];
const FLOORS = ['B1_Underbelly', '1F_Mainfloor', '2F_TechSector', '3F_LoungeLore'];
const TIERS = ['vaulted-premium', 'blueprint-tier', 'quick-snag', 'flash-rack'];

/** A seeded stream, so every run loads the same catalogue. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export async function writeCsv(file: string, count: number, random: () => number): Promise<void> {
  const out = fs.createWriteStream(file);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  out.write('name,description,status,price,category,listed,available,tier,floor,archetype,tags\n');
  for (let i = 0; i < count; i++) {
    const slug = `${pick(WORDS)}${pick(WORDS)}${i}`;
    const price = i % 9 === 0 ? 'TBA' : `${(i % 997) / 10} SOL`;
    const line = `${slug}.sol,"A ${pick(WORDS)} shop, number ${i}",available,${price},${CATEGORIES[i % 4]},${i % 10 !== 0},true,${TIERS[i % 4]},${FLOORS[i % 4]},both,${pick(WORDS)}|synthetic\n`;
    if (!out.write(line)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve) => out.end(() => resolve()));
}

/**
 * Runs `npm run catalog:import` against the server and answers the rows staged by each moment of its progress lines
 * (seconds since `started`), to tell the staging rate of each million rows.
 */
export async function runImport(
  csv: string,
  url: string,
  started: number,
): Promise<{ seconds: number; rows: number }[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/catalog-import.ts', csv], {
    stdio: ['ignore', 'inherit', 'pipe'],
    env: { ...process.env, OPERATOR_URL: url, OPERATOR_TOKEN: 'bench-operator-token-0123456789' },
  });
  const progress: { seconds: number; rows: number }[] = [];
  for await (const line of readline.createInterface({ input: child.stderr! })) {
    process.stderr.write(`${line}\n`);
    const rows = /^([\d,]+) rows ·/.exec(line)?.[1];
    if (rows) progress.push({ seconds: (performance.now() - started) / 1000, rows: Number(rows.replace(/,/g, '')) });
  }
  const status = await new Promise<number | null>((resolve) =>
    child.exitCode === null ? child.once('exit', resolve) : resolve(child.exitCode),
  );
  if (status !== 0) throw new Error('the import failed');
  return progress;
}

/** Rows staged a second within each million (from the progress lines nearest its ends). */
export function ratePerMillion(progress: { seconds: number; rows: number }[], names: number): number[] {
  const at = (rows: number) => progress.find((p) => p.rows >= rows) ?? progress.at(-1);
  const rates: number[] = [];
  for (let million = 0; million * 1_000_000 < names; million++) {
    const from = million === 0 ? { seconds: 0, rows: 0 } : at(million * 1_000_000);
    const to = at(Math.min(names, (million + 1) * 1_000_000));
    if (from && to && to.seconds > from.seconds) rates.push((to.rows - from.rows) / (to.seconds - from.seconds));
  }
  return rates;
}
