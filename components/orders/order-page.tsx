import 'server-only';
import QRCode from 'qrcode';
import { TestModeRibbon } from '../layout/test-mode-ribbon';
import { IntentLink } from '@/components/navigation/intent-link';
import type { OrderStatusView } from '@/lib/commerce/orders/order-status';
import { mintingConfigured } from '@/lib/integrations/minting';
import {
  CONFIRMING_TEXT,
  DELIVERY_STAGE_TEXT,
  PAID_AFTER_EXPIRY,
  PAID_IN_TIME_LOST_NAME,
} from '@/lib/rules/buyer-view';
import { secondsLeft } from '@/lib/rules/payments';
import { formatSol, formatUsd, lamportsToSol, solToUsd } from '@/lib/rules/money';
import { OrderCountdown } from './order-countdown';
import { OrderStatusWatcher } from './order-status-watcher';
import { PayWithWallet } from './pay-with-wallet';

interface OrderPageProps {
  order: OrderStatusView;
  usdPerSol: number;
  chain: string;
  pageUrl: string;
  /** The custody wallet is transferring the name (docs/payments.md "Delivery"): the page watches until it is done. */
  delivering?: boolean;
}

const shortKey = (key: string) => `${key.slice(0, 6)}…${key.slice(-6)}`;

/** The order page: what to pay and how (QR, wallet, deep links), its live status, and the receipt once paid. */
export async function OrderPage({ order, usdPerSol, chain, pageUrl, delivering = false }: OrderPageProps) {
  const sol = Number(order.amount);
  const waiting = order.status === 'awaiting_payment';
  const qr = waiting
    ? await QRCode.toString(order.url, { type: 'svg', margin: 1, color: { dark: '#05060a', light: '#ffffff' } })
    : null;
  return (
    <div className="mx-auto max-w-2xl" data-testid="order-page">
      <p className="font-mono text-xs uppercase tracking-[0.3em] text-neon-pink">Order</p>
      <h1 className="mt-2 break-all font-display text-3xl text-ink">{order.domain}</h1>
      <p className="mt-2 font-mono text-sm">
        Status:{' '}
        <strong data-testid="order-status" className={waiting ? 'text-neon-yellow' : 'text-neon-green'}>
          {order.status === 'confirming' ? (
            <span aria-hidden="true" className="mr-1 inline-block animate-spin" data-testid="order-spinner">
              ◌
            </span>
          ) : null}
          {order.statusLabel}
        </strong>
      </p>
      {order.mode === 'test' ? (
        <div className="mt-3">
          <TestModeRibbon variant="compact" />
        </div>
      ) : null}
      <p className="mt-4 font-mono text-2xl text-neon-green" data-testid="order-amount">
        {formatSol(sol, 9)} <span className="text-base text-dim">≈ {formatUsd(solToUsd(sol, usdPerSol))}</span>
      </p>

      {waiting ? (
        <section aria-labelledby="pay-heading" className="mt-6 panel p-6">
          <h2 id="pay-heading" className="font-display text-xl text-ink">
            Pay with Solana Pay
          </h2>
          <p className="mt-1 text-sm text-dim">
            Time left to pay:{' '}
            <OrderCountdown expiresAt={order.expiresAt} initialSeconds={secondsLeft(order.expiresAt, new Date())} />.
            The name is held for you until then.
          </p>
          <div className="mt-4 grid gap-6 sm:grid-cols-[200px_1fr]">
            <div
              role="img"
              aria-label={`QR code: a Solana Pay request for ${formatSol(sol, 9)}`}
              className="w-[200px] rounded bg-white p-2"
              data-testid="order-qr"
              dangerouslySetInnerHTML={{ __html: qr ?? '' }}
            />
            <div className="flex flex-col gap-3">
              {order.mode === 'test' ? <TestModeRibbon variant="compact" /> : null}
              <p className="text-sm text-dim">Scan with a wallet app on your phone, or pay from this browser:</p>
              <PayWithWallet orderId={order.id} chain={chain} pageUrl={pageUrl} />
              <a href={order.url} className="font-mono text-xs text-neon-cyan underline">
                Open the payment request in a wallet app
              </a>
            </div>
          </div>
          <OrderStatusWatcher
            orderId={order.id}
            status={order.status}
            countedLamports={order.countedLamports}
            initialNotice={order.notice}
          />
        </section>
      ) : null}

      {order.status === 'confirming' ? (
        <section className="mt-6 rounded-lg border border-neon-yellow/60 p-4" data-testid="order-confirming">
          <p className="text-sm text-neon-yellow">{CONFIRMING_TEXT}</p>
          <OrderStatusWatcher
            orderId={order.id}
            status={order.status}
            countedLamports={order.countedLamports}
            initialNotice={null}
          />
        </section>
      ) : null}

      {order.status === 'paid' || order.status === 'delivering' || order.status === 'fulfilled' ? (
        <section
          aria-labelledby="receipt-heading"
          className="mt-6 rounded-lg border border-neon-green/60 bg-neon-green/5 p-6"
          data-testid="order-receipt"
        >
          <h2 id="receipt-heading" className="font-display text-xl text-neon-green">
            Receipt
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 font-mono text-sm">
            <dt className="text-dim">Name</dt>
            <dd>{order.domain}</dd>
            <dt className="text-dim">Paid</dt>
            <dd>{formatSol(lamportsToSol(order.paidLamports ?? order.amountLamports), 9)}</dd>
            <dt className="text-dim">From</dt>
            <dd title={order.buyer ?? ''}>{order.buyer ? shortKey(order.buyer) : '—'}</dd>
            <dt className="text-dim">Transaction</dt>
            <dd className="break-all">{order.signature}</dd>
          </dl>
          {order.delivery ? (
            <p className="mt-3 text-sm text-dim" data-testid="order-delivery">
              {DELIVERY_STAGE_TEXT[order.delivery.stage]}
              {order.delivery.stage === 'transferring'
                ? ' Your Retail Tickets for the purchase are credited to the paying wallet.'
                : ''}
              {order.delivery.signature && order.delivery.explorerUrl ? (
                <>
                  {' '}
                  <a
                    href={order.delivery.explorerUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="break-all text-neon-cyan underline"
                  >
                    Transfer {shortKey(order.delivery.signature)}
                  </a>
                </>
              ) : null}
            </p>
          ) : null}
          {order.delivery?.stage === 'transferring' && (delivering || order.status === 'delivering') ? (
            <OrderStatusWatcher
              orderId={order.id}
              status={order.status}
              countedLamports={order.countedLamports}
              initialNotice="Transferring the name to your wallet…"
            />
          ) : null}
          {/* Offered only where this mall mints (the settings: docs/operators.md "Settings"). */}
          {mintingConfigured() ? (
            <p className="mt-3 font-mono text-sm">
              <IntentLink href={`/checkout/${order.slug}?order=${order.id}`} className="text-neon-cyan underline">
                Mint the NFT to your e-mail
              </IntentLink>
            </p>
          ) : null}
        </section>
      ) : null}
      {order.status === 'expired' ? (
        <p className="mt-6 rounded border border-neon-yellow/60 p-4 text-neon-yellow" data-testid="order-expired">
          This order expired before it was paid. The name is free again: you can open a new order from its page.
          {order.notice ? ` ${order.notice}` : ''}
        </p>
      ) : null}
      {order.status === 'paid_late' ? (
        <p className="mt-6 rounded border border-neon-yellow/60 p-4 text-neon-yellow">
          {order.late === 'in_time' ? PAID_IN_TIME_LOST_NAME : (order.rejection ?? PAID_AFTER_EXPIRY)} The name was not
          sold to you: we refund{' '}
          {order.owedLamports !== '0' ? `${formatSol(lamportsToSol(order.owedLamports), 9)} ` : ''}to the paying wallet.
          Contact us with this order page if you have a question.
        </p>
      ) : null}
      {order.status !== 'paid_late' && order.owedLamports !== '0' ? (
        <p className="mt-6 rounded border border-neon-yellow/60 p-4 text-neon-yellow" data-testid="order-refund-due">
          Refund due: {formatSol(lamportsToSol(order.owedLamports), 9)} goes back to the wallet that paid it.
        </p>
      ) : null}
      {order.refunds.length ? (
        <p className="mt-6 rounded border border-edge p-4 text-dim" data-testid="order-refunded">
          {order.status === 'refunded' ? 'This order was refunded: ' : 'Refunded so far: '}
          {formatSol(lamportsToSol(order.refundedLamports), 9)} sent back (
          <a
            href={order.refunds.at(-1)!.explorerUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="break-all text-neon-cyan underline"
          >
            transaction {shortKey(order.refunds.at(-1)!.signature)}
          </a>
          ).
        </p>
      ) : order.status === 'refunded' ? (
        <p className="mt-6 rounded border border-edge p-4 text-dim" data-testid="order-refunded">
          This order was refunded.
        </p>
      ) : null}
      <p className="mt-6 font-mono text-sm">
        <IntentLink href={`/domains/${order.slug}`} className="text-neon-cyan hover:underline">
          ← Back to {order.domain}
        </IntentLink>
      </p>
    </div>
  );
}
