import { beforeEach, describe, expect, it, vi } from 'vitest';

const configured = vi.hoisted(() => ({ token: '' }));
vi.mock('@/lib/auth/secrets', async (original) => ({
  ...(await original<typeof import('@/lib/auth/secrets')>()),
  operatorToken: () => configured.token,
}));

const { requireOperator } = await import('@/lib/auth/operator');

const request = (authorization?: string) =>
  new Request('http://t/api/operator/x', { headers: authorization === undefined ? {} : { authorization } });

/** Whether requireOperator lets `Bearer ${given}` through while the operator token is `expected`. */
const tokenMatches = (given: string, expected: string) => {
  configured.token = expected;
  try {
    requireOperator(request(`Bearer ${given}`));
    return true;
  } catch {
    return false;
  }
};

describe('the operator token check', () => {
  it.each([
    ['', '', false],
    ['anything', '', false],
    ['operator-token-0123', 'operator-token-0123', true],
    ['operator-token-0124', 'operator-token-0123', false],
    ['operator-token', 'operator-token-0123', false],
    ['operator-token-0123-and-more', 'operator-token-0123', false],
  ])('%j against %j: %s', (given, expected, result) => {
    expect(tokenMatches(given, expected)).toBe(result);
  });
});

describe('requireOperator', () => {
  beforeEach(() => {
    configured.token = '';
  });

  it.each([undefined, '', 'Bearer ', 'Bearer', 'bearer  '])(
    'with an empty configured token refuses Authorization %j',
    (authorization) => {
      expect(() => requireOperator(request(authorization))).toThrow('Operator token missing or wrong.');
    },
  );

  it('accepts the configured token and refuses any other', () => {
    configured.token = 'operator-token-0123';
    expect(() => requireOperator(request('Bearer operator-token-0123'))).not.toThrow();
    expect(() => requireOperator(request())).toThrow('Operator token missing or wrong.');
    expect(() => requireOperator(request('Bearer operator-token-0124'))).toThrow('Operator token missing or wrong.');
  });
});
