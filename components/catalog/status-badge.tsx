import { domainStatusLabel } from '@/lib/rules/status-label';
import { domainStatusColor, type BadgeColor } from './badge-colors';

export const BADGE_CLASSES: Record<BadgeColor, string> = {
  green: 'border-neon-green/70 bg-neon-green/10 text-neon-green',
  red: 'border-neon-red/70 bg-neon-red/10 text-neon-red',
  yellow: 'border-neon-yellow/70 bg-neon-yellow/10 text-neon-yellow',
  grey: 'border-edge bg-panel-2 text-dim',
};

/** docs/product.md §4: available green, sold red, coming-soon yellow, anything else grey. */
export function StatusBadge({ status }: { status: string }) {
  const color = domainStatusColor(status);
  return (
    <span
      data-testid="status-badge"
      data-color={color}
      className={`inline-block rounded-full border px-2.5 py-0.5 font-mono text-xs uppercase tracking-wide ${BADGE_CLASSES[color]}`}
    >
      {domainStatusLabel(status)}
    </span>
  );
}
