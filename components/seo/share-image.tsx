import { ImageResponse } from 'next/og';
import { notFound } from 'next/navigation';
import { readDomain } from '@/lib/catalog';
import type { Domain } from '@/lib/catalog/types';
import { domainStatusColor } from '@/components/catalog/badge-colors';
import { domainStatusLabel } from '@/lib/rules/status-label';
import { parseSlugParam } from '@/lib/seo/urls';
import { PRODUCT_NAME } from '@/lib/site';

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

const STATUS_HEX = { green: '#4ade80', red: '#f87171', yellow: '#facc15', grey: '#a3adc2' } as const;

/** The share card: product name, the domain name, its price and its status. No remote fonts or emoji. */
export function shareCard(title: string, price: string | null, status: string | null, kicker: string) {
  const color = status ? STATUS_HEX[domainStatusColor(status)] : STATUS_HEX.grey;
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 64,
        background: 'linear-gradient(135deg, #05060a 0%, #141826 60%, #2a0f24 100%)',
        color: '#e8ecf4',
      }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 32, color: '#22d3ee' }}>
        <span>{PRODUCT_NAME}</span>
        <span style={{ color: '#ff5fb8' }}>{kicker}</span>
      </div>
      <div style={{ display: 'flex', fontSize: title.length > 18 ? 80 : 110, fontWeight: 700, color: '#22d3ee' }}>
        {title}
      </div>
      <div style={{ display: 'flex', gap: 32, alignItems: 'center', fontSize: 44 }}>
        {price ? <span style={{ color: '#4ade80' }}>{price}</span> : null}
        {status ? (
          <span
            style={{
              display: 'flex',
              border: `4px solid ${color}`,
              color,
              borderRadius: 999,
              padding: '8px 28px',
              fontSize: 36,
            }}
          >
            {domainStatusLabel(status)}
          </span>
        ) : null}
      </div>
    </div>,
    SHARE_IMAGE_SIZE,
  );
}

/** The share image of a domain page; an unknown slug is a 404 and an unreachable catalogue a plain card. */
export async function domainShareImage(rawSlug: string, kicker: string) {
  const slug = parseSlugParam(rawSlug);
  if (!slug) notFound();
  let domain: Domain | null;
  try {
    domain = (await readDomain(slug)).domain;
  } catch {
    return shareCard(`${slug}.sol`, null, null, kicker);
  }
  if (!domain) notFound();
  return shareCard(domain.name, domain.price, domain.status, kicker);
}
