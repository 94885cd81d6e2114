/** The sweep's description of every API route: what each method takes and who may call it. */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const HTTP_METHODS: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** public: anyone; wallet: needs a session cookie; operator: the operator token, or an operator wallet's session. */
export type Access = 'public' | 'wallet' | 'operator';

/**
 * text: free text (emoji and RTL marks are fine in it); identifier: names, slugs, addresses, e-mails, enums
 * and ids, where invisible or direction-changing characters are wrong; int: non-negative integer;
 * signed-int: an integer that may be negative; boolean.
 */
export type FieldKind = 'text' | 'identifier' | 'int' | 'signed-int' | 'boolean';

export interface FieldSpec {
  kind: FieldKind;
  optional?: boolean;
}

/** Values only known once the sweep's database and session exist. */
export interface SweepContext {
  wallet: string;
  otherWallet: string;
  sellableSlug: string;
  scavSlug: string;
}

interface BaseSpec {
  access: Access;
  /** The route reads the Idempotency-Key header. */
  idempotencyKey?: boolean;
  /** Status the well-formed template request gets (proves each bad case differs from it by one defect). */
  control: number;
}

interface JsonSpec extends BaseSpec {
  input: 'json';
  fields: Record<string, FieldSpec>;
  valid: (context: SweepContext) => Record<string, unknown>;
}

interface QuerySpec extends BaseSpec {
  input: 'query';
  fields: Record<string, FieldSpec>;
  valid: Record<string, string>;
}

/** Takes nothing: GETs answer as if the junk were absent; other methods refuse any body. */
interface NoInputSpec extends BaseSpec {
  input: 'none';
  /** Tables a clean call writes to by design (the sign-in nonce), left out of the unchanged check. */
  writes?: string[];
}

export type MethodSpec = JsonSpec | QuerySpec | NoInputSpec;

export interface RouteSpec {
  /** Relative to the project root, e.g. app/api/contact/route.ts. */
  file: string;
  load: () => Promise<Record<string, unknown>>;
  /** The route has a [slug] segment; which slug the template uses. */
  slug?: (context: SweepContext) => string;
  methods: Partial<Record<Method, MethodSpec>>;
}
