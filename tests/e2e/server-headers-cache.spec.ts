import { catalogDomains } from '@/content/catalog';
import { MALL_PAGE, MallLayout } from './pages/layout';
import { expect, test } from './support/fixtures';

const OPERATOR_TOKEN = 'e2e-operator-token-0123456789';

function directives(policy: string | undefined): Map<string, string> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part.split(/\s+/)[0], part.slice(part.indexOf(' ') + 1)]),
  );
}

test.describe('security headers', () => {
  test('a page allows only its own scripts, no frames and no framing', async ({ request }) => {
    const response = await request.get('/domains');
    expect(response.status()).toBe(200);
    const headers = response.headers();
    const policy = directives(headers['content-security-policy']);
    expect(policy.get('script-src')).toMatch(/^'self'( '(nonce|sha256)-[A-Za-z0-9+/=_-]+')+$/);
    expect(policy.get('script-src')).not.toContain('unsafe');
    expect(policy.get('frame-src')).toBe("'none'");
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(policy.get('object-src')).toBe("'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  test('every inline script of a page is covered by the policy', async ({ request }) => {
    // Rendered per visit (nonce), prerendered at build (hashes from the build), and the prerendered 404.
    for (const path of ['/', '/wiki/jpegdealer', '/retail-tickets', '/guide', '/tools/leaderboard', '/no-such-aisle']) {
      const response = await request.get(path);
      const html = await response.text();
      const sources = directives(response.headers()['content-security-policy']).get('script-src') ?? '';
      const nonce = /'nonce-([^']+)'/.exec(sources)?.[1];
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes]) => !/\bsrc=|application\/(ld\+)?json/.test(attributes),
      );
      expect(inline.length, `${path} has inline scripts`).toBeGreaterThan(0);
      for (const [, attributes, body] of inline) {
        const digest = await sha256Base64(body);
        const allowed = (nonce && attributes.includes(`nonce="${nonce}"`)) || sources.includes(`'sha256-${digest}'`);
        expect(allowed, `${path}: inline script ${body.slice(0, 60)}`).toBeTruthy();
      }
    }
  });

  test('only the lore page, which embeds the website preview, may frame other sites', async ({ request }) => {
    const wiki = directives((await request.get('/wiki/jpegdealer')).headers()['content-security-policy']);
    expect(wiki.get('frame-src')).toBe('https: http:');
    const detail = directives((await request.get('/domains/jpegdealer')).headers()['content-security-policy']);
    expect(detail.get('frame-src')).toBe("'none'");
  });

  test('API answers and files may not run or embed anything', async ({ request }) => {
    for (const path of ['/api/domains', '/api/status.json', '/images/logo.svg']) {
      const headers = (await request.get(path)).headers();
      expect(headers['content-security-policy'], path).toContain("default-src 'none'");
      expect(headers['x-content-type-options'], path).toBe('nosniff');
    }
  });

  test('a page renders and hydrates under its policy without violations', async ({ page }) => {
    await page.goto('/wiki/jpegdealer');
    const preview = page.getByTestId('website-preview');
    await preview.getByRole('button', { name: 'Expand' }).click();
    await expect(preview.getByRole('button', { name: 'Collapse' })).toBeVisible();
  });
});

test('the browser gets the page, its scripts and its styles in brotli, and the page hydrates', async ({ page }) => {
  const encodings = new Map<string, string | undefined>();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.pathname === MALL_PAGE || /\/_next\/static\/.+\.(js|css)$/.test(url.pathname)) {
      encodings.set(url.pathname, (await response.allHeaders())['content-encoding']);
    }
  });
  // The layout's goto waits for the status badge's first answer, which only the hydrated page gives.
  await new MallLayout(page).goto(MALL_PAGE);
  const scripts = [...encodings.keys()].filter((path) => path.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(5);
  expect(encodings.get(MALL_PAGE)).toBe('br');
  for (const [path, encoding] of encodings) expect(encoding, path).toBe('br');
});

test.describe('rendered-output cache', () => {
  const seed = catalogDomains.find((domain) => domain.slug === 'copevendor');
  if (!seed) throw new Error('copevendor.sol is not in the catalogue');

  async function importRecord(request: import('@playwright/test').APIRequestContext, description: string) {
    const response = await request.post('/api/operator/catalog/import', {
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      data: { format: 'json', content: JSON.stringify([{ ...seed, description }]) },
    });
    expect(response.status(), await response.text()).toBe(200);
  }

  test('a cached page is served again, and dropped the moment the catalogue changes', async ({ request }) => {
    await request.get('/wiki/copevendor');
    const again = await request.get('/wiki/copevendor');
    expect(again.headers()['x-cache']).toMatch(/HIT|STALE/);
    expect(await again.text()).toContain(seed.description);

    const changed = `${seed.description} Restocked after the cache test.`;
    await importRecord(request, changed);
    try {
      const fresh = await request.get('/wiki/copevendor');
      expect(fresh.headers()['x-cache']).toBe('MISS');
      expect(await fresh.text()).toContain('Restocked after the cache test.');
      const api = await (await request.get('/api/domains/copevendor')).json();
      expect(api.data.description).toBe(changed);
    } finally {
      await importRecord(request, seed.description);
    }
    expect(await (await request.get('/wiki/copevendor')).text()).not.toContain('Restocked after the cache test.');
  });

  test('a visitor with a session cookie gets the same anonymous page, and never another visitor’s cookies', async ({
    request,
  }) => {
    const response = await request.get('/domains/copevendor', { headers: { cookie: 'rv_session=not-a-real-session' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['set-cookie']).toBeUndefined();
  });

  test('pages that depend on the visitor are never cached', async ({ request }) => {
    for (const path of ['/retail-tickets', '/retailpass', '/mall', '/vote']) {
      expect((await request.get(path)).headers()['x-cache'], path).toBeUndefined();
    }
  });
});

async function sha256Base64(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Buffer.from(digest).toString('base64');
}
