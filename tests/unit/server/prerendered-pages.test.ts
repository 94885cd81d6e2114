import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedBuildSettings, describeChangedSettings, recordBuildSettings } from '@/server/build-settings.mjs';
import { prerenderedScriptSources, readPrerenderedPages } from '@/server/prerendered-pages.mjs';
import { startWrappedServer, type WrappedServer } from './wrapped-server';

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const page = (...scripts: string[]) =>
  `<!DOCTYPE html><html><body><script src="/_next/static/chunks/app.js" async></script>${scripts
    .map((script) => `<script>${script}</script>`)
    .join('')}<script type="application/ld+json">{"@type":"Thing"}</script></body></html>`;

/** A build folder as `next build` leaves it: the prerender manifest and the prerendered HTML. */
function fakeBuild(): string {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerendered-'));
  const app = path.join(distDir, 'server', 'app');
  fs.mkdirSync(path.join(app, 'tools'), { recursive: true });
  const routes = {
    '/_not-found': { initialRevalidateSeconds: false },
    '/_global-error': { initialRevalidateSeconds: false },
    '/guide': { initialRevalidateSeconds: false },
    '/tools/leaderboard': { initialRevalidateSeconds: false },
    '/': { initialRevalidateSeconds: false },
    '/revalidated': { initialRevalidateSeconds: 60 },
    '/no-file': { initialRevalidateSeconds: false },
  };
  fs.writeFileSync(path.join(distDir, 'prerender-manifest.json'), JSON.stringify({ version: 4, routes }));
  fs.writeFileSync(path.join(app, '_not-found.html'), page('self.lost=1'));
  fs.writeFileSync(path.join(app, '_global-error.html'), page('self.broken=1', 'self.lost=1'));
  fs.writeFileSync(path.join(app, 'guide.html'), page('self.guide=1', 'self.guide=2', 'self.guide=1'));
  fs.writeFileSync(path.join(app, 'tools', 'leaderboard.html'), page('self.board=1'));
  fs.writeFileSync(path.join(app, 'index.html'), page('self.home=1'));
  fs.writeFileSync(path.join(app, 'revalidated.html'), page('self.changes=1'));
  return distDir;
}

describe('pages prerendered at build', () => {
  const distDir = fakeBuild();

  it('are read from the build: each fully static route with the hashes of its own inline scripts', () => {
    const pages = readPrerenderedPages(distDir);
    expect([...pages.keys()].sort()).toEqual(['/', '/_global-error', '/_not-found', '/guide', '/tools/leaderboard']);
    expect(pages.get('/guide')).toEqual([hashOf('self.guide=1'), hashOf('self.guide=2')]);
    expect(pages.get('/')).toEqual([hashOf('self.home=1')]);
  });

  it('give a page its own hashes, and any other address those of the 404 and error pages Next.js may send', () => {
    const sources = prerenderedScriptSources(readPrerenderedPages(distDir));
    expect(sources('/tools/leaderboard')).toEqual([hashOf('self.board=1')]);
    expect(sources('/guide/')).toEqual(sources('/guide'));
    expect(sources('/')).toEqual([hashOf('self.home=1')]);
    const fallbacks = [hashOf('self.lost=1'), hashOf('self.broken=1')];
    expect(sources('/no-such-aisle')).toEqual(fallbacks);
    expect(sources('/revalidated')).toEqual(fallbacks);
  });

  it('are none when there is no build to read', () => {
    const pages = readPrerenderedPages(path.join(distDir, 'missing'));
    expect(pages.size).toBe(0);
    expect(prerenderedScriptSources(pages)('/guide')).toEqual([]);
  });
});

describe('the policy of a prerendered page', () => {
  const distDir = fakeBuild();
  let wrapped: WrappedServer;
  let base = '';

  /** Plays Next.js serving its prerendered /guide as built, and rendering anything else with the request's nonce. */
  function fakeNext(request: IncomingMessage, response: ServerResponse) {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    if (request.url === '/guide') {
      response.end(fs.readFileSync(path.join(distDir, 'server/app/guide.html')));
      return;
    }
    const nonce = /'nonce-([^']+)'/.exec(String(request.headers['content-security-policy'] ?? ''))?.[1];
    response.end(`<html><body><script nonce="${nonce}">self.live=1</script></body></html>`);
  }

  beforeAll(async () => {
    wrapped = await startWrappedServer({
      handle: fakeNext,
      prerenderedSources: prerenderedScriptSources(readPrerenderedPages(distDir)),
    });
    base = wrapped.base;
  });
  afterAll(() => wrapped.close());

  const scriptSources = (response: Response) =>
    /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]?.split(' ') ?? [];

  it('lists the hashes of its inline scripts, so they run without a nonce, and no other script', async () => {
    const response = await fetch(`${base}/guide`);
    expect(response.headers.get('x-cache')).toBeNull();
    const sources = scriptSources(response);
    expect(sources).toEqual(expect.arrayContaining([hashOf('self.guide=1'), hashOf('self.guide=2')]));
    expect(sources).not.toContain(hashOf('self.board=1'));
    expect(sources.join(' ')).not.toContain('unsafe');
  });

  it('leaves a page rendered on demand its nonce, with the 404 page’s hashes for an address no route matches', async () => {
    const response = await fetch(`${base}/retail-tickets`);
    const sources = scriptSources(response);
    const nonce = sources.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
    expect(await response.text()).toContain(`nonce="${nonce}"`);
    expect(sources).toContain(hashOf('self.lost=1'));
  });
});

describe('settings the prerendered pages show', () => {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'settings-'));

  it('are recorded by the build, and a change of one is named', () => {
    recordBuildSettings(distDir, { SITE_URL: 'https://mall.example' });
    expect(changedBuildSettings(distDir, { SITE_URL: 'https://mall.example' })).toEqual([]);
    const changes = changedBuildSettings(distDir, {
      SITE_URL: 'https://shop.example',
      SELLER_SOCIAL_URL: 'https://x.com/seller',
    });
    expect(changes).toEqual([
      { name: 'SITE_URL', built: 'https://mall.example', now: 'https://shop.example' },
      { name: 'SELLER_SOCIAL_URL', built: null, now: 'https://x.com/seller' },
    ]);
    expect(describeChangedSettings(changes)).toBe(
      'SITE_URL is https://shop.example but the build was made with https://mall.example; SELLER_SOCIAL_URL is https://x.com/seller but the build was made with it unset',
    );
  });

  it('are taken as unchanged for a build that recorded none', () => {
    expect(changedBuildSettings(path.join(distDir, 'older'), { SITE_URL: 'https://shop.example' })).toEqual([]);
  });
});
