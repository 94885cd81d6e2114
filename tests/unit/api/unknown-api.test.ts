import { describe, expect, it } from 'vitest';
import * as unknownApi from '@/app/api/[...path]/route';

describe('an address under /api/ that no route answers', () => {
  it('is a 404 in the API error shape, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const answer = await unknownApi[method](new Request('http://t/api/nonexistent', { method }), undefined);
      expect(answer.status, method).toBe(404);
      expect(answer.headers.get('content-type'), method).toMatch(/^application\/json/);
      expect(await answer.json(), method).toEqual({
        error: { code: 'not_found', message: 'There is no API at this address.' },
      });
    }
  });
});
