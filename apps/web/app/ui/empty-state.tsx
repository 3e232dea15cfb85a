import { Link } from "react-router";
import { SceneImage } from "./illustrations/scenes.tsx";

/**
 * A list with nothing in it, on any side of the product (the site, the studio, the partner portal): the set's
 * empty-box illustration, a line that says why it is empty or what fills it, and the next thing to do, so no
 * screen is a dead end. `compact` for a second list on a screen that already has one,
 * with a smaller picture. `testId` names the line, so a test reads just the words.
 */
export function EmptyState({
  text,
  next,
  compact = false,
  className = "",
  testId,
}: {
  text: string;
  next?: { to: string; label: string };
  compact?: boolean;
  className?: string;
  testId?: string;
}) {
  return (
    <div className={`card text-center ${compact ? "py-4" : "p-6"} ${className}`} data-testid="empty-list">
      <SceneImage scene="empty" width={compact ? 120 : 180} />
      <p className="mt-3 text-ink-soft" data-testid={testId}>
        {text}
      </p>
      {next ? (
        <Link to={next.to} className="btn-secondary mt-4 inline-flex" data-testid="empty-list-next">
          {next.label}
        </Link>
      ) : null}
    </div>
  );
}
