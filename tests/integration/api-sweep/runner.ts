import type { DatabaseHandle } from '@/lib/db/open';
import { codeFitsStatus } from '@/lib/errors';
import { resetRateLimits } from '@/lib/rate-limit';
import { freshIp } from '../support/test-wallet';
import { idempotencyKeyCases, jsonBodyCases, noBodyCases } from './body-cases';
import { databaseFingerprint } from './fingerprint';
import { BAD_SLUGS, JUNK_QUERIES, type Case } from './inputs';
import { queryCases } from './query-cases';
import type { Access, Method, MethodSpec, RouteSpec, SweepContext } from './types';

export const SITE_ORIGIN = 'http://localhost:3000';

/** Who calls: without the credential a route needs, every case must be refused with 401. */
export interface CallerMode {
  name: string;
  headers: Record<string, string>;
  refusedWith?: number;
}

export function callerModes(access: Access, credentials: { cookie: string; operatorToken: string }): CallerMode[] {
  if (access === 'wallet') {
    return [
      { name: 'no session', headers: {}, refusedWith: 401 },
      { name: 'forged session', headers: { cookie: 'rv_session=eyJhbGciOiJIUzI1NiJ9.e30.forged' }, refusedWith: 401 },
      { name: 'session', headers: { cookie: credentials.cookie } },
    ];
  }
  if (access === 'operator') {
    return [
      { name: 'no token', headers: {}, refusedWith: 401 },
      {
        name: 'wrong token',
        headers: { authorization: `Bearer ${'w'.repeat(credentials.operatorToken.length)}` },
        refusedWith: 401,
      },
      // The sweep's wallet is not in OPERATOR_WALLETS: its session is refused by every operator route.
      { name: 'stranger session', headers: { cookie: credentials.cookie }, refusedWith: 403 },
      { name: 'token', headers: { authorization: `Bearer ${credentials.operatorToken}` } },
    ];
  }
  return [{ name: 'anonymous', headers: {} }];
}

/** The route's URL path with the slug in place of [slug]. */
export const routePath = (file: string, slug = '') =>
  file
    .replace(/^app/, '')
    .replace(/\/route\.ts$/, '')
    .replace(/\[(slug|id|name)\]/, urlSegment(slug));

/** The slug as a URL segment; the route reads the slug from its params, so an unencodable one gets a stand-in. */
function urlSegment(slug: string): string {
  try {
    return encodeURIComponent(slug);
  } catch {
    return 'unencodable';
  }
}

/** The template request's body text, or null for routes that take none. */
function validBodyText(spec: MethodSpec, context: SweepContext): string | null {
  return spec.input === 'json' ? JSON.stringify(spec.valid(context)) : null;
}

/** Every bad case for one method of a route. */
export function casesFor(route: RouteSpec, method: Method, spec: MethodSpec, context: SweepContext): Case[] {
  const cases: Case[] = [];
  if (spec.input === 'json') cases.push(...jsonBodyCases(spec.fields, spec.valid(context)));
  if (spec.input === 'query') cases.push(...queryCases(spec.fields, spec.valid));
  if (spec.input === 'none' && method !== 'GET') cases.push(...noBodyCases());
  if (spec.input === 'none' && method === 'GET') {
    cases.push(
      ...Object.entries(JUNK_QUERIES).map(([name, query]): Case => ({
        name: `query ${name}`,
        query,
        expect: 'ignored',
      })),
    );
  }
  if (spec.idempotencyKey) cases.push(...idempotencyKeyCases(validBodyText(spec, context)));
  if (route.slug) {
    const body = validBodyText(spec, context);
    cases.push(
      ...Object.entries(BAD_SLUGS).map(([name, slug]): Case => ({ name: `slug ${name}`, slug, body, expect: 'error' })),
    );
  }
  return cases;
}

type RouteFunction = (request: Request, context: unknown) => Promise<Response>;

export interface Call {
  route: RouteSpec;
  method: Method;
  spec: MethodSpec;
  context: SweepContext;
  headers: Record<string, string>;
}

