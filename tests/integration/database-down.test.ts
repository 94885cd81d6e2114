import { describe, expect, it } from 'vitest';
import { GET as listings } from '@/app/api/listings/route';
import { POST as joinWaitlist } from '@/app/api/waitlist/route';
import { readDomain, readDomains } from '@/lib/catalog';
import { useUnreachableDatabase } from './support/databases';

/** The names the built-in fallback catalogue serves while the database is down. */
const FALLBACK_SLUGS = ['commandhub', 'fudscience', 'jumpsetradio'];

describe('when the database cannot be reached', () => {
  useUnreachableDatabase();

  it('reads answer the 3 fallback domains and say so', async () => {
    const { domains, source } = await readDomains();
    expect(source).toBe('fallback');
    expect(domains.map((d) => d.slug).sort()).toEqual([...FALLBACK_SLUGS].sort());
    expect((await readDomain('fudscience')).source).toBe('fallback');
  });

  it('an unknown domain is an error, not a false "not found"', async () => {
    await expect(readDomain('jpegdealer')).rejects.toThrow('Failed to load domain data');
  });

  it('/api/listings answers 503', async () => {
    const response = await listings(new Request('http://test/api/listings'), undefined);
    expect(response.status).toBe(503);
  });

  it('writes answer 503 Database not available', async () => {
    const response = await joinWaitlist(
      new Request('http://test/api/waitlist', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ape@example.com' }),
      }),
      undefined,
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: { code: 'unavailable', message: 'Database not available' } });
  });
});
