import { beforeAll, describe, expect, it } from 'vitest';
import { CROSS_SITE_REFUSED } from '@/lib/http/same-origin.mjs';
import { resetRateLimits } from '@/lib/rate-limit';
import { testEngines, useTestDatabase } from '../support/databases';
import { databaseFingerprint } from './fingerprint';
import { SWEPT_ROUTES, sweptMethods } from './routes';
import {
  callerModes,
  callRoute,
  casesFor,
  errorAnswerProblem,
  routePath,
  SITE_ORIGIN,
  sweepMethod,
  type Call,
} from './runner';
import { OPERATOR_TOKEN, startSweepSession, setUpSweepEnvironment, type SweepSession } from './setup';

setUpSweepEnvironment();

/**
 * Sends every API route malformed, oversized, mistyped and hostile input — as each kind of caller — and
 * requires a 4xx JSON error every time, with no table's rows changed. Then the well-formed template request:
 * refused from another site (state-changing methods), answered as the table says from this one.
 */
describe.each(testEngines)('API sweep on $name', (engine) => {
  const database = useTestDatabase(engine);
  let session: SweepSession;
  beforeAll(async () => {
    session = await startSweepSession(database());
  });

  for (const route of SWEPT_ROUTES) {
    for (const [method, spec] of sweptMethods(route)) {
      it(`${method} ${routePath(route.file, '[slug]')} refuses bad input and changes nothing`, async () => {
        const modes = callerModes(spec.access, { cookie: session.cookie, operatorToken: OPERATOR_TOKEN });
        const cases = casesFor(route, method, spec, session.context);
        expect(cases.length).toBeGreaterThan(3);
        const skip = spec.input === 'none' ? (spec.writes ?? []) : [];
        const failures: string[] = [];
        for (const mode of modes) {
          const call = { route, method, spec, context: session.context, headers: mode.headers };
          failures.push(...(await sweepMethod(call, mode, cases, database(), skip)));
        }
        expect(failures).toEqual([]);

        const privileged: Call = { route, method, spec, context: session.context, headers: modes.at(-1)!.headers };
        // Console routes refuse another site's reads as well (an export is worth forging).
        if (method !== 'GET' || spec.access === 'operator') {
          const forgeries: Record<string, string>[] = [
            ...['https://evil.example', 'null', 'http://localhost:3000.evil.example'].map((origin) => ({ origin })),
            { 'sec-fetch-site': 'cross-site' },
          ];
          for (const forged of forgeries) {
            resetRateLimits();
            const before = await databaseFingerprint(database(), skip);
            const response = await callRoute({ ...privileged, headers: { ...privileged.headers, ...forged } }, {});
            expect(response.status, JSON.stringify(forged)).toBe(403);
            expect(await response.json()).toEqual({ error: { code: 'forbidden', message: CROSS_SITE_REFUSED } });
            expect(await databaseFingerprint(database(), skip)).toEqual(before);
          }
        }
        resetRateLimits();
        const control = await callRoute({ ...privileged, headers: { ...privileged.headers, origin: SITE_ORIGIN } }, {});
        const text = await control.text();
        expect(control.status, `well-formed request: ${text.slice(0, 300)}`).toBe(spec.control);
        if (spec.control >= 400) expect(await errorAnswerProblem(new Response(text, control), spec.control)).toBeNull();
      });
    }
  }
});
