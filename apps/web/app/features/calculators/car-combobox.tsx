import type { Option } from "@loansetu/api/calculators/reference";
import { isTypeaheadInputAllowed, type TypeaheadField } from "@loansetu/domain/calculator-input";
import { ChevronDown } from "lucide-react";
import { useState } from "react";
import {
  Button,
  ComboBox,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
} from "react-aria-components/ComboBox";

// The typeahead of the new-car calculator (§5, §7): the accessible combobox of react-aria-components.
// It weighs ~60 kB gzip, so this module is loaded on its own once the page is interactive (car-picker.tsx)
// and never on the pages without a car picker.

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
  // The selection is the combobox's own (it then puts the chosen name in the box itself); the picker
  // remounts a field whose list changes. Only the text is controlled, for the §5 character rule.
  const [inputValue, setInputValue] = useState(options.find((o) => o.value === selected)?.text ?? "");

  return (
    <ComboBox
      className="flex flex-col gap-1"
      defaultItems={options}
      defaultSelectedKey={selected ?? null}
      onSelectionChange={(key) => onSelect(key === null ? undefined : Number(key))}
      inputValue={inputValue}
      // §5 "Typeahead: alpha for city and brand; alphanumeric without special characters for model and
      // variant": a keystroke that breaks the rule is ignored. A chosen entry's own name ("Mercedes-Benz",
      // "LXi S-CNG") always stands.
      onInputChange={(text) => {
        if (options.some((o) => o.text === text) || isTypeaheadInputAllowed(field, text)) setInputValue(text);
      }}
      // Opens on a tap or focus: on a phone the list is the quickest way to pick.
      menuTrigger="focus"
      allowsEmptyCollection
      isDisabled={isDisabled}
      data-testid={`car-${field}`}
    >
      <Label className="text-sm font-medium text-ink">{label}</Label>
      <div className="flex h-11 items-center rounded-lg border border-line bg-white focus-within:border-brand-700 focus-within:ring-2 focus-within:ring-brand-200 data-[disabled]:bg-surface">
        <Input
          placeholder={placeholder}
          className="h-full w-full min-w-0 rounded-lg bg-transparent px-3 text-ink outline-none placeholder:text-ink-soft disabled:cursor-not-allowed"
        />
        <Button className="flex h-full items-center px-2 text-ink-soft disabled:opacity-50">
          <ChevronDown aria-hidden size={18} />
        </Button>
      </div>
      <Popover className="w-(--trigger-width) min-w-48 overflow-auto rounded-lg border border-line bg-white shadow-lg">
        <ListBox
          className="max-h-64 overflow-auto p-1 outline-none"
          renderEmptyState={() => <p className="px-3 py-2 text-sm text-ink-soft">{emptyText}</p>}
        >
          {(item: Option) => (
            <ListBoxItem
              id={item.value}
              textValue={item.text}
              className="cursor-pointer rounded-md px-3 py-2 text-sm text-ink outline-none data-[focused]:bg-brand-50 data-[selected]:font-semibold"
            >
              {item.text}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
