#!/usr/bin/env node
// Makes sure Debian's Chromium is there for the browser tests; installs it when we are root on Debian.
import { spawnSync } from 'node:child_process';
import { CHROMIUM_PATH, chromiumInstalled } from './chromium.mjs';

if (!chromiumInstalled()) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log(`Chromium not found at ${CHROMIUM_PATH}: installing Debian's chromium package...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    const install =
      update.status === 0 && spawnSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env });
    if (!install || install.status !== 0 || !chromiumInstalled()) {
      console.error('Installing chromium with apt-get failed. Install it by hand: apt-get install -y chromium');
      process.exit(1);
    }
  } else {
    console.error(
      `The browser tests need Chromium at ${CHROMIUM_PATH}, and it is not there.\n` +
        '  On Debian or Ubuntu:  sudo apt-get install -y chromium\n' +
        '  Elsewhere: install Chromium and set CHROMIUM_PATH to its binary.',
    );
    process.exit(1);
  }
}
