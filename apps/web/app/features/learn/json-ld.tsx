/**
 * Structured data for search engines. A JSON data block is not script, so the CSP does not apply; `<` is
 * escaped so content can never close the element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with < escaped, not executable
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}

/** Plain text of an answer's HTML (tags dropped, the entities our Markdown renderer emits decoded). */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * FAQPage for the questions on a page. Built while rendering from the answers' HTML, so the page's data
 * does not carry every answer a second time.
 */
export function faqPageJsonLd(items: { ques: string; html: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.ques,
      acceptedAnswer: { "@type": "Answer", text: plainText(item.html) },
    })),
  };
}
