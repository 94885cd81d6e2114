import { ConsoleForbidden } from '@/components/operator/console-refusal';

/** 403 of the operator console (components/operator/require-console.ts): the wallet is not an operator's. */
export default function Forbidden() {
  return <ConsoleForbidden />;
}
