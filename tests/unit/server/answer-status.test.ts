import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { renderWithAnswerStatus, withAnswerStatus } from '../../../server/answer-status.mjs';
import { answerStatus } from '@/lib/http/answer-status';

/** A response that records the status its head was written with. */
function response() {
  const written: number[] = [];
  const res = {
    statusCode: 200,
    writeHead(status: number) {
      written.push(status);
      return res;
    },
  };
  return { res: res as unknown as ServerResponse, written };
}
const request = (headers: Record<string, string> = {}) => ({ headers }) as unknown as IncomingMessage;
const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('answer status', () => {
  it("sends the status a page asked for while rendering, in place of the 200, from the request's own context", async () => {
    const { res, written } = response();
    await withAnswerStatus(request(), res, async () => {
      await tick();
      answerStatus(404);
      await tick();
      res.writeHead(200);
    });
    expect(written).toEqual([404]);
    expect(res.statusCode).toBe(404);
  });

  it('leaves other answers alone: no ask, a status Next.js chose itself, a client navigation', async () => {
    const plain = response();
    await withAnswerStatus(request(), plain.res, async () => plain.res.writeHead(200));
    const chosen = response();
    await withAnswerStatus(request(), chosen.res, async () => {
      answerStatus(404);
      chosen.res.writeHead(500);
    });
    const navigation = response();
    await withAnswerStatus(request({ rsc: '1' }), navigation.res, async () => {
      answerStatus(404);
      navigation.res.writeHead(200);
    });
    expect([plain.written, chosen.written, navigation.written]).toEqual([[200], [500], [200]]);
  });

  it('gives a buffered render the asked status, and one request never sees another’s ask', async () => {
    const body = Buffer.from('');
    const [asked, plain] = await Promise.all([
      renderWithAnswerStatus(async () => {
        await tick();
        answerStatus(401);
        return { status: 200, headers: {}, body };
      }),
      renderWithAnswerStatus(async () => {
        await tick();
        return { status: 200, headers: {}, body };
      }),
    ]);
    expect([asked.status, plain.status]).toEqual([401, 200]);
  });
});
