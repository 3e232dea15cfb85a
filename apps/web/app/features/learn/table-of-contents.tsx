import { useEffect, useState } from "react";

export interface TocHeading {
  id: string;
  text: string;
}

/** The section in view: the last heading above the upper third of the window. */
function useCurrentSection(headings: TocHeading[]): string | undefined {
  const [current, setCurrent] = useState<string>();
  useEffect(() => {
    const elements = headings
      .map((h) => document.getElementById(h.id))
      .filter((e): e is HTMLElement => e !== null);
    let frame = 0;
    const update = () => {
      frame = 0;
      const line = window.innerHeight / 3;
      let found: string | undefined;
      for (const element of elements) if (element.getBoundingClientRect().top <= line) found = element.id;
      setCurrent(found);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    return () => {
      window.removeEventListener("scroll", schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [headings]);
  return current;
}

/** The desktop table of contents beside an article, marking the section being read. */
export function TableOfContents({ headings, label }: { headings: TocHeading[]; label: string }) {
  const current = useCurrentSection(headings);
  return (
    <nav aria-label={label} data-testid="toc">
      <p className="text-sm font-semibold uppercase tracking-wide text-ink-soft">{label}</p>
      <ol className="mt-3 space-y-1 border-l-2 border-line text-sm">
        {headings.map((heading) => (
          <li key={heading.id}>
            <a
              href={`#${heading.id}`}
              aria-current={current === heading.id ? "location" : undefined}
              className={`-ml-0.5 block border-l-2 py-1 pl-3 ${
                current === heading.id
                  ? "border-brand-700 font-semibold text-brand-800"
                  : "border-transparent text-ink-soft hover:text-brand-800"
              }`}
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
