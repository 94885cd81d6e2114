'use client';
import { BASE58_ADDRESS_PATTERN, solanaAddressProblem } from '@/lib/rules/validation';
import { inputClass, labelClass } from './form-parts';

/** What the dossier form sends: its fields trimmed, the empty optional ones as null. */
export function readDossier(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const holder = data.get('domainHolder');
  return {
    walletAddress: text('walletAddress'),
    email: text('email'),
    size: text('size') || null,
    memeText: text('memeText') || null,
    domainHolder: holder === 'yes' ? true : holder === 'no' ? false : null,
  };
}

/** The wallet field: the browser checks the shape, and a mismatch says what is wrong with the address. */
export function WalletAddressField() {
  return (
    <div>
      <label htmlFor="walletAddress" className={labelClass}>
        Solana wallet address *
      </label>
      <input
        id="walletAddress"
        name="walletAddress"
        type="text"
        required
        pattern={BASE58_ADDRESS_PATTERN}
        title="A Solana address: 32-44 base58 characters"
        onInvalid={(event) => {
          const input = event.currentTarget;
          input.setCustomValidity(input.validity.patternMismatch ? (solanaAddressProblem(input.value) ?? '') : '');
        }}
        onInput={(event) => event.currentTarget.setCustomValidity('')}
        autoComplete="off"
        spellCheck={false}
        className={inputClass}
        placeholder="7xKX…sAsU"
      />
    </div>
  );
}
