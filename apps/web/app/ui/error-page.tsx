import { Link } from "react-router";
import { useTranslation } from "../i18n/i18n.ts";
import { SceneImage } from "./illustrations/scenes.tsx";
import { pageTitle } from "./page-title.ts";
import { useLocale } from "./use-locale.ts";

/** The 404 and error page body, in the page's language (plain English if no catalogue could load). */
export function ErrorPage({ status }: { status: number }) {
  const { t, i18n } = useTranslation();
  const { href } = useLocale();
  const notFound = status === 404;
  const text = (key: string, fallback: string) => (i18n.exists(key) ? t(key) : fallback);
  const title = notFound
    ? text("notFound.title", "Page not found")
    : text("error.title", "Something went wrong");
  return (
    <div className="mx-auto max-w-xl px-4 py-12 text-center">
      {/* The failed route's meta never renders: React puts this title in the head (axe: document-title). */}
      <title>{pageTitle(title)}</title>
      <SceneImage scene={notFound ? "not-found" : "error"} />
      <p className="mt-4 text-5xl font-bold text-brand-700">{status}</p>
      <h1 className="mt-4 text-2xl font-semibold">{title}</h1>
      <p className="mt-2 text-ink-soft">
        {notFound
          ? text("notFound.text", "We could not find that page.")
          : text("error.text", "We could not show this page just now. Please try again in a moment.")}
      </p>
      <Link className="btn-primary mt-6 inline-block" to={href("/")}>
        {text("notFound.home", "Go to the home page")}
      </Link>
    </div>
  );
}
