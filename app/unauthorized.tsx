import { ConsoleSignIn } from '@/components/operator/console-refusal';

/** 401 of the operator console (components/operator/require-console.ts): no wallet is signed in. */
export default function Unauthorized() {
  return <ConsoleSignIn />;
}
