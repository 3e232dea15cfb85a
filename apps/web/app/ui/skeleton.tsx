/**
 * Grey bars where content is still loading on the client: the shape of what will come, so the
 * page does not jump when it arrives. Screen readers hear the label once (a polite status), not the bars.
 * The bars pulse gently unless the visitor asks for less motion (the .skeleton class, app.css).
 */
export function Skeleton({
  label,
  lines = 3,
  className = "",
  testId = "skeleton",
}: {
  /** What is loading, read to screen readers ("Loading…"). Without it the bars are decoration only, for a
   * place that already says in words what it is waiting for. */
  label?: string;
  /** How many bars; the last is shorter, like the end of a paragraph. */
  lines?: number;
  className?: string;
  testId?: string;
}) {
  return (
    <div
      {...(label ? { role: "status", "aria-busy": true } : { "aria-hidden": true })}
      className={`space-y-2 ${className}`}
      data-testid={testId}
    >
      {label ? <span className="sr-only">{label}</span> : null}
      {Array.from({ length: lines }, (_, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: the bars are identical and never reorder
          key={index}
          aria-hidden="true"
          className={`skeleton h-3.5 ${index === lines - 1 && lines > 1 ? "w-2/3" : "w-full"}`}
        />
      ))}
    </div>
  );
}
