import { Link, useSearchParams } from "react-router";
import { translatorFor } from "../i18n/catalog.server.ts";
import { useTranslation } from "../i18n/i18n.ts";
import { isLocale } from "../i18n/locale.ts";
import { SceneImage } from "../ui/illustrations/scenes.tsx";
import { pageTitle } from "../ui/page-title.ts";
import type { Route } from "./+types/expired-link";

export function loader({ params }: Route.LoaderArgs) {
  const t = translatorFor(isLocale(params.lang) ? params.lang : "en");
  return { title: t("account.expired.metaTitle") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.title) },
  { name: "robots", content: "noindex" },
];

const VARIANTS = new Set(["approved", "rejected", "pending"]);

/** Spec §2/§8: 'Whoops! Link Expired' (or, for a link already used to decide, that it was used), the message chosen by the `consent` query value, 'Go to Home' to /. */
export default function ExpiredLink() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const consent = params.get("consent")?.toLowerCase() ?? "";
  const variant = VARIANTS.has(consent) ? consent : "default";
  return (
    <div className="mx-auto max-w-xl px-4 py-12 text-center">
      <SceneImage scene="expired" />
      <h1 className="mt-6 text-2xl font-bold text-brand-950">
        {/* A link already used to decide was used, not expired: the heading says which. */}
        {t(
          variant === "approved" || variant === "rejected"
            ? "account.expired.usedTitle"
            : "account.expired.title",
        )}
      </h1>
      <p className="mt-3 text-ink-soft" data-testid="expired-message">
        {t(`account.expired.${variant}`)}
      </p>
      <Link to="/" className="btn-primary mt-6">
        {t("account.expired.home")}
      </Link>
    </div>
  );
}
