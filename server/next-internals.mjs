// Every import from Next.js's internals (`next/dist/...`), in one place: no semver range covers them, so
// `next` is pinned and scripts/upgrade-check.mjs runs the server's tests against a newer version before the pin
// moves (docs/architecture.md, "Upgrading Next.js").
export { createRequestResponseMocks } from 'next/dist/server/lib/mock-request.js';
export { parseAndValidateFlightRouterState } from 'next/dist/server/app-render/parse-and-validate-flight-router-state.js';
export { getBotType } from 'next/dist/shared/lib/router/utils/is-bot.js';
