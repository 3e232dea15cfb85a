import { appContext } from "../context.ts";
import { siteOrigin } from "../features/learn/learn.server.ts";
import {
  BANK_PAGE_KINDS,
  BANK_PAGE_SLUGS,
  bankPagePath,
  CITY_PRODUCTS,
  PRODUCT_PAGE_SLUGS,
  STATIC_PUBLIC_PATHS,
} from "../features/pages/paths.ts";
import { type Locale, localePath } from "../i18n/locale.ts";
import type { Route } from "./+types/sitemap";

interface Entry {
  path: string;
  locales: Locale[];
  lastModified?: string | undefined;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Every public page of the site in each of its languages, with hreflang alternates (sitemaps.org). */
export async function sitemapEntries(context: Route.LoaderArgs["context"]): Promise<Entry[]> {
  const { deps } = context.get(appContext);
  const [content, cities, lenders] = await Promise.all([
    deps.content.get(),
    deps.data.get("cities.json"),
    deps.data.get("lenders.json"),
  ]);
  const both: Locale[] = ["en", "hi"];
  const withPersonal = new Set(lenders.lenders.filter((l) => l.products.personal).map((l) => l.slug));
  return [
    ...STATIC_PUBLIC_PATHS.map((path) => ({ path, locales: both })),
    ...PRODUCT_PAGE_SLUGS.map((slug) => ({ path: `/${slug}`, locales: both, lastModified: lenders.asOf })),
    ...Object.entries(CITY_PRODUCTS).flatMap(([slug, key]) =>
      (cities.products[key] ?? []).map((city) => ({ path: `/${slug}/city/${city}`, locales: both })),
    ),
    ...BANK_PAGE_SLUGS.filter((bank) => withPersonal.has(bank)).flatMap((bank) =>
      BANK_PAGE_KINDS.map((kind) => ({
        path: bankPagePath(bank, kind),
        locales: both,
        lastModified: lenders.asOf,
      })),
    ),
    ...content.publicPaths().map((p) => ({ path: p.path, locales: p.locales, lastModified: p.lastModified })),
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = siteOrigin(request, context);
  const entries = await sitemapEntries(context);
  const urls = entries.flatMap((entry) =>
    entry.locales.map((locale) => {
      const alternates = entry.locales
        .map(
          (alt) =>
            `<xhtml:link rel="alternate" hreflang="${alt}" href="${escapeXml(origin + localePath(alt, entry.path))}"/>`,
        )
        .join("");
      const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified}</lastmod>` : "";
      return `<url><loc>${escapeXml(origin + localePath(locale, entry.path))}</loc>${lastmod}${alternates}</url>`;
    }),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
