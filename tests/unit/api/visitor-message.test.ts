import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/components/api/client';

/** The message a visitor reads when the API answers `status` with `payload`. */
async function messageFor(payload: unknown, status = 400): Promise<string | null | undefined> {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(payload), { status }));
  const result = await apiRequest('/api/anything', { method: 'POST', body: {} });
  return result.ok ? undefined : result.message;
}

afterEach(() => vi.unstubAllGlobals());

describe('the message a visitor reads from a refusal', () => {
  it('drops the field name a 400 puts before its message, since the form shows it by that field', async () => {
    expect(
      await messageFor({ error: { code: 'invalid', message: 'message: Write a message.', path: 'message' } }),
    ).toBe('Write a message.');
    expect(
      await messageFor({
        error: {
          message: "domain: The name contains a space U+0020; only a-z, 0-9 and '-' are allowed.",
          path: 'domain',
        },
      }),
    ).toBe("The name contains a space U+0020; only a-z, 0-9 and '-' are allowed.");
  });

  it('keeps any other message whole, and answers null without one', async () => {
    expect(await messageFor({ error: { message: 'Too many requests.', path: 'email' } }, 429)).toBe(
      'Too many requests.',
    );
    expect(await messageFor({ error: { message: 'Payments are not enabled on this mall' } }, 503)).toBe(
      'Payments are not enabled on this mall',
    );
    expect(await messageFor({ error: {} })).toBeNull();
    expect(await messageFor(null)).toBeNull();
    expect(await messageFor('oops')).toBeNull();
  });
});
