import { Link } from "react-router";
import { useTranslation } from "../i18n/i18n.ts";
import { SceneImage } from "./illustrations/scenes.tsx";

/**
 * An empty list (spec §8: 'No items to display.') with a way on, so the reader is never left at a dead end
 * (issue 16), under the set's empty-box illustration (issue 24).
 */
export function EmptyList({
  next,
  className = "",
  testId = "empty-list-text",
}: {
  next: { to: string; label: string };
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={`rounded-xl border border-line bg-white p-6 text-center ${className}`}
      data-testid="empty-list"
    >
      <SceneImage scene="empty" width={180} />
      <p className="mt-3 text-ink-soft" data-testid={testId}>
        {t("validation.list.empty")}
      </p>
      <Link to={next.to} className="btn-secondary mt-4 inline-flex" data-testid="empty-list-next">
        {next.label}
      </Link>
    </div>
  );
}
