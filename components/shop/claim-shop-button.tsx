'use client';

import { useState } from 'react';
import { apiRequest } from '@/components/api/client';
import { Button } from '@/components/ui/button';
import { useFormState } from '@/components/ui/use-form-state';

/** 2. Claims the shop for the signed-in wallet (POST /api/setup with the link's code). */
export function ClaimShopButton({ code }: { code: string }) {
  const form = useFormState();
  const [claimed, setClaimed] = useState(false);
  async function claim() {
    const answer = await form.submit(() =>
      apiRequest<{ owner: string }>('/api/setup', { method: 'POST', body: { code } }),
    );
    if (answer) setClaimed(true);
  }
  if (claimed) {
    return (
      <p role="status" className="font-mono text-sm text-neon-green" data-testid="shop-claimed">
        You own this shop. Next:{' '}
        <a href="/operator/settings" className="text-neon-cyan underline">
          open the console’s settings
        </a>
        .
      </p>
    );
  }
  return (
    <div className="grid gap-2">
      <Button variant="danger" className="w-fit" onClick={claim} disabled={form.saving}>
        {form.saving ? 'Claiming…' : '2. Claim this shop'}
      </Button>
      {form.state.kind === 'error' ? (
        <p role="alert" className="font-mono text-sm text-neon-pink">
          {form.state.message}
        </p>
      ) : null}
    </div>
  );
}
