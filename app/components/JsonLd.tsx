import { serializeJsonLd } from "~/lib/json-ld";
import { useNonce } from "~/lib/nonce";

/**
 * Structured data for search engines: one `<script type="application/ld+json">`
 * carrying the CSP nonce. The JSON is escaped by `serializeJsonLd`, so no value
 * can break out of the script element.
 *
 *   <JsonLd data={{ "@context": "https://schema.org", "@type": "Organization", ... }} />
 */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // Escaped by serializeJsonLd: the content cannot close the element.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
