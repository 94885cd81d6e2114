import 'server-only';
import { ListPurpose } from '@/components/catalog/catalog-header';
import { LIST_PURPOSES } from '@/components/catalog/list-purposes';
import { ErrorPanel } from '@/components/errors/error-panel';
import { isExcludedSiteName } from '@/content/catalog';
import { FALLBACK_NOTICE, readScavDomains } from '@/lib/catalog';
import { SCAV_FETCH_FAILED, SLOT_ODDS } from '@/lib/rules/slot-machine';
import { slotEarningsText } from './slot-earnings';
import { ScavRack } from './scav-rack';
import { paymentsEnabled } from '@/lib/integrations/solana-pay';
import { toScavItem, type ScavItem } from './scav-item';

async function loadScav(): Promise<{ items: ScavItem[]; fallback: boolean } | null> {
  try {
    const { domains, source } = await readScavDomains();
    const items = domains.filter((domain) => !isExcludedSiteName(domain.slug)).map(toScavItem);
    return { items, fallback: source === 'fallback' };
  } catch (error) {
    console.error('[scavrack] cannot read the catalogue:', error);
    return null;
  }
}

export async function ScavRackPage() {
  const scav = await loadScav();
  return (
    <div>
      <header className="mb-6">
        <p className="font-mono text-xs uppercase tracking-[0.3em] text-neon-pink">B1 · Underbelly</p>
        <h1 className="mt-2 font-display text-4xl text-ink neon-text">Scav Rack</h1>
        <ListPurpose>{LIST_PURPOSES.scavrack}</ListPurpose>
        <p className="mt-2 max-w-2xl text-dim">
          Cheap names, random prices. Pull the lever and the machine decides:{' '}
          {SLOT_ODDS.map((odds) => `${odds.percent}% ${odds.label}`).join(', ')}. {slotEarningsText()}
        </p>
      </header>
      {scav === null ? (
        <ErrorPanel title={SCAV_FETCH_FAILED} retryHref="/scavrack" />
      ) : (
        <>
          {scav.fallback ? (
            <p className="mb-4 rounded border border-neon-yellow/60 p-3 text-sm text-neon-yellow">{FALLBACK_NOTICE}</p>
          ) : null}
          <ScavRack items={scav.items} paymentsEnabled={paymentsEnabled()} />
        </>
      )}
    </div>
  );
}
