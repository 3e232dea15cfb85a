import { pageTitle } from "../../ui/page-title.ts";
/** The meta tags of a calculator page, from the title and description its loader translated. */
export function calculatorMeta(data: { title: string; description: string } | undefined) {
  return [
    { title: pageTitle(data?.title) },
    { name: "description", content: data?.description },
    { property: "og:title", content: data?.title },
    { property: "og:description", content: data?.description },
    { property: "og:type", content: "website" },
  ];
}
