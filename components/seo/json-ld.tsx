/**
 * JSON for a <script type="application/ld+json"> element. Every '<' is escaped so no value can close the
 * script element ('</script>') or open a comment; U+2028/U+2029 are escaped for old parsers.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Structured data as <script type="application/ld+json">, with '<' escaped. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
