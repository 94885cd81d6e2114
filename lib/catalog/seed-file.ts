import fs from 'node:fs';
import path from 'node:path';
import { parseCatalogFile } from './import-file';
import type { DomainSeed } from './seed-schema';

/**
 * The seed catalogue: a data file read by the same parser and checks as `npm run catalog:import`
 * (docs/architecture.md "The seed catalogue"). Paths are from the project root, where every command runs.
 */
const SEED_CATALOG_FILE = path.join('content', 'catalog', 'domains.json');

let loaded: DomainSeed[] | undefined;

/** The seed file's domains, validated; a bad seed file stops the server with the line that is wrong. */
export function readSeedCatalog(file = SEED_CATALOG_FILE): DomainSeed[] {
  if (file === SEED_CATALOG_FILE && loaded) return loaded;
  const parsed = parseCatalogFile(fs.readFileSync(path.resolve(process.cwd(), file), 'utf8'), 'json');
  if (!parsed.ok) {
    const [first] = parsed.errors;
    throw new Error(`The seed catalogue ${file} is invalid: line ${first?.line}: ${first?.message}`);
  }
  if (file === SEED_CATALOG_FILE) loaded = parsed.records;
  return parsed.records;
}