/** Calls the route's exported method with the case's request, the way Next.js would. */
export async function callRoute(call: Call, routeCase: Partial<Case>): Promise<Response> {
  const { route, method, spec, context } = call;
  const slug = routeCase.slug ?? route.slug?.(context);
  const body = method === 'GET' ? null : routeCase.body === undefined ? validBodyText(spec, context) : routeCase.body;
  const headers = new Headers({ 'x-forwarded-for': freshIp(), ...call.headers, ...routeCase.headers });
  if (body !== null && routeCase.contentType !== null)
    headers.set('content-type', routeCase.contentType ?? 'application/json');
  const query = routeCase.query ?? (spec.input === 'query' ? `?${new URLSearchParams(spec.valid)}` : '');
  const request = new Request(`${SITE_ORIGIN}${routePath(route.file, slug)}${query}`, { method, headers, body });
  const fn = (await route.load())[method] as RouteFunction;
  // The one dynamic segment, under either name a route gives it.
  return fn(request, route.slug ? { params: Promise.resolve({ slug, id: slug, name: slug }) } : undefined);
}

/** What is wrong with an answer that should be a 4xx JSON error (null when it is one). */
export async function errorAnswerProblem(response: Response, status?: number): Promise<string | null> {
  const text = await response.text();
  const wanted = status === undefined ? response.status >= 400 && response.status < 500 : response.status === status;
  if (!wanted) return `status ${response.status} (wanted ${status ?? '4xx'}): ${text.slice(0, 200)}`;
  if (!response.headers.get('content-type')?.includes('application/json'))
    return `not JSON: ${response.headers.get('content-type')}`;
  let body: { error?: { code?: unknown; message?: unknown } };
  try {
    body = JSON.parse(text);
  } catch {
    return `body is not JSON: ${text.slice(0, 200)}`;
  }
  const code = body.error?.code;
  if (typeof code !== 'string' || !codeFitsStatus(code, response.status))
    return `bad error code ${String(code)} for ${response.status}`;
  if (typeof body.error?.message !== 'string' || body.error.message.trim() === '') return 'error without a message';
  return null;
}

/**
 * What is wrong with the answer to junk a route should ignore: it must answer as it does to a clean request, in JSON
 * (or in the clean answer's own type, for a file download such as the catalogue's CSV).
 */
function ignoredInputProblem(response: Response, clean: { status: number; type: string } | undefined): string | null {
  if (response.status !== clean?.status) return `status ${response.status}, clean request got ${clean?.status}`;
  const type = response.headers.get('content-type') ?? '';
  if (clean.type.startsWith('text/csv')) return type === clean.type ? null : `${type}, clean request got ${clean.type}`;
  return type.includes('application/json') ? null : 'not JSON';
}

/** Sends every case; returns one line per case that was not refused cleanly or changed the database. */
export async function sweepMethod(
  call: Call,
  mode: CallerMode,
  cases: Case[],
  database: DatabaseHandle,
  skipTables: string[] = [],
): Promise<string[]> {
  const failures: string[] = [];
  const cleanAnswer = call.method === 'GET' ? (resetRateLimits(), await callRoute(call, {})) : undefined;
  const clean = cleanAnswer && { status: cleanAnswer.status, type: cleanAnswer.headers.get('content-type') ?? '' };
  await cleanAnswer?.body?.cancel();
  const cleanStatus = clean?.status;
  let before = await databaseFingerprint(database, skipTables);
  for (const routeCase of cases) {
    resetRateLimits();
    let problem: string | null;
    try {
      const response = await callRoute(call, routeCase);
      const status = mode.refusedWith ?? (routeCase.expect === 'ignored' ? cleanStatus : undefined);
      problem =
        routeCase.expect === 'ignored' && !mode.refusedWith
          ? ignoredInputProblem(response, clean)
          : await errorAnswerProblem(response, status);
    } catch (error) {
      problem = `threw ${error instanceof Error ? error.stack : String(error)}`;
    }
    const after = await databaseFingerprint(database, skipTables);
    const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
    if (changed.length > 0) problem = `${problem ? `${problem}; ` : ''}changed ${changed.join(', ')}`;
    before = after;
    if (problem) failures.push(`[${mode.name}] ${routeCase.name}: ${problem}`);
  }
  return failures;
}
