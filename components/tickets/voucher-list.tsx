import type { VoucherView } from '@/lib/commerce/vouchers/vouchers';
import { formatUtc } from './format';

const STATUS_LABEL: Record<VoucherView['status'], string> = { unused: 'Unused', used: 'Used', expired: 'Expired' };

/** The wallet's voucher codes (chat and wheel), each with where it applies and whether it is used. */
export function VoucherList({ vouchers }: { vouchers: VoucherView[] }) {
  return (
    <section aria-labelledby="vouchers-heading" className="panel p-4 sm:p-6">
      <h2 id="vouchers-heading" className="font-display text-xl text-neon-cyan">
        Your vouchers
      </h2>
      <p className="mt-2 text-sm text-dim">
        Codes from the chat bot and the wheel. Each one is used once, and a wallet uses one of each kind.
      </p>
      {vouchers.length === 0 ? (
        <p className="mt-3 text-dim">No vouchers yet — chat with the bot or spin the wheel.</p>
      ) : (
        <ul className="mt-3 grid gap-2" data-testid="voucher-list">
          {vouchers.map((voucher) => (
            <li key={voucher.code} className="rounded border border-neon-yellow/50 bg-panel-2 px-3 py-2 text-sm">
              <span className="font-mono text-neon-yellow">{voucher.code}</span>{' '}
              <span>
                {voucher.percent}% off {voucher.target}
              </span>{' '}
              <span className="text-dim">({STATUS_LABEL[voucher.status]})</span>
              <span className="block text-xs text-dim">
                Use it at {voucher.where}. Expires{' '}
                <time dateTime={voucher.expiresAt}>{formatUtc(voucher.expiresAt)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
