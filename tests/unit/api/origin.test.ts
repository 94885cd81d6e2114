import { describe, expect, it } from 'vitest';
import { handler } from '@/lib/api/handler';
import { refuseCrossSite } from '@/lib/api/origin';
import { CROSS_SITE_REFUSED } from '@/lib/http/same-origin.mjs';

const SITE = 'https://mall.example';

/** Whether refuseCrossSite refuses the request (a 403 naming the refusal). */
function isCrossSiteRequest(request: Request, siteUrl: string, options: { everyMethod?: boolean } = {}): boolean {
  try {
    refuseCrossSite(request, siteUrl, options);
    return false;
  } catch (error) {
    expect(error).toMatchObject({ status: 403, message: CROSS_SITE_REFUSED });
    return true;
  }
}

const request = (method: string, headers: Record<string, string>, url = 'http://internal:3000/api/contact') =>
  new Request(url, { method, headers });

describe('refuseCrossSite', () => {
  it('lets requests without an Origin header through (scripts, curl)', () => {
    expect(isCrossSiteRequest(request('POST', {}), SITE)).toBe(false);
  });

  it('accepts the configured site, whatever the request URL', () => {
    expect(isCrossSiteRequest(request('POST', { origin: 'https://mall.example' }), SITE)).toBe(false);
    expect(isCrossSiteRequest(request('DELETE', { origin: 'HTTPS://MALL.EXAMPLE:443' }), SITE)).toBe(false);
  });

  it("accepts the request's own origin from its URL, Host or X-Forwarded-Host", () => {
    expect(isCrossSiteRequest(request('POST', { origin: 'http://internal:3000' }), SITE)).toBe(false);
    expect(
      isCrossSiteRequest(request('POST', { origin: 'http://shop.local:8080', host: 'shop.local:8080' }), SITE),
    ).toBe(false);
    const proxied = {
      origin: 'https://preview.example',
      'x-forwarded-host': 'preview.example',
      'x-forwarded-proto': 'https',
    };
    expect(isCrossSiteRequest(request('PATCH', proxied), SITE)).toBe(false);
  });

  it('refuses other sites, look-alike hosts, another scheme and Origin: null', () => {
    for (const origin of [
      'https://evil.example',
      'https://mall.example.evil.example',
      'http://mall.example',
      'null',
      'not a url',
      'file://',
    ]) {
      expect(isCrossSiteRequest(request('POST', { origin }), SITE), origin).toBe(true);
    }
    const wrongScheme = {
      origin: 'http://preview.example',
      'x-forwarded-host': 'preview.example',
      'x-forwarded-proto': 'https',
    };
    expect(isCrossSiteRequest(request('PUT', wrongScheme), SITE)).toBe(true);
  });

  it('refuses a request with no Origin whose fetch metadata says another site sent it', () => {
    expect(isCrossSiteRequest(request('POST', { 'sec-fetch-site': 'cross-site' }), SITE)).toBe(true);
    expect(isCrossSiteRequest(request('DELETE', { 'sec-fetch-site': 'Cross-Site' }), SITE)).toBe(true);
    for (const site of ['same-origin', 'none'])
      expect(isCrossSiteRequest(request('POST', { 'sec-fetch-site': site }), SITE), site).toBe(false);
    const sameSiteOrigin = { origin: 'https://mall.example', 'sec-fetch-site': 'same-origin' };
    expect(isCrossSiteRequest(request('POST', sameSiteOrigin), SITE)).toBe(false);
  });

  it('refuses cross-site reads too when asked to check every method (the console)', () => {
    const everyMethod = { everyMethod: true };
    expect(isCrossSiteRequest(request('GET', { origin: 'https://evil.example' }), SITE, everyMethod)).toBe(true);
    expect(isCrossSiteRequest(request('GET', { 'sec-fetch-site': 'cross-site' }), SITE, everyMethod)).toBe(true);
    expect(isCrossSiteRequest(request('GET', { 'sec-fetch-site': 'same-origin' }), SITE, everyMethod)).toBe(false);
    expect(isCrossSiteRequest(request('GET', {}), SITE, everyMethod)).toBe(false);
  });

  it('never refuses reads', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS'])
      for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }] as Record<
        string,
        string
      >[])
        expect(isCrossSiteRequest(request(method, headers), SITE)).toBe(false);
  });
});

describe('handler() refuses cross-site state-changing requests before the route runs', () => {
  const calls: string[] = [];
  const route = handler(async (incoming: Request) => {
    calls.push(incoming.method);
    return Response.json({ ok: true });
  });
  const localRequest = (method: string, headers: Record<string, string>) =>
    request(method, headers, 'http://localhost:3000/api/x');

  it('answers 403 with the house error shape and never calls the route', async () => {
    calls.length = 0;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const response = await route(localRequest(method, { origin: 'https://evil.example' }), undefined);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: { code: 'forbidden', message: CROSS_SITE_REFUSED } });
    }
    expect(calls).toEqual([]);
  });

  it('runs same-site, Origin-less and read requests', async () => {
    calls.length = 0;
    expect((await route(localRequest('POST', { origin: 'http://localhost:3000' }), undefined)).status).toBe(200);
    expect((await route(localRequest('POST', {}), undefined)).status).toBe(200);
    expect((await route(localRequest('GET', { origin: 'https://evil.example' }), undefined)).status).toBe(200);
    expect(calls).toEqual(['POST', 'POST', 'GET']);
  });
});
