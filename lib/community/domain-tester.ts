import 'server-only';
import { CatalogUnavailableError, readDomain } from '../catalog';
import { isDatabaseUnavailable } from '../db';
import { lookupSnsRegistration, snsNameAccountKey, type SnsRegistration } from '../integrations/sns';
import { checkNameSafety } from '../rules/name-safety';
import { badRequest } from '../errors';
import { isExcludedSiteName } from '../rules/site-exclusions';

interface CatalogueMatch {
  inCatalogue: boolean;
  href: string | null;
  status: string | null;
  price: string | null;
}

export interface DomainTestResult {
  name: string;
  displayName: string;
  nameAccount: string;
  registration: SnsRegistration;
  catalogue: CatalogueMatch;
}

async function catalogueMatch(name: string): Promise<CatalogueMatch> {
  const none = { inCatalogue: false, href: null, status: null, price: null };
  if (isExcludedSiteName(name)) return none;
  try {
    const { domain } = await readDomain(name);
    if (!domain) return none;
    return { inCatalogue: true, href: `/domains/${domain.slug}`, status: domain.status, price: domain.price };
  } catch (error) {
    if (isDatabaseUnavailable(error) || error instanceof CatalogUnavailableError) return none;
    throw error;
  }
}

/** POST /api/domain-tester: what the tester found. */
export interface DomainTestAnswer {
  data: DomainTestResult;
}

/** Normalises and vets a typed name, then derives its SNS account, asks the chain and checks our catalogue. */
export async function testDomainName(input: string): Promise<DomainTestResult> {
  const safety = checkNameSafety(input);
  if (!safety.ok) throw badRequest(safety.reason, 'name');
  const nameAccount = snsNameAccountKey(safety.name);
  const [registration, catalogue] = await Promise.all([
    lookupSnsRegistration(nameAccount),
    catalogueMatch(safety.name),
  ]);
  return { name: safety.name, displayName: `${safety.name}.sol`, nameAccount, registration, catalogue };
}
