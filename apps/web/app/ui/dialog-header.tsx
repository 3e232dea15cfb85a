import { X } from "lucide-react";

/**
 * The title row of the site's pop-up dialogs: the heading the dialog is labelled by (`id`) and a close
 * button named by `closeLabel` (in the page's language).
 */
export function DialogHeader({
  id,
  title,
  closeLabel,
  onClose,
}: {
  id: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <div className="flex items-start justify-between gap-2">
      <h2 id={id} className="text-lg font-bold text-brand-950">
        {title}
      </h2>
      <button
        type="button"
        className="rounded-md p-2 hover:bg-brand-50"
        aria-label={closeLabel}
        onClick={onClose}
      >
        <X aria-hidden size={20} />
      </button>
    </div>
  );
}
