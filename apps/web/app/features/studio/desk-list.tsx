import type { ReactNode } from "react";
import { Form } from "react-router";
import { useReveal } from "../../ui/use-reveal.ts";

// The studio's desk pages (support tickets, rights requests, the reviews queue): a heading and intro, the
// answer of the last action, then lists of cards, each card a row with its title, status, dates and the
// forms that act on it. One set of pieces, so every desk reads and behaves the same; each page keeps its own
// rows, words and actions. Plain forms: they work before hydration.

/** The desk's heading and intro, and the last action's answer, brought into view (it sits above the lists). */
export function DeskHeader({
  title,
  intro,
  result,
  text,
  testId,
}: {
  title: string;
  intro: string;
  /** The action's answer (its identity changes with each action, which brings it into view again). */
  result: { ok: boolean } | undefined;
  text: ReactNode;
  testId: string;
}) {
  const answer = useReveal<HTMLParagraphElement>(result);
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-950">{title}</h1>
      <p className="mt-2 max-w-3xl text-ink-soft">{intro}</p>
      <div aria-live="polite" className="mt-3">
        {result ? (
          <p
            ref={answer}
            role={result.ok ? "status" : "alert"}
            className={`font-semibold ${result.ok ? "text-brand-800" : "text-danger"}`}
            data-testid={testId}
          >
            {text}
          </p>
        ) : null}
      </div>
    </>
  );
}

/** One list of a desk under its heading: its cards, or what to show when it has none. */
export function DeskSection<Row>({
  title,
  first = false,
  rows,
  empty,
  card,
}: {
  title: string;
  /** The first list sits closer to the header. */
  first?: boolean;
  rows: readonly Row[];
  empty: ReactNode;
  card: (row: Row) => ReactNode;
}) {
  return (
    <>
      <h2 className={`${first ? "mt-6" : "mt-8"} text-xl font-bold text-brand-950`}>{title}</h2>
      {rows.length === 0 ? empty : <ul className="mt-3 grid gap-4 lg:grid-cols-2">{rows.map(card)}</ul>}
    </>
  );
}

/** A card's first line: what it is and its reference, and its status as a pill. */
export function DeskCardTitle({ title, status }: { title: string; status: string }) {
  return (
    <p className="flex flex-wrap items-center justify-between gap-2">
      <span className="font-semibold">{title}</span>
      <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900">
        {status}
      </span>
    </p>
  );
}

/** Who and when, then the date the desk promised, marked when it has passed. */
export function DeskDates({
  lead,
  due,
  overdue,
}: {
  lead: ReactNode;
  due: string;
  /** The words for a missed date, or null when it is not missed. */
  overdue: string | null;
}) {
  return (
    <p className="mt-1 text-sm text-ink-soft">
      {lead} ·{" "}
      <span className={overdue ? "font-semibold text-danger" : undefined}>
        {due}
        {overdue ? ` (${overdue})` : ""}
      </span>
    </p>
  );
}

/** A card's written answer: a labelled text box posted with the row's reference, then the page's buttons. */
export function DeskTextForm({
  reference,
  id,
  name,
  label,
  maxLength,
  buttonsClassName,
  children,
}: {
  reference: string;
  /** The text box's id (unique on the page: it names the row). */
  id: string;
  name: string;
  label: string;
  maxLength: number;
  buttonsClassName?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className="mt-3 grid gap-2">
      <input type="hidden" name="reference" value={reference} />
      <label className="text-sm font-semibold" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        required
        rows={3}
        maxLength={maxLength}
        className="rounded border border-line p-2"
      />
      <div className={buttonsClassName}>{children}</div>
    </Form>
  );
}
