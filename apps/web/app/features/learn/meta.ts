import { pageTitle } from "../../ui/page-title.ts";
/** Title, description and Open Graph tags for a page, from its loader data. */
export function pageMeta(
  data: { title: string; description: string; noindex?: boolean; ogType?: string } | undefined,
) {
  if (!data) return [];
  return [
    { title: pageTitle(data.title) },
    { name: "description", content: data.description },
    { property: "og:title", content: data.title },
    { property: "og:description", content: data.description },
    { property: "og:type", content: data.ogType ?? "website" },
    ...(data.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
