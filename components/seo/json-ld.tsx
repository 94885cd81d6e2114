import { serializeJsonLd } from '@/lib/seo/json-ld';

/** Structured data as <script type="application/ld+json">, with '<' escaped. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
