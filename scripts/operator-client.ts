// Operator commands go through the running server (only it may open the embedded data dir).
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';

export class OperatorError extends Error {}

function operatorToken(): string {
  if (process.env.OPERATOR_TOKEN) return process.env.OPERATOR_TOKEN;
  const file = path.join(process.env.DATA_DIR || './data', 'operator-token');
  let token: string;
  try {
    token = fs.readFileSync(file, 'utf8').trim();
  } catch {
    throw new OperatorError(`No operator token: set OPERATOR_TOKEN, or start the server once so it writes ${file}.`);
  }
  if (!token) throw new OperatorError(`${file} is empty: delete it and restart the server, or set OPERATOR_TOKEN.`);
  return token;
}

export function serverUrl(): string {
  return process.env.OPERATOR_URL || process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`;
}

/**
 * A request with no time limit on the answer (fetch gives up after 5 minutes without headers: the commit of a
 * ten-million-row import takes longer).
 */
function requestUntimed(url: string, init: { method: string; headers: Record<string, string>; body?: string }) {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<Response>((resolve, reject) => {
    const request = client.request(target, { method: init.method, headers: init.headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve(new Response(Buffer.concat(chunks), { status: answer.statusCode ?? 500 })));
      answer.on('error', reject);
    });
    request.on('error', reject);
    request.end(init.body);
  });
}

/**
 * POSTs JSON to an operator endpoint; throws OperatorError with the reason when it cannot. `untimed`: wait for the
 * answer however long it takes.
 */
export async function callOperator<T>(
  endpoint: string,
  body: unknown,
  method = 'POST',
  { untimed = false }: { untimed?: boolean } = {},
): Promise<T> {
  const url = new URL(endpoint, serverUrl()).toString();
  let response: Response;
  try {
    const init = {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${operatorToken()}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    };
    response = await (untimed ? requestUntimed(url, init) : fetch(url, init));
  } catch (error) {
    if (error instanceof OperatorError) throw error;
    throw new OperatorError(
      `Cannot reach the Retailverse server at ${serverUrl()} (${(error as Error).cause ?? (error as Error).message}). ` +
        'Start it with `npm start`, or point OPERATOR_URL at it.',
    );
  }
  const payload = (await response.json().catch(() => ({}))) as T & { error?: { message?: string } };
  if (!response.ok) {
    const err = new OperatorError(payload.error?.message ?? `The server answered ${response.status}.`);
    (err as OperatorError & { payload?: unknown }).payload = payload;
    throw err;
  }
  return payload;
}
