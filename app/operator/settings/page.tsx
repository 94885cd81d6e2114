import type { Metadata } from 'next';
import { ConsoleHeading } from '@/components/operator/console-heading';
import { ModeSwitch } from '@/components/operator/mode-switch';
import { OperatorList } from '@/components/operator/operator-list';
import { requireConsole } from '@/components/operator/require-console';
import { SettingsSection, SecretList } from '@/components/operator/settings-sections';
import { SettingsForm } from '@/components/operator/settings-form';
import { WelcomeGrantForm } from '@/components/operator/welcome-grant-form';
import { listOperators, operatorRole } from '@/lib/auth/operators';
import { env } from '@/lib/env';
import { FEEDBACK_REWARD, MAX_WELCOME_GRANT, REFERRAL_REWARD } from '@/lib/rules/rewards';
import { PURCHASE_EARNING } from '@/lib/rules/tickets';
import { readSettingsPage } from '@/lib/settings';
import { welcomeGrantAmount } from '@/lib/tickets';

export const metadata: Metadata = { title: 'Settings' };

/** The mall's settings, its operators, and the switch between test and live sales (docs/operators.md "Settings"). */
export default async function ConsoleSettingsPage() {
  const wallet = await requireConsole();
  const [page, operators, role, welcomeGrant] = await Promise.all([
    readSettingsPage(),
    listOperators(),
    operatorRole(wallet),
    welcomeGrantAmount(),
  ]);
  return (
    <>
      <ConsoleHeading title="Settings">
        Stored in the database and used by every process within a second; a setting the environment sets wins and is
        shown locked. Every change is in the audit log.
      </ConsoleHeading>
      <div className="grid gap-6">
        <SettingsSection id="mode-heading" title="Test mode and live sales">
          <ModeSwitch mode={page.mode} locked={env().SOLANA_CLUSTER ? 'SOLANA_CLUSTER' : null} />
        </SettingsSection>
        <SettingsSection id="settings-heading" title="Settings">
          <p className="mb-3 font-mono text-sm" data-testid="seller-now">
            Payments go to: {page.seller ?? 'nobody yet (set a seller wallet, or claim the shop)'}
            {page.seller && page.seller === page.owner ? ' (the owner’s wallet)' : ''}
          </p>
          <SettingsForm settings={page.settings} />
        </SettingsSection>
        <SettingsSection id="rewards-heading" title="Rewards">
          <p className="font-mono text-sm text-dim" data-testid="fixed-rewards">
            Fixed: purchases {PURCHASE_EARNING}, feedback {FEEDBACK_REWARD} RT, referrals {REFERRAL_REWARD} RT. The
            welcome grant is yours to set (audited, before and after).
          </p>
          <WelcomeGrantForm amount={welcomeGrant} max={MAX_WELCOME_GRANT} />
        </SettingsSection>
        <SettingsSection id="secrets-heading" title="Secrets">
          <SecretList secrets={page.secrets} />
        </SettingsSection>
        <SettingsSection id="operators-heading" title="Operators">
          <OperatorList operators={operators} owner={role === 'owner'} />
        </SettingsSection>
      </div>
    </>
  );
}
