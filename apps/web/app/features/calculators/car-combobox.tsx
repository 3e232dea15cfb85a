import type { Option } from "@loansetu/api/calculators/reference";
import { isTypeaheadInputAllowed, type TypeaheadField } from "@loansetu/domain/calculator-input";
import { ChevronDown } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";

// The typeahead of the new-car calculator (§5, §7): an ARIA 1.2 combobox of our own (a text box that owns a
// listbox; the focus stays in the box and `aria-activedescendant` names the highlighted option). It replaced
// react-aria-components' ComboBox (~50 kB gzip) and keeps its behaviour: the list opens on focus
// with every entry, typing filters it ("contains", any case), arrows move, Enter chooses, Escape closes, and
// leaving the box puts back the chosen entry's name (an emptied box clears the choice).

export type CarComboBoxProps = {
  field: TypeaheadField;
  label: string;
  placeholder: string;
  emptyText: string;
  options: Option[];
  selected: number | undefined;
  onSelect: (value: number | undefined) => void;
  isDisabled?: boolean;
};

/** The entries shown for a typed text: all of them until the person types, then those containing it. */
export function matchingOptions(options: Option[], text: string, typed: boolean): Option[] {
  const wanted = text.trim().toLocaleLowerCase();
  if (!typed || wanted === "") return options;
  return options.filter((option) => option.text.toLocaleLowerCase().includes(wanted));
}

export function CarComboBox({
  field,
  label,
  placeholder,
  emptyText,
  options,
  selected,
  onSelect,
  isDisabled = false,
}: CarComboBoxProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const chosenText = options.find((o) => o.value === selected)?.text ?? "";
  const [text, setText] = useState(chosenText);
  const [open, setOpen] = useState(false);
  // Whether the person typed since the list opened: until then it shows every entry.
  const [typed, setTyped] = useState(false);
  const [active, setActive] = useState(-1);
  const list = useRef<HTMLDivElement>(null);
  const shown = matchingOptions(options, text, typed);

  useEffect(() => {
    if (active >= 0) list.current?.children[active]?.scrollIntoView({ block: "nearest" });
  }, [active]);

  const openList = () => {
    setOpen(true);
    setTyped(false);
    setActive(-1);
  };
  const choose = (option: Option) => {
    setText(option.text);
    setOpen(false);
    setActive(-1);
    if (option.value !== selected) onSelect(option.value);
  };
  const leave = () => {
    setOpen(false);
    setActive(-1);
    if (text === "") {
      if (selected !== undefined) onSelect(undefined);
    } else setText(chosenText);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = event.key === "ArrowDown" ? 1 : event.key === "ArrowUp" ? -1 : 0;
    if (move) {
      event.preventDefault();
      if (!open) return openList();
      if (shown.length)
        setActive((i) => (i < 0 && move < 0 ? shown.length - 1 : (i + move + shown.length) % shown.length));
    } else if (event.key === "Enter" && open) {
      event.preventDefault();
      const option = shown[active];
      if (option) choose(option);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative flex flex-col gap-1" data-testid={`car-${field}`}>
      <label htmlFor={inputId} id={`${id}-label`} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          spellCheck={false}
          disabled={isDisabled}
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            // §5 "Typeahead: alpha for city and brand; alphanumeric without special characters for model
            // and variant": a keystroke that breaks the rule is ignored. A chosen entry's own name
            // ("Mercedes-Benz", "LXi S-CNG") always stands.
            const next = event.target.value;
            if (!options.some((o) => o.text === next) && !isTypeaheadInputAllowed(field, next)) return;
            setText(next);
            setTyped(true);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={openList}
          onClick={() => !open && openList()}
          onBlur={leave}
          onKeyDown={onKeyDown}
          className="h-11 w-full min-w-0 rounded-lg border border-line bg-white pr-9 pl-3 text-ink outline-none placeholder:text-ink-soft focus:border-brand-700 focus:ring-2 focus:ring-brand-200 disabled:cursor-not-allowed disabled:bg-surface"
        />
        <ChevronDown
          aria-hidden
          size={18}
          className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-ink-soft"
        />
      </div>
      <div
        id={listId}
        ref={list}
        role="listbox"
        aria-labelledby={`${id}-label`}
        hidden={!open || shown.length === 0}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-64 min-w-48 overflow-auto rounded-lg border border-line bg-white p-1 shadow-lg"
      >
        {shown.map((option, index) => (
          // The box keeps the focus (aria-activedescendant); a press must not blur it before it lands.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's text box handles the keyboard
          <div
            key={option.value}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={option.value === selected}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            className={`cursor-pointer rounded-md px-3 py-2 text-sm text-ink ${index === active ? "bg-brand-50" : "hover:bg-brand-50"} ${option.value === selected ? "font-semibold" : ""}`}
          >
            {option.text}
          </div>
        ))}
      </div>
      {open && shown.length === 0 ? (
        <p
          role="status"
          className="absolute inset-x-0 top-full z-30 mt-1 rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink-soft shadow-lg"
        >
          {emptyText}
        </p>
      ) : null}
    </div>
  );
}
