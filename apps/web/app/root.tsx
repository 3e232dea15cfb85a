import notoSansLatin400 from "@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2?url";
import notoSansLatin600 from "@fontsource/noto-sans/files/noto-sans-latin-600-normal.woff2?url";
import type { ReactNode } from "react";
import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { appContext } from "./context.ts";
import { catalogTextFor } from "./i18n/catalog.server.ts";
import { I18nProvider, translatorFromText } from "./i18n/i18n.ts";
import { isLocale, type Locale, localePath, splitLocale } from "./i18n/locale.ts";
import { ErrorPage } from "./ui/error-page.tsx";

// The two font files the first paint uses on a device without Noto Sans (the Latin faces of the body text and
// of headings and the header; fonts.css, 13 kB each): asked for with the HTML instead of after the stylesheet
// has been read and applied. The semibold one, asked for late, arrived just after the first paint and the
// whole page was laid out again (37 ms of main thread on the Hindi EMI article, 148 ms under Lighthouse's
// 4x slower CPU: most of that page's blocking time).
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: notoSansLatin400, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: notoSansLatin600, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale: Locale = isLocale(params.lang) ? params.lang : "en";
  const { deps, i18nNamespaces } = context.get(appContext);
  // Canonical and hreflang links name the configured site address, never the request's Host.
  const origin = deps.config.publicOrigin;
  // The page's strings as JSON text (catalogTextFor says why), parsed once per catalogue in the browser.
  // No per-request value (decision 0054): the page and its data are the same for every anonymous visitor.
  return { locale, catalog: catalogTextFor(locale, i18nNamespaces), origin };
}

// The catalogue changes with the language and with the page (each ships its own namespaces), not with the
// query: calculators that update their address don't fetch it again.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentParams,
  nextParams,
  currentUrl,
  nextUrl,
}) => currentParams.lang !== nextParams.lang || currentUrl.pathname !== nextUrl.pathname;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  const locale = data?.locale ?? splitLocale(location.pathname).locale;
  const { rest } = splitLocale(location.pathname);
  const origin = data?.origin ?? "";
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f5132" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="canonical" href={`${origin}${localePath(locale, rest)}`} />
        <link rel="alternate" hrefLang="en" href={`${origin}${localePath("en", rest)}`} />
        <link rel="alternate" hrefLang="hi" href={`${origin}${localePath("hi", rest)}`} />
        <link rel="alternate" hrefLang="x-default" href={`${origin}${localePath("en", rest)}`} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-surface text-ink antialiased">
        {children}
        {/* Their inline scripts carry the render's marker from <ServerRouter nonce> on the server only
            (server/script-hashes.ts): it is taken out of the HTML before it is sent. */}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { locale, catalog } = loaderData;
  const i18n = translatorFromText(locale, catalog);
  // Marks the page interactive once React has hydrated it: browser tests wait for it instead of racing
  // hydration.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <I18nProvider i18n={i18n}>
      <Outlet />
    </I18nProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("root");
  const i18n = data ? translatorFromText(data.locale, data.catalog) : null;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const body = <ErrorPage status={status} />;
  return i18n ? <I18nProvider i18n={i18n}>{body}</I18nProvider> : body;
}
