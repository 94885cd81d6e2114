import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '../db';
import { LISTINGS_DOWN, LISTINGS_OK, type SystemStatus } from '../rules/status-badge';

export function formatUptime(seconds: number): string {
  const s = Math.floor(seconds);
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  return d > 0 ? `${d}d ${h}h ${m}m` : h > 0 ? `${h}h ${m}m` : `${m}m ${s % 60}s`;
}

/** The real values behind /api/status.json. */
export async function readSystemStatus(): Promise<SystemStatus> {
  const base = {
    uptime: formatUptime(process.uptime()),
    lastDeployed: process.env.BUILD_TIME ?? new Date().toISOString(),
  };
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return { ...LISTINGS_OK, ...base };
  } catch {
    return { ...LISTINGS_DOWN, ...base };
  }
}
