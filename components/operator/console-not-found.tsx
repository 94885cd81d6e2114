import Link from 'next/link';
import { ConsoleHeading } from './console-heading';

/**
 * A console page's 404 (an order or a name that does not exist), rendered by the page with its status rather than
 * thrown: notFound() before the first flush is an empty document without JavaScript.
 */
export function ConsoleNotFound({
  title,
  message,
  backHref,
  backLabel,
}: {
  title: string;
  message: string;
  backHref: string;
  backLabel: string;
}) {
  return (
    <>
      <ConsoleHeading title={title}>{message}</ConsoleHeading>
      <p className="font-mono text-sm">
        <Link href={backHref} className="text-neon-cyan hover:underline">
          {backLabel}
        </Link>
      </p>
    </>
  );
}
