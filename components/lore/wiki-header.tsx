import Link from 'next/link';

/** The wiki page header: logo to /, then How to Navigate, Domains and Vault. */
export function WikiHeader() {
  const link = 'rounded px-2 py-1 font-mono text-sm text-dim hover:text-neon-cyan';
  return (
    <header className="mb-8 flex flex-wrap items-center justify-between gap-4 border-b border-edge pb-4">
      <Link href="/" className="flex items-center gap-2" aria-label="Retailverse home">
        {/* eslint-disable-next-line @next/next/no-img-element -- tiny local SVG */}
        <img src="/images/logo.svg" alt="" width={32} height={32} />
        <span className="font-display text-lg text-neon-cyan">Retailverse</span>
      </Link>
      <nav aria-label="Wiki">
        <ul className="flex flex-wrap gap-2">
          <li><Link href="/guide" className={link}>How to Navigate</Link></li>
          <li><Link href="/domains" className={link}>Domains</Link></li>
          <li><Link href="/vault" className={link}>Vault</Link></li>
        </ul>
      </nav>
    </header>
  );
}
