import { ReloadOnSignIn } from '@/components/operator/reload-on-sign-in';
import { ConnectPrompt } from '@/components/tickets/connect-prompt';

/** 401 of the operator console (components/operator/require-console.ts): no wallet is signed in. */
export default function Unauthorized() {
  return (
    <main className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="mb-6 font-display text-3xl text-neon-cyan">Operator console</h1>
      <ReloadOnSignIn />
      <ConnectPrompt why="Sign in with an operator wallet to open the console." />
    </main>
  );
}
