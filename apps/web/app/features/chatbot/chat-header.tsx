import { Minus, X } from "lucide-react";
import { useTranslation } from "../../i18n/i18n.ts";

/** The widget's title bar: minimise (or restore) and close. */
export function ChatHeader({
  minimized,
  onToggleMinimized,
  onClose,
}: {
  minimized: boolean;
  onToggleMinimized: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-between bg-brand-800 px-4 py-3 text-white">
      <h2 className="font-semibold">{t("chatbot.title")}</h2>
      <div className="flex gap-1">
        <button
          type="button"
          aria-label={minimized ? t("chatbot.restore") : t("chatbot.minimize")}
          aria-expanded={!minimized}
          onClick={onToggleMinimized}
          className="rounded p-2 hover:bg-brand-700"
        >
          <Minus aria-hidden="true" className="h-4 w-4" />
        </button>
        <button
          type="button"
          aria-label={t("chatbot.close")}
          onClick={onClose}
          className="rounded p-2 hover:bg-brand-700"
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
    </div>
  );
}
