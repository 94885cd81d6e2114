/** Direct-message links to the seller's social account, with prefilled text (docs/product.md §2 Buy for fudscience, /upgrade). */

/** The text of the Buy message for a domain. */
export function buyMessage(domainName: string): string {
  return `Hi! I'd like to buy ${domainName} from the Retailverse. Is it still available?`;
}

/**
 * A link that opens a direct message to the account behind `socialUrl` with `text` filled in:
 * X/Twitter profiles open the X message composer, Telegram profiles open the chat with the text; any other
 * link (or one that is not http/https) is returned as it is, or null when it is not a URL at all.
 */
export function directMessageUrl(socialUrl: string, text: string): string | null {
  let url: URL;
  try {
    url = new URL(socialUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^www\./, '').toLowerCase();
  const handle = url.pathname.split('/').filter(Boolean)[0];
  if ((host === 'x.com' || host === 'twitter.com') && handle) {
    const compose = new URL('https://x.com/messages/compose');
    compose.searchParams.set('screen_name', handle);
    compose.searchParams.set('text', text);
    return compose.toString();
  }
  if (host === 't.me' && handle) {
    const chat = new URL(`https://t.me/${encodeURIComponent(handle)}`);
    chat.searchParams.set('text', text);
    return chat.toString();
  }
  return url.toString();
}

/** docs/product.md §2: for these domains Buy opens a direct message to the seller; for all others it links to /marketplace. */
const DIRECT_MESSAGE_BUY_SLUGS: readonly string[] = ['fudscience'];

export function buysByDirectMessage(slug: string): boolean {
  return DIRECT_MESSAGE_BUY_SLUGS.includes(slug);
}
