import 'server-only';
import { z, type ZodType } from 'zod';
import { CatalogUnavailableError } from '../catalog/unavailable';
import { DatabaseUnavailableError, isDatabaseUnavailable } from '../db';
import { env } from '../env';
import { AppError, badRequest, errorBody } from '../errors';
import { DATABASE_UNAVAILABLE } from '../rules/error-messages';
import { refuseCrossSite } from './origin';
import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from './unsafe-text';

const DEFAULT_BODY_LIMIT_BYTES = 16 * 1024;

export function json<T>(body: T, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
  return Response.json(body, { ...init, headers });
}

function errorResponse(error: AppError): Response {
  return json(errorBody(error), { status: error.status, headers: error.headers });
}

/** Maps thrown errors to JSON error responses: nothing a caller sends can produce an unexplained 500. */
function toErrorResponse(error: unknown): Response {
  if (error instanceof AppError) return errorResponse(error);
  if (error instanceof z.ZodError) return errorResponse(zodToAppError(error));
  // A route reads the catalogue and lets this through: the one place it becomes a 503.
  if (error instanceof CatalogUnavailableError) return errorResponse(new AppError('unavailable', error.message));
  if (error instanceof DatabaseUnavailableError || isDatabaseUnavailable(error)) {
    return errorResponse(new AppError('unavailable', DATABASE_UNAVAILABLE));
  }
  console.error('[api] unexpected error:', error);
  return errorResponse(new AppError('internal', 'Something went wrong on our side. Please try again.'));
}

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/** Wraps a route handler: cross-site state-changing requests are refused, every failure becomes a clear JSON error. */
export function handler<C = unknown>(fn: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      refuseCrossSite(request, env().SITE_URL);
      return await fn(request, context);
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}

function zodToAppError(error: z.ZodError): AppError {
  const issue = error.issues[0];
  const path = issue?.path.join('.') || undefined;
  const message = issue ? (path ? `${path}: ${issue.message}` : issue.message) : 'Invalid input';
  return badRequest(message, path);
}

export function parseWith<T>(schema: ZodType<T>, value: unknown): T {
  const unsafePath = findUnsafeText(value);
  if (unsafePath !== undefined) {
    throw badRequest(
      unsafePath ? `${unsafePath}: ${UNSAFE_TEXT_MESSAGE}` : UNSAFE_TEXT_MESSAGE,
      unsafePath || undefined,
    );
  }
  const result = schema.safeParse(value);
  if (!result.success) throw zodToAppError(result.error);
  return result.data;
}

/** Reads a JSON body: 415 when not JSON, 413 over the limit, 400 when malformed or invalid. */
export async function readJson<T>(
  request: Request,
  schema: ZodType<T>,
  { maxBytes = DEFAULT_BODY_LIMIT_BYTES, emptyAs }: { maxBytes?: number; emptyAs?: unknown } = {},
): Promise<T> {
  // An endpoint whose every field is optional may be sent no body at all.
  if (emptyAs !== undefined && !request.body) return parseWith(schema, emptyAs);
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    // A POST sent with no body at all (no type, nothing to read) is the empty one such an endpoint accepts.
    if (emptyAs !== undefined && declaredLength(request) <= 0 && (await readLimited(request, maxBytes)).trim() === '') {
      return parseWith(schema, emptyAs);
    }
    throw new AppError('unsupported_media_type', 'Send the body as JSON (Content-Type: application/json).');
  }
  if (declaredLength(request) > maxBytes) throw tooLarge(maxBytes);
  const text = await readLimited(request, maxBytes);
  if (emptyAs !== undefined && text.trim() === '') return parseWith(schema, emptyAs);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('The body is not valid JSON.');
  }
  return parseWith(schema, value);
}

const declaredLength = (request: Request) => Number(request.headers.get('content-length') ?? '0');

const tooLarge = (maxBytes: number) =>
  new AppError('payload_too_large', `The body is larger than ${Math.round(maxBytes / 1024)} KB.`);

async function readLimited(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Not cancel(): that destroys the request, and the unread rest of the body would end the connection with a
      // reset. Left alone, it is read and dropped by server/request-handler.mjs (docs/architecture.md).
      reader.releaseLock();
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

const NO_BODY_LIMIT_BYTES = 1024;

/** For endpoints that take no body: an empty body or `{}` passes, anything else is refused rather than ignored. */
export async function readNoBody(request: Request): Promise<void> {
  if (declaredLength(request) > NO_BODY_LIMIT_BYTES) throw noBody();
  let text: string;
  try {
    text = await readLimited(request, NO_BODY_LIMIT_BYTES);
  } catch (error) {
    if (error instanceof AppError && error.code === 'payload_too_large') throw noBody();
    throw error;
  }
  if (text.trim() !== '' && text.replace(/\s/g, '') !== '{}') throw noBody();
}

const noBody = () => badRequest('This endpoint takes no body.');

/** A whole number in a query string, written in plain decimal digits ('0x10', '1e3', ' 5' are refused). */
export const integerParam = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `Expected a whole number from ${min} to ${max}.`)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** Parses URL search params with a schema (repeated keys become arrays). */
export function readQuery<T>(request: Request, schema: ZodType<T>): T {
  const params = new URL(request.url).searchParams;
  const record: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    record[key] = all.length > 1 ? all : all[0];
  }
  return parseWith(schema, record);
}
