function shareUrls(title: string, url: string) {
  return {
    twitter: `https://twitter.com/intent/tweet?${new URLSearchParams({ text: title, url })}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?${new URLSearchParams({ url })}`,
  };
}

/** Twitter and LinkedIn share links (new tab). */
export function ShareLinks({ title, url, label = 'Share' }: { title: string; url: string; label?: string }) {
  const links = shareUrls(title, url);
  const linkClass =
    'rounded border border-edge px-3 py-1.5 font-mono text-xs text-ink hover:border-neon-cyan hover:text-neon-cyan';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="font-mono text-xs uppercase tracking-wider text-dim">{label}</span>
      <a href={links.twitter} target="_blank" rel="noopener noreferrer" className={linkClass}>
        Share on Twitter
      </a>
      <a href={links.linkedin} target="_blank" rel="noopener noreferrer" className={linkClass}>
        Share on LinkedIn
      </a>
    </div>
  );
}
