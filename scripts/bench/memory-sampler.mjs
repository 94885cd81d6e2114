// Loaded into a bench server with NODE_OPTIONS=--import (scripts/bench/memory.ts), never by the app itself: appends
// the process's own memory figures to BENCH_MEMORY_FILE every few seconds, one JSON line each.
import fs from 'node:fs';

const file = process.env.BENCH_MEMORY_FILE;
const EVERY_MS = 5_000;

if (file) {
  const sample = () => {
    const usage = process.memoryUsage();
    fs.appendFileSync(file, `${JSON.stringify({ pid: process.pid, at: Date.now(), ...usage })}\n`);
  };
  setInterval(sample, EVERY_MS).unref();
}
