import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { VOUCHER_MESSAGES } from '@/lib/rules/vouchers';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => {} }) }));
const { CheckoutForm } = await import('@/components/checkout/checkout-form');

const render = (props: { minting: boolean; signedIn: boolean; paidOrderId?: string; closedNoteId?: string }) =>
  renderToStaticMarkup(
    createElement(CheckoutForm, { slug: 'anchorworks', name: 'anchorworks.sol', priceLabel: '0.69 SOL', ...props }),
  );

describe('CheckoutForm', () => {
  it('asks no e-mail when minting is off: the buyer pays and the name is delivered', () => {
    const html = render({ minting: false, signedIn: true });
    expect(html).not.toContain('checkout-email');
    expect(html).not.toContain('Mint');
    expect(html).toContain('Buy · 0.69 SOL');
    expect(html).toContain('the name is delivered once the payment is confirmed');
  });

  it('with minting on, the e-mail is optional before paying and required to mint a paid name', () => {
    const unpaid = render({ minting: true, signedIn: true });
    expect(unpaid).toContain('Buy &amp; Mint · 0.69 SOL');
    expect(unpaid).toMatch(/<input id="checkout-email"(?![^>]*required)[^>]*>/);
    expect(unpaid).toContain('Optional for paying');
    const paid = render({ minting: true, signedIn: false, paidOrderId: '00000000-0000-4000-8000-000000000000' });
    expect(paid).toMatch(/<input id="checkout-email"[^>]*required/);
    expect(paid).not.toContain('checkout-voucher');
  });

  it('tells a signed-out visitor to sign in for a voucher, and a signed-in one how it applies', () => {
    expect(render({ minting: true, signedIn: false })).toContain(VOUCHER_MESSAGES.signIn);
    expect(render({ minting: true, signedIn: false })).not.toContain('Signed in with your wallet');
    expect(render({ minting: true, signedIn: true })).toContain('Signed in with your wallet: the discount is fixed');
  });

  it('on a mall that cannot sell, Buy is off and points to the note, and there is no voucher field', () => {
    const closed = render({ minting: false, signedIn: true, closedNoteId: 'checkout-payments-note' });
    expect(closed).toMatch(/<button type="submit" disabled=""[^>]*aria-describedby="checkout-payments-note"/);
    expect(closed).not.toContain('checkout-voucher');
    expect(render({ minting: false, signedIn: true })).toContain('checkout-voucher');
  });
});
