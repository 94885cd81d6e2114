import { IntentLink } from '@/components/navigation/intent-link';
import type { ComponentProps } from 'react';
import ReactMarkdown from 'react-markdown';
import { rehypeHeadingIds } from '@/lib/content/headings';

function MarkdownLink({ href = '', children, ...rest }: ComponentProps<'a'>) {
  delete (rest as { node?: unknown }).node;
  if (href.startsWith('/') || href.startsWith('#')) {
    return (
      <IntentLink href={href} className="text-neon-cyan underline hover:text-ink">
        {children}
      </IntentLink>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="text-neon-cyan underline hover:text-ink">
      {children}
    </a>
  );
}

/** The article's markdown as formatted text. Raw HTML is dropped, never rendered; headings get TOC ids. */
export function ArticleBody({ markdown }: { markdown: string }) {
  return (
    <div className="article-body space-y-5 leading-relaxed text-ink [&_code]:rounded [&_code]:bg-panel-2 [&_code]:px-1 [&_code]:font-mono [&_code]:text-neon-yellow [&_h2]:mt-10 [&_h2]:scroll-mt-24 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:text-neon-cyan [&_h3]:mt-8 [&_h3]:scroll-mt-24 [&_h3]:font-display [&_h3]:text-xl [&_h3]:text-neon-pink [&_li]:ml-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_p]:text-ink/90 [&_ul]:list-disc [&_ul]:space-y-2">
      <ReactMarkdown skipHtml rehypePlugins={[rehypeHeadingIds]} components={{ a: MarkdownLink }}>
        {markdown}
      </ReactMarkdown>
    </div>
  );
}
