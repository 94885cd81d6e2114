import fs from 'node:fs';
import path from 'node:path';

// Settings that the pages prerendered at build carry in their HTML (canonical addresses, the seller's social
// link). The build records them; a server started with other values serves pages that still show the old ones.

const PRERENDERED_SETTINGS = ['SITE_URL', 'SELLER_SOCIAL_URL'];
/** @typedef {Record<string, string | undefined>} Env */
/**
 * A prerendered setting whose value now differs from the build's (null for unset).
 * @typedef {object} ChangedSetting
 * @property {string} name
 * @property {string | null} built
 * @property {string | null} now
 */

const RECORD = 'retailverse-build-settings.json';

/**
 * @param {Env} env
 * @returns {Record<string, string | null>}
 */
function valuesOf(env) {
  return Object.fromEntries(PRERENDERED_SETTINGS.map((name) => [name, env[name] || null]));
}

/**
 * Records the settings a build in `distDir` was made with.
 * @param {string} distDir
 * @param {Env} [env]
 */
export function recordBuildSettings(distDir, env = process.env) {
  fs.writeFileSync(path.join(distDir, RECORD), `${JSON.stringify(valuesOf(env), null, 2)}\n`);
}

/**
 * The prerendered settings whose value in `env` differs from the build's in `distDir`, as
 * `{ name, built, now }` (null for unset); [] when they agree or the build recorded none.
 * @param {string} distDir
 * @param {Env} [env]
 * @returns {ChangedSetting[]}
 */
export function changedBuildSettings(distDir, env = process.env) {
  /** @type {Record<string, string | null | undefined>} */
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

/**
 * One line per changed setting, for the operator.
 * @param {ChangedSetting[]} changes
 * @returns {string}
 */
export function describeChangedSettings(changes) {
  return changes
    .map(({ name, built, now }) => `${name} is ${now ?? 'unset'} but the build was made with ${built ?? 'it unset'}`)
    .join('; ');
}
