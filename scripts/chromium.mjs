import fs from 'node:fs';

/** Debian's Chromium (Playwright's own browser download is not possible here). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** @returns {boolean} */
export const chromiumInstalled = () => fs.existsSync(CHROMIUM_PATH);
