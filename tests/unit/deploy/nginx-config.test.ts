import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allocatorEnv, findJemalloc, findNginx, PROXY_ADDRESS, renderNginxConfig } from '../../../deploy/local.mjs';

describe('the deployment recipe’s nginx configuration', () => {
  const runDir = '/run/retailverse';
  const config = renderNginxConfig({
    listen: 8080,
    appPorts: [3301, 3302],
    staticDir: '/srv/app/.next/static',
    runDir,
  });

  it('fills every placeholder: one upstream server per app process, the build’s static folder, the run folder', () => {
    expect(config).not.toMatch(/\{\{\w+\}\}/);
    expect(config.match(/^\s+server 127\.0\.0\.1:\d+ /gm)).toEqual([
      '    server 127.0.0.1:3301 ',
      '    server 127.0.0.1:3302 ',
    ]);
    expect(config).toContain('alias /srv/app/.next/static/;');
    expect(config).toContain(`pid ${runDir}/nginx.pid;`);
    expect(config).toContain('listen 8080;');
  });

  it('connects to the processes from its own address, the one they trust (127.0.0.2 on one machine)', () => {
    expect(PROXY_ADDRESS).toBe('127.0.0.2');
    expect(config).toContain(`proxy_bind ${PROXY_ADDRESS};`);
    const across = renderNginxConfig({ listen: 443, appPorts: [3000], staticDir: '/s', runDir, proxyBind: '10.0.0.5' });
    expect(across).toContain('proxy_bind 10.0.0.5;');
  });

  it('writes the client address itself instead of passing on what the client claimed', () => {
    expect(config).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(config).not.toContain('$proxy_add_x_forwarded_for');
  });

  it.skipIf(!findNginx())('is a configuration nginx accepts', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'retailverse-nginx-test-'));
    try {
      const file = path.join(dir, 'nginx.conf');
      fs.writeFileSync(
        file,
        renderNginxConfig({ listen: '127.0.0.1:65431', appPorts: [3301, 3302], staticDir: dir, runDir: dir }),
      );
      const check = spawnSync(findNginx()!, ['-t', '-p', dir, '-c', file], { encoding: 'utf8' });
      expect(check.stderr).toContain('test is successful');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the deployment recipe’s memory allocator', () => {
  const mapsMention = (env: Record<string, string>, library: string) =>
    spawnSync(
      process.execPath,
      [
        '-e',
        `process.stdout.write(String(require('fs').readFileSync('/proc/self/maps', 'utf8').includes(${JSON.stringify(library)})))`,
      ],
      { env: { ...process.env, ...env }, encoding: 'utf8' },
    ).stdout;

  it.skipIf(!findJemalloc())('loads jemalloc into the app processes when it is installed', () => {
    const env = allocatorEnv();
    expect(env).toEqual({ LD_PRELOAD: findJemalloc() });
    expect(mapsMention(env, 'libjemalloc')).toBe('true');
    expect(mapsMention({}, 'libjemalloc')).toBe('false');
  });

  it.skipIf(findJemalloc() !== null)('limits glibc to two arenas without it', () => {
    expect(allocatorEnv()).toEqual({ MALLOC_ARENA_MAX: '2' });
  });
});
