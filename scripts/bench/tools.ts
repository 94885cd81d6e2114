import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Lighthouse 13 needs Node >= 22.19 while the app runs on Node 20, and a Node binary is a platform-specific
 * package: neither belongs in package.json. The bench installs both on demand into a folder of its own
 * (ignored by git), from the npm registry, the first time it needs them.
 */
const TOOLS_DIR = path.resolve('tmp/bench-tools');
const LIGHTHOUSE_VERSION = '13';
const NODE_MAJOR = '22';

export interface BenchTools {
  node: string;
  lighthouseCli: string;
}

const nodePackage = () => `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;

function toolPaths(): BenchTools {
  const modules = path.join(TOOLS_DIR, 'node_modules');
  const binary = process.platform === 'win32' ? 'bin/node.exe' : 'bin/node';
  return {
    node: path.join(modules, nodePackage(), binary),
    lighthouseCli: path.join(modules, 'lighthouse', 'cli', 'index.js'),
  };
}

export function ensureBenchTools(): BenchTools {
  const tools = toolPaths();
  if (fs.existsSync(tools.node) && fs.existsSync(tools.lighthouseCli)) return tools;
  fs.mkdirSync(TOOLS_DIR, { recursive: true });
  fs.writeFileSync(path.join(TOOLS_DIR, 'package.json'), '{"private":true}\n');
  console.log(`bench: installing Node ${NODE_MAJOR} and Lighthouse ${LIGHTHOUSE_VERSION} into ${TOOLS_DIR}`);
  const install = spawnSync(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      `${nodePackage()}@${NODE_MAJOR}`,
      `lighthouse@${LIGHTHOUSE_VERSION}`,
    ],
    { cwd: TOOLS_DIR, stdio: 'inherit' },
  );
  if (install.status !== 0 || !fs.existsSync(tools.node) || !fs.existsSync(tools.lighthouseCli)) {
    throw new Error(
      `bench: could not install ${nodePackage()}@${NODE_MAJOR} and lighthouse@${LIGHTHOUSE_VERSION} ` +
        `from the npm registry; run with --no-lighthouse to skip Lighthouse`,
    );
  }
  return tools;
}
