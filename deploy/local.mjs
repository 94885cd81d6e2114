// Several app processes on one PostgreSQL behind nginx, on this machine: what deploy/start.mjs runs and what the
// deployment test (tests/e2e/deploy-nginx.spec.ts) drives. The nginx configuration is deploy/nginx.conf.template.
/** @import { ChildProcess } from 'node:child_process' */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const TEMPLATE = path.join(import.meta.dirname, 'nginx.conf.template');
const MODULES_DIR = '/usr/lib/nginx/modules';
const MIME_TYPES = '/etc/nginx/mime.types';
/** Where the app processes listen. */
const APP_HOST = '127.0.0.1';
/**
 * The address nginx reaches them from (`proxy_bind`), and the only one they trust to name the client: any other
 * local process connects from 127.0.0.1, and its X-Forwarded-For is ignored.
 */
export const PROXY_ADDRESS = '127.0.0.2';
/**
 * @typedef {object} LocalDeployment
 * @property {string} url nginx's address.
 * @property {string[]} appUrls Each app process's own address.
 * @property {number[]} appPids Each app process's pid (for its memory).
 * @property {string} runDir
 * @property {() => Promise<void>} stop
 */

export const NGINX_PACKAGES = 'nginx libnginx-mod-http-brotli-static';

/**
 * The nginx binary, or null when it (or Debian's brotli module) is not installed.
 * @returns {string | null}
 */
export function findNginx() {
  const found = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));
  const brotli = fs.existsSync(path.join(MODULES_DIR, 'ngx_http_brotli_static_module.so'));
  return found && brotli && fs.existsSync(MIME_TYPES) ? found : null;
}

/**
 * Debian's jemalloc (`apt-get install libjemalloc2`), or null.
 * @returns {string | null}
 */
export function findJemalloc() {
  const arch =
    /** @type {Record<string, string>} */ ({ x64: 'x86_64', arm64: 'aarch64' })[process.arch] ?? process.arch;
  return (
    [`/usr/lib/${arch}-linux-gnu/libjemalloc.so.2`, '/usr/lib64/libjemalloc.so.2', '/usr/lib/libjemalloc.so.2'].find(
      (file) => fs.existsSync(file),
    ) ?? null
  );
}

/**
 * How an app process allocates memory outside V8's heap (deploy/README.md): jemalloc when installed, which returns
 * freed memory to the system; otherwise glibc with two arenas, which keeps less of it than one arena per thread.
 * @returns {Record<string, string>}
 */
export function allocatorEnv() {
  const jemalloc = findJemalloc();
  if (!jemalloc) return { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX || '2' };
  return { LD_PRELOAD: [process.env.LD_PRELOAD, jemalloc].filter(Boolean).join(' ') };
}

/**
 * deploy/nginx.conf.template with its placeholders filled in.
 * @param {{ listen: string | number; appPorts: number[]; staticDir: string; runDir: string; proxyBind?: string; extraLocation?: string }} options
 * @returns {string}
 */
export function renderNginxConfig({
  listen,
  appPorts,
  staticDir,
  runDir,
  proxyBind = PROXY_ADDRESS,
  extraLocation = '',
}) {
  /** @type {Record<string, string>} */
  const values = {
    LISTEN: String(listen),
    APP_SERVERS: appPorts.map((port) => `    server ${APP_HOST}:${port} max_fails=0;`).join('\n'),
    STATIC_DIR: staticDir,
    RUN_DIR: runDir,
    PROXY_BIND: proxyBind,
    MODULES_DIR,
    MIME_TYPES,
    EXTRA_LOCATION: extraLocation,
  };
  return fs.readFileSync(TEMPLATE, 'utf8').replace(/\{\{(\w+)\}\}/g, (_, /** @type {string} */ name) => {
    if (!(name in values)) throw new Error(`nginx.conf.template: unknown placeholder {{${name}}}`);
    return values[name];
  });
}

/**
 * @param {string} url
 * @param {ChildProcess} child
 * @param {number} timeoutMs
 */
async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode}) before answering`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer /api/health within ${timeoutMs / 1000} s`);
}

/**
 * Throws when something already listens on `port`: a process of an earlier run answering /api/health there would
 * pass for the new one, and nginx would send it half the traffic.
 * @param {number} port
 * @returns {Promise<void>}
 */
function ensurePortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () =>
      reject(new Error(`port ${port} is in use: stop what listens there, or choose other ports`)),
    );
    probe.listen(port, () => probe.close(() => resolve()));
  });
}

/**
 * @param {ChildProcess} child
 * @returns {Promise<void>}
 */
function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((/** @type {() => void} */ resolve) => {
    const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(forced);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts `processes` app processes (the production build in NEXT_DIST_DIR or .next) on `databaseUrl`, each on its
 * own port from `firstAppPort`, and nginx on `port` in front of them. Returns their addresses and `stop()`.
 * `exposeUpstream` makes nginx name the process that answered (X-Upstream), for tests.
 * @param {{ databaseUrl: string | undefined; processes?: number; port?: number; firstAppPort?: number; env?: Record<string, string>; exposeUpstream?: boolean; output?: 'inherit' | 'ignore' }} options
 * @returns {Promise<LocalDeployment>}
 */
export async function startLocalDeployment({
  databaseUrl,
  processes = 2,
  port = 8080,
  firstAppPort = 3301,
  env = {},
  exposeUpstream = false,
  output = 'inherit',
}) {
  if (!databaseUrl?.startsWith('postgres')) {
    throw new Error('Several processes share one PostgreSQL: set DATABASE_URL=postgres://… (PGlite serves one).');
  }
  const nginx = findNginx();
  if (!nginx)
    throw new Error(`nginx with Debian's brotli module is not installed: apt-get install -y ${NGINX_PACKAGES}`);
  const distDir = path.resolve(ROOT, process.env.NEXT_DIST_DIR || '.next');
  if (!fs.existsSync(path.join(distDir, 'BUILD_ID')))
    throw new Error(`No production build in ${distDir}: npm run build`);

  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'retailverse-deploy-'));
  fs.chmodSync(runDir, 0o755);
  const site = `http://127.0.0.1:${port}`;
  const appPorts = Array.from({ length: processes }, (_, index) => firstAppPort + index);
  /** @type {ChildProcess[]} */
  const children = [];
  const stop = async () => {
    await Promise.all(children.map(stopChild));
    fs.rmSync(runDir, { recursive: true, force: true });
  };
  try {
    for (const wanted of [port, ...appPorts]) await ensurePortFree(wanted);
    for (const appPort of appPorts) {
      // On loopback only, and believing X-Forwarded-For from nginx's address alone (it connects from 127.0.0.2).
      const child = spawn(
        process.execPath,
        [path.join(ROOT, 'server/main.mjs'), '-p', String(appPort), '-H', APP_HOST],
        {
          cwd: ROOT,
          stdio: ['ignore', output, output],
          env: {
            ...process.env,
            SITE_URL: site,
            TRUSTED_PROXIES: PROXY_ADDRESS,
            ...allocatorEnv(),
            ...env,
            DATABASE_URL: databaseUrl,
          },
        },
      );
      children.push(child);
    }
    // One by one would also do; together they race for the migration lock, as processes of a real deploy do.
    await Promise.all(
      appPorts.map((appPort, index) => waitForHealth(`http://127.0.0.1:${appPort}`, children[index], 120_000)),
    );

    const configFile = path.join(runDir, 'nginx.conf');
    const extraLocation = exposeUpstream ? '      add_header X-Upstream $upstream_addr always;' : '';
    fs.writeFileSync(
      configFile,
      renderNginxConfig({
        listen: `127.0.0.1:${port}`,
        appPorts,
        staticDir: path.join(distDir, 'static'),
        runDir,
        extraLocation,
      }),
    );
    const check = spawnSync(nginx, ['-t', '-q', '-p', runDir, '-c', configFile], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx refused the configuration:\n${check.stderr}`);
    const proxy = spawn(nginx, ['-p', runDir, '-c', configFile, '-g', 'daemon off;'], {
      stdio: ['ignore', output, output],
    });
    children.push(proxy);
    await waitForHealth(site, proxy, 10_000);
    return {
      url: site,
      appUrls: appPorts.map((appPort) => `http://127.0.0.1:${appPort}`),
      appPids: children.slice(0, processes).map((child) => /** @type {number} */ (child.pid)),
      runDir,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
