import { handler } from '@/lib/api/handler';
import { notFound } from '@/lib/errors';

const NO_SUCH_API = 'There is no API at this address.';

/**
 * Any address under /api/ that no route answers: the API's error shape, not the HTML "not found" page (HEAD and
 * OPTIONS are Next's, from GET).
 */
const answerNotFound = handler(async () => {
  throw notFound(NO_SUCH_API);
});

export const GET = answerNotFound;
export const POST = answerNotFound;
export const PUT = answerNotFound;
export const PATCH = answerNotFound;
export const DELETE = answerNotFound;
