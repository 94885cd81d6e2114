import Link from 'next/link';

export default function HomePage() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="font-display text-4xl text-neon-cyan">Retailverse</h1>
      <Link href="/basement" className="mt-6 inline-block text-neon-pink underline">
        Start in the Basement
      </Link>
    </main>
  );
}
