import { describe, expect, it } from 'vitest';
import {
  DOMAIN_NAME_REQUIRED,
  INVALID_EMAIL,
  PAYMENT_CONFIRMED,
  PAYMENT_RECEIVED,
  PREVIEW_COLLAPSED_PX,
  PREVIEW_EXPANDED_VH,
  solanaAddressProblem,
  REQUEST_FORM_DELAY_MS,
  TOAST_MS,
  TRANSACTION_FAILED,
  WAITLIST_DELAY_MS,
  canStartDomainTest,
  checkoutEmailError,
  isEmailFormat,
  isSendableChatMessage,
  isSolanaAddressShape,
  isWaitlistEmail,
  requireConnectedWallet,
  requireDomainName,
  requireRecipient,
} from '../../../lib/rules/validation';

describe('§5 messages', () => {
  it('are quoted exactly', () => {
    expect(requireConnectedWallet(false)).toBe('Please connect your wallet first');
    expect(requireRecipient(' ')).toBe('Please enter a recipient address');
    expect(DOMAIN_NAME_REQUIRED).toBe('Please enter your domain name');
    expect(INVALID_EMAIL).toBe('Enter a valid email');
    expect(TRANSACTION_FAILED).toBe('Transaction failed. Please try again.');
    expect(PAYMENT_RECEIVED).toBe("Payment received. We'll transfer the domain shortly.");
    expect(PAYMENT_CONFIRMED).toBe('Payment Confirmed!');
  });
});

describe('e-mail rules', () => {
  it('waitlist: non-empty and containing @', () => {
    expect(isWaitlistEmail('a@b')).toBe(true);
    expect(isWaitlistEmail('')).toBe(false);
    expect(isWaitlistEmail('   ')).toBe(false);
    expect(isWaitlistEmail('no-at-sign')).toBe(false);
  });

  it("checkout: contains @, else 'Enter a valid email'", () => {
    expect(checkoutEmailError('x@y.z')).toBeNull();
    expect(checkoutEmailError('xy.z')).toBe('Enter a valid email');
    expect(checkoutEmailError('x@y')).toBeNull();
    // An address the server would refuse gets the same message in the browser, not the server's field error.
    expect(checkoutEmailError('a@')).toBe('Enter a valid email');
    expect(checkoutEmailError('a b@c.d')).toBe('Enter a valid email');
  });

  it('merch: e-mail format as the browser checks it', () => {
    expect(isEmailFormat('punk@retailverse.sol')).toBe(true);
    expect(isEmailFormat('punk@localhost')).toBe(true);
    expect(isEmailFormat('punk@')).toBe(false);
    expect(isEmailFormat('punk @x.io')).toBe(false);
    expect(isEmailFormat('@x.io')).toBe(false);
  });
});

describe('required fields', () => {
  it('recipient blank after trimming', () => {
    expect(requireRecipient('   ')).toBe('Please enter a recipient address');
    expect(requireRecipient(undefined)).toBe('Please enter a recipient address');
    expect(requireRecipient(' 7xKp ')).toBeNull();
  });

  it('wallet connected and domain name present', () => {
    expect(requireConnectedWallet(false)).toBe('Please connect your wallet first');
    expect(requireConnectedWallet(true)).toBeNull();
    expect(requireDomainName(' ')).toBe('Please enter your domain name');
    expect(requireDomainName('jpegdealer.sol')).toBeNull();
  });

  it('domain tester, chat and address shape', () => {
    expect(canStartDomainTest('x.sol', false)).toBe(true);
    expect(canStartDomainTest(' ', false)).toBe(false);
    expect(canStartDomainTest('x.sol', true)).toBe(false);
    expect(isSendableChatMessage(' \n\t')).toBe(false);
    expect(isSendableChatMessage('gm')).toBe(true);
    expect(isSolanaAddressShape('So11111111111111111111111111111111111111112')).toBe(true);
    expect(isSolanaAddressShape('0OIl11111111111111111111111111111')).toBe(false);
    expect(isSolanaAddressShape('short')).toBe(false);
  });
});

describe('UI timings', () => {
  it('waitlist 1.5 s, request form 1 s, toast 3 s, preview 400px / 80vh', () => {
    expect([WAITLIST_DELAY_MS, REQUEST_FORM_DELAY_MS, TOAST_MS]).toEqual([1500, 1000, 3000]);
    expect([PREVIEW_COLLAPSED_PX, PREVIEW_EXPANDED_VH]).toEqual([400, 80]);
  });
});

describe('solanaAddressProblem', () => {
  it('says in words what is wrong with a typed Solana address', () => {
    expect(solanaAddressProblem('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')).toBeNull();
    expect(solanaAddressProblem('9xQeWvG816')).toBe('A Solana address has 32 to 44 characters; this one has 10.');
    expect(solanaAddressProblem('0xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')).toBe(
      "'0' is not in a Solana address: it uses base58 letters and digits, without 0, O, I and l.",
    );
    expect(solanaAddressProblem('9xQe WvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')).toBe(
      'A Solana address has no spaces.',
    );
  });
});
