/**
 * A seam for the crash tests (tests/integration/sigkill-sale.test.ts, sigkill-offer.test.ts): a process started by a test with
 * RETAILVERSE_CRASH_AT=<step> kills itself with SIGKILL right after that step of a sale has committed, as a power cut
 * would, so the test can check that a restart loses nothing. Inert outside tests (NODE_ENV=test).
 */
export function crashPoint(step: string): void {
  if (process.env.NODE_ENV === 'test' && process.env.RETAILVERSE_CRASH_AT === step)
    process.kill(process.pid, 'SIGKILL');
}
