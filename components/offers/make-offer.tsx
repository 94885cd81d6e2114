'use client';

import { useState } from 'react';
import { SignInModal } from '@/components/wallet/sign-in-modal';
import { formatSol, lamportsToSol } from '@/lib/rules/money';
import { OfferForm } from './offer-form';
import { offerSummaryText } from './offer-summary-text';
import { useMakeOffer } from './use-make-offer';

/**
 * "Make an offer" beside Buy, and how many offers wait on the name with the highest (read after the page shows: the
 * page is the same for everyone). A signed-out visitor is asked for a wallet first; wallet code loads only then.
 */
export function MakeOffer({ slug, name }: { slug: string; name: string }) {
  const [open, setOpen] = useState(false);
  const { summary, draft, setDraft, state, submit, pickerOpen, closePicker, onSignedIn } = useMakeOffer(slug);
  const highest = summary?.highestLamports ? formatSol(lamportsToSol(summary.highestLamports)) : null;

  return (
    <div className="inline-flex flex-col items-start gap-1" data-testid="make-offer">
      <button
        type="button"
        onClick={() => setOpen((was) => !was)}
        aria-expanded={open}
        className="inline-flex items-center rounded border border-neon-green px-4 py-2 font-mono text-sm text-neon-green hover:bg-neon-green/10"
      >
        Make an offer
      </button>
      {summary ? (
        <span className="font-mono text-xs text-dim" data-testid="offer-summary">
          {offerSummaryText(summary.open, highest)}
        </span>
      ) : (
        // The summary's line is kept while it loads: appearing, it pushed the rest of the page down.
        <span aria-hidden="true" className="font-mono text-xs">
          {'\u00a0'}
        </span>
      )}
      {open ? (
        <OfferForm
          name={name}
          draft={draft}
          onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
          state={state}
          onSubmit={submit}
        />
      ) : null}
      <SignInModal
        open={pickerOpen}
        onClose={closePicker}
        title="Connect a wallet to make an offer"
        onSignedIn={onSignedIn}
      />
    </div>
  );
}
