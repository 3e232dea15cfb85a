import { FileText, MessageCircleQuestion, Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Form, useNavigate } from "react-router";
import { useTranslation } from "../../i18n/i18n.ts";
import { useLocale } from "../../ui/use-locale.ts";
import { useHydrated } from "./use-hydrated.ts";

interface Suggestion {
  kind: "article" | "faq";
  title: string;
  path: string;
}

const MIN_CHARS = 2;
const DEBOUNCE_MS = 200;

/**
 * The resources search box (spec §2, §5): a GET form, so Enter opens `/resources/search?blog=…` with or
 * without script. As the visitor types, suggestions from the articles-and-FAQs index appear below it
 * (ARIA combobox: arrows move, Enter opens the chosen one, Escape closes the list).
 */
export function ResourceSearch({
  defaultValue = "",
  autoFocus = false,
}: {
  defaultValue?: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const { locale, href } = useLocale();
  const navigate = useNavigate();
  const [query, setQuery] = useState(defaultValue);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const typed = useRef(false);
  const hydrated = useHydrated();

  useEffect(() => {
    const q = query.trim();
    if (!typed.current || q.length < MIN_CHARS) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const params = new URLSearchParams({ q, lang: locale });
        const res = await fetch(`/api/resources/suggest?${params}`, { signal: controller.signal });
        if (!res.ok) return;
        const body = (await res.json()) as { data: { suggestions: Suggestion[] } };
        setSuggestions(body.data.suggestions);
        setActive(-1);
      } catch {
        // Aborted by newer typing, or offline: the form still searches on Enter.
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, locale]);

  const showList = open && suggestions.length > 0;
  const choose = (suggestion: Suggestion) => {
    setOpen(false);
    navigate(href(suggestion.path));
  };

  return (
    <Form
      method="get"
      action={href("/resources/search")}
      role="search"
      className="relative"
      data-testid="resource-search"
      data-ready={hydrated || undefined}
    >
      <label htmlFor={inputId} className="sr-only">
        {t("learn.search.label")}
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden
            size={18}
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink-soft"
          />
          <input
            id={inputId}
            name="blog"
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={listId}
            aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            // biome-ignore lint/a11y/noAutofocus: only on the search page, where typing is the task
            autoFocus={autoFocus}
            placeholder={t("learn.search.placeholder")}
            value={query}
            onChange={(event) => {
              typed.current = true;
              setQuery(event.target.value);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={(event) => {
              if (event.key === "ArrowDown" && suggestions.length) {
                event.preventDefault();
                setOpen(true);
                setActive((i) => (i + 1) % suggestions.length);
              } else if (event.key === "ArrowUp" && suggestions.length) {
                event.preventDefault();
                setOpen(true);
                setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
              } else if (event.key === "Escape" && showList) {
                event.preventDefault();
                setOpen(false);
              } else if (event.key === "Enter" && showList && active >= 0) {
                event.preventDefault();
                choose(suggestions[active]!);
              }
            }}
            className="h-12 w-full rounded-lg border border-line bg-white pr-3 pl-10 text-base text-ink placeholder:text-ink-soft focus:border-brand-700 focus:outline-2 focus:outline-brand-700"
          />
        </div>
        <button type="submit" className="btn-primary h-12 !px-4">
          {t("learn.search.button")}
        </button>
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={t("learn.search.suggestions")}
        hidden={!showList}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-80 overflow-y-auto rounded-lg border border-line bg-white p-1 shadow-lg"
      >
        {suggestions.map((suggestion, index) => {
          const Icon = suggestion.kind === "faq" ? MessageCircleQuestion : FileText;
          return (
            // The input keeps focus (aria-activedescendant); a click must not blur it before it lands.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard
            <div
              key={suggestion.path}
              id={`${listId}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestion)}
              className={`flex cursor-pointer items-start gap-2 rounded-md px-3 py-2 text-sm ${index === active ? "bg-brand-50" : "hover:bg-brand-50"}`}
            >
              <Icon aria-hidden size={16} className="mt-0.5 shrink-0 text-brand-700" />
              <span>
                {suggestion.title}
                <span className="sr-only"> ({t(`learn.search.kind.${suggestion.kind}`)})</span>
              </span>
            </div>
          );
        })}
      </div>
      <p className="sr-only" aria-live="polite">
        {showList ? t("learn.search.suggestionsCount", { count: suggestions.length }) : ""}
      </p>
    </Form>
  );
}
