import { IntentLink } from '@/components/navigation/intent-link';
import { TOOL_CARDS } from '@/content/tools';

/** The /tools cards and the 'Need a Custom Tool' box. */
export function ToolCards() {
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {TOOL_CARDS.map((tool) => (
          <li key={tool.href}>
            <IntentLink
              href={tool.href}
              className="flex h-full flex-col rounded-xl border border-edge bg-panel p-6 hover:border-neon-cyan"
            >
              <span className="flex items-start justify-between">
                <span aria-hidden="true" className="text-4xl">
                  {tool.emoji}
                </span>
                <span
                  className={`rounded px-2 py-0.5 font-mono text-xs ${tool.status === 'Live' ? 'bg-neon-green/15 text-neon-green' : 'bg-neon-yellow/15 text-neon-yellow'}`}
                >
                  {tool.status}
                </span>
              </span>
              <span className="mt-4 font-display text-lg text-ink">{tool.title}</span>
              <span className="mt-2 text-sm text-dim">{tool.description}</span>
              <span className="mt-auto pt-4 font-mono text-sm text-neon-cyan">Open →</span>
            </IntentLink>
          </li>
        ))}
      </ul>
      <section
        aria-labelledby="custom-tool-heading"
        className="mt-12 rounded-xl border border-neon-purple/50 bg-panel p-6 text-center"
      >
        <h2 id="custom-tool-heading" className="font-display text-xl text-neon-purple">
          Need a Custom Tool?
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-dim">
          Bots, dashboards, mint pages, name analytics: tell us what your domain needs and we will scope it.
        </p>
        <div className="mt-4 flex flex-wrap justify-center gap-3 font-mono text-sm">
          <IntentLink
            href="/submit"
            className="rounded border border-neon-purple px-4 py-2 text-neon-purple hover:bg-neon-purple/10"
          >
            Submit a Request
          </IntentLink>
          <IntentLink href="/contact" className="rounded border border-edge px-4 py-2 text-ink hover:border-neon-cyan">
            Contact Us
          </IntentLink>
        </div>
      </section>
    </>
  );
}
