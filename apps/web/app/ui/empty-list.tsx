import { useTranslation } from "../i18n/i18n.ts";
import { EmptyState } from "./empty-state.tsx";

/**
 * An empty list of the site (spec §8: 'No items to display.') with a way on, so the reader is never left at
 * a dead end, under the set's empty-box illustration: the spec's words in EmptyState.
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
  return <EmptyState text={t("validation.list.empty")} next={next} className={className} testId={testId} />;
}
