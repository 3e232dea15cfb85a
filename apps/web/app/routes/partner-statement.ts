import { type AppContextValue, appContext } from "../context.ts";
import { payoutServices } from "../features/payouts/payouts.server.ts";
import type { Route } from "./+types/partner-statement";

// `/partner/statement/:month`: the signed-in partner's monthly payout statement as a PDF download.
// The partner comes from their own session only, so no URL can open another partner's statement; signed
// out, or a month that is not one, is a 404.

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export async function loader({ params, context }: Route.LoaderArgs) {
  // The partner area puts the signed-in partner on the context of /partner pages.
  const { deps, partner } = context.get(appContext) as AppContextValue & {
    partner?: { id: string } | undefined;
  };
  if (!partner || !MONTH.test(params.month)) throw new Response("Not found", { status: 404 });
  const locale = params.lang === "hi" ? "hi" : "en";
  const statement = await payoutServices(deps).payouts.statement(partner.id, params.month, locale);
  if (!statement) throw new Response("Not found", { status: 404 });
  return new Response(Buffer.from(statement.bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${statement.fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
