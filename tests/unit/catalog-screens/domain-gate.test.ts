import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const loadDomain = vi.fn();
vi.mock('@/components/catalog/load-domain', () => ({ loadDomain: (slug: string) => loadDomain(slug) }));

const { DomainExistenceGate } = await import('@/components/catalog/domain-existence-gate');
const { CatalogUnavailableError } = await import('@/lib/catalog');

const child = createElement('p', null, 'the page');
const missing = createElement('h1', null, 'Domain Not Found');
const gate = (rawSlug: string) => DomainExistenceGate({ rawSlug, missing, children: child });
const BRIDGE = Symbol.for('retailverse.answer-status');

describe('DomainExistenceGate (the layout of /domains/{slug} and /wiki/{slug})', () => {
  beforeEach(() => {
    loadDomain.mockReset();
  });

  it('renders the page for a known domain', async () => {
    loadDomain.mockResolvedValue({ domain: { name: 'jpegdealer.sol' }, source: 'database' });
    expect(renderToStaticMarkup(await gate('jpegdealer'))).toBe('<p>the page</p>');
    expect(loadDomain).toHaveBeenCalledWith('jpegdealer');
  });

  it('renders its not-found message and asks for HTTP 404 for an unknown slug and one that cannot be a slug', async () => {
    const asked: number[] = [];
    (globalThis as Record<symbol, unknown>)[BRIDGE] = (status: number) => asked.push(status);
    try {
      loadDomain.mockResolvedValue({ domain: null, source: 'database' });
      expect(renderToStaticMarkup(await gate('nope'))).toBe('<h1>Domain Not Found</h1>');
      loadDomain.mockClear();
      expect(renderToStaticMarkup(await gate('a%20b'))).toBe('<h1>Domain Not Found</h1>');
      expect(loadDomain).not.toHaveBeenCalled();
      expect(asked).toEqual([404, 404]);
    } finally {
      delete (globalThis as Record<symbol, unknown>)[BRIDGE];
    }
  });

  it("shows 'Failed to load domain data' with Retry when the catalogue is unavailable", async () => {
    loadDomain.mockRejectedValue(new CatalogUnavailableError(new Error('connection refused')));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = renderToStaticMarkup(await gate('jpegdealer'));
    expect(html).toContain('Failed to load domain data');
    expect(html).toMatch(/<button[^>]*>Retry<\/button>/);
    expect(html).toContain('role="alert"');
  });

  it('lets any other error reach the error boundary', async () => {
    loadDomain.mockRejectedValue(new Error('bug'));
    await expect(gate('jpegdealer')).rejects.toThrow('bug');
  });
});
