import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n.ts";
import { useLocale } from "../../ui/use-locale.ts";
import { PROSE } from "./prose.ts";
import { useHydrated } from "./use-hydrated.ts";

export interface FaqEntry {
  id: string;
  ques: string;
  /** The answer, rendered from Markdown on the server. */
  html: string;
  linkText?: string;
  link?: string;
}

/**
 * FAQ accordion (spec §4): native <details>, so several answers can be open at once and each opens
 * without script. The first `visible` items show; View More shows all, View Less returns. Every answer
 * is in the HTML for search engines. A link to `#faq-{id}` opens that answer.
 */
export function FaqAccordion({
  items,
  visible,
  testId,
  viewAll = true,
}: {
  items: FaqEntry[];
  visible: number;
  testId?: string;
  /** The "View All" link to /resources/faq (spec §2); off on that page itself. */
  viewAll?: boolean;
}) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const [expanded, setExpanded] = useState(false);
  const hydrated = useHydrated();
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const collapsing = useRef(false);

  // After View Less the list is short again: bring its button back into view rather than leave the
  // reader far below it.
  useEffect(() => {
    if (!expanded && collapsing.current) toggle.current?.scrollIntoView({ block: "nearest" });
    collapsing.current = false;
  }, [expanded]);

  useEffect(() => {
    const open = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const index = items.findIndex((item) => `faq-${item.id}` === id);
      if (index < 0) return;
      if (index >= visible) setExpanded(true);
      requestAnimationFrame(() => {
        const details = document.getElementById(id);
        if (details instanceof HTMLDetailsElement) {
          details.open = true;
          details.scrollIntoView({ block: "start" });
        }
      });
    };
    open();
    window.addEventListener("hashchange", open);
    return () => window.removeEventListener("hashchange", open);
  }, [items, visible]);

  return (
    <div data-testid={testId} data-ready={hydrated || undefined}>
      <ul id={listId} className="divide-y divide-line rounded-xl border border-line bg-white">
        {items.map((item, index) => (
          <li key={item.id} hidden={!expanded && index >= visible} data-testid="faq-item">
            <details id={`faq-${item.id}`} className="group scroll-mt-20">
              <summary className="learn-faq-summary">
                <span>{item.ques}</span>
                <ChevronDown
                  aria-hidden
                  size={20}
                  className="mt-0.5 shrink-0 transition group-open:rotate-180"
                />
              </summary>
              <div className="px-4 pb-4">
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, rendered on the server with raw HTML escaped */}
                <div className={PROSE} dangerouslySetInnerHTML={{ __html: item.html }} />
                {item.link && item.linkText ? (
                  <p className="mt-3">
                    <Link to={href(item.link)} className="font-semibold text-brand-700 underline">
                      {item.linkText}
                    </Link>
                  </p>
                ) : null}
              </div>
            </details>
          </li>
        ))}
      </ul>
      {items.length > visible ? (
        <div className="mt-4 text-center">
          <button
            ref={toggle}
            type="button"
            className="btn-secondary"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => {
              collapsing.current = expanded;
              setExpanded((value) => !value);
            }}
          >
            {expanded ? t("learn.faq.viewLess") : t("learn.faq.viewMore")}
          </button>
        </div>
      ) : null}
      {viewAll ? (
        <p className="mt-4 text-center">
          <Link
            to={href("/resources/faq")}
            className="font-semibold text-brand-700 underline"
            data-testid="faq-view-all"
          >
            {t("learn.faq.viewAll")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
