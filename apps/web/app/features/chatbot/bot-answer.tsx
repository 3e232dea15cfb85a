import { sanitizeBotHtml } from "@loansetu/domain/sanitize-bot-html";
import { useMemo } from "react";

/** A bot answer, rendered only through the domain sanitiser (§5 allow-list), once per text. */
export function BotAnswer({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeBotHtml(html), [html]);
  return (
    <div
      className="space-y-2 [&_a]:font-semibold [&_a]:text-brand-800 [&_a]:underline [&_ul]:list-disc [&_ul]:pl-5"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML has just been through sanitizeBotHtml
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
