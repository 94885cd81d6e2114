import { describe, expect, it } from 'vitest';
import { visitorMessage } from '@/components/api/client';

describe('visitorMessage', () => {
  it('drops the field name a 400 puts before its message, since the form shows it by that field', () => {
    expect(visitorMessage({ error: { code: 'invalid', message: 'message: Write a message.', path: 'message' } })).toBe(
      'Write a message.',
    );
    expect(
      visitorMessage({
        error: {
          message: "domain: The name contains a space U+0020; only a-z, 0-9 and '-' are allowed.",
          path: 'domain',
        },
      }),
    ).toBe("The name contains a space U+0020; only a-z, 0-9 and '-' are allowed.");
  });

  it('keeps any other message whole, and answers null without one', () => {
    expect(visitorMessage({ error: { message: 'Too many requests.', path: 'email' } })).toBe('Too many requests.');
    expect(visitorMessage({ error: { message: 'Payments are not enabled on this mall' } })).toBe(
      'Payments are not enabled on this mall',
    );
    expect(visitorMessage({ error: {} })).toBeNull();
    expect(visitorMessage(null)).toBeNull();
    expect(visitorMessage('oops')).toBeNull();
  });
});
