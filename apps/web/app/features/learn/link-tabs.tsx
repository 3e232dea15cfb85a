import { Link } from "react-router";

/**
 * A row of tabs that are links (each tab is its own address, rendered on the server). On a phone the row
 * scrolls sideways instead of wrapping into many lines; wider screens wrap it.
 */
export function LinkTabs({
  label,
  tabs,
  testId,
  size = "md",
}: {
  label: string;
  tabs: { key: string; label: string; to: string; current: boolean }[];
  testId?: string;
  size?: "md" | "sm";
}) {
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0" data-testid={testId}>
      <ul className="flex gap-2 sm:flex-wrap">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.to}
              preventScrollReset
              aria-current={tab.current ? "page" : undefined}
              className={`inline-flex whitespace-nowrap rounded-full border font-medium ${
                size === "md" ? "px-4 py-2 text-sm" : "px-3 py-1.5 text-sm"
              } ${
                tab.current
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-line bg-white text-brand-900 hover:bg-brand-50"
              }`}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
