import fs from 'node:fs';
import path from 'node:path';

// Settings that the pages prerendered at build carry in their HTML (canonical addresses, the seller's social
// link). The build records them; a server started with other values serves pages that still show the old ones.

export const PRERENDERED_SETTINGS = ['SITE_URL', 'SELLER_SOCIAL_URL'];
const RECORD = 'retailverse-build-settings.json';

function valuesOf(env) {
  return Object.fromEntries(PRERENDERED_SETTINGS.map((name) => [name, env[name] || null]));
}

/** Records the settings a build in `distDir` was made with. */
export function recordBuildSettings(distDir, env = process.env) {
  fs.writeFileSync(path.join(distDir, RECORD), `${JSON.stringify(valuesOf(env), null, 2)}\n`);
}

/**
 * The prerendered settings whose value in `env` differs from the build's in `distDir`, as
 * `{ name, built, now }` (null for unset); [] when they agree or the build recorded none.
 */
export function changedBuildSettings(distDir, env = process.env) {
  let built;
  try {
    built = JSON.parse(fs.readFileSync(path.join(distDir, RECORD), 'utf8'));
  } catch {
    return [];
  }
  const now = valuesOf(env);
  return PRERENDERED_SETTINGS.filter((name) => (built[name] ?? null) !== now[name]).map((name) => ({
    name,
    built: built[name] ?? null,
    now: now[name],
  }));
}

/** One line per changed setting, for the operator. */
export function describeChangedSettings(changes) {
  return changes
    .map(({ name, built, now }) => `${name} is ${now ?? 'unset'} but the build was made with ${built ?? 'it unset'}`)
    .join('; ');
}
