import type { Database } from "@loansetu/db/client";
import { users } from "@loansetu/db/schema";
import { eq } from "@loansetu/db/sql";
import type { ApiDeps } from "../lib/types.ts";
import { SMS_TEXTS } from "../messaging/sms-texts.ts";
import { createNotices, type NoticeLead } from "../studio/pipeline/notices.ts";

// What the borrower is told at each step a lender takes over the lender API, in the borrower's language:
// terms to read and accept, a decline, a document asked for, the sanction, the disbursal. Sanction and disbursal reuse the back
// office's notices (SMS and e-mail with a sign-in link to the application); terms, declines and document
// requests are an SMS with the same kind of link. Queued in the step's transaction, so a refused step tells
// nobody anything.

export type BorrowerNotice =
  | "lenderTerms"
  | "lenderDeclined"
  | "lenderDocumentRequested"
  | "sanctioned"
  | "disbursed";

export function createBorrowerNotices(deps: ApiDeps) {
  const notices = createNotices(deps);
  return async function notify(
    tx: Database,
    kind: BorrowerNotice,
    app: { id: string; reference: string; userId: string; personalEmail: string | null },
    lenderName: string,
  ) {
    const [user] = await tx
      .select({ mobile: users.mobile, email: users.email, locale: users.locale })
      .from(users)
      .where(eq(users.id, app.userId));
    if (!user) return;
    const lead: NoticeLead = {
      id: app.id,
      reference: app.reference,
      mobile: user.mobile,
      email: app.personalEmail ?? user.email,
      lenderName,
      locale: user.locale === "hi" ? "hi" : "en",
    };
    if (kind === "sanctioned" || kind === "disbursed") return notices.send(kind, lead, tx);
    const link = await notices.detailsLink(lead, tx);
    await deps.outbox.queueSms(
      lead.mobile,
      SMS_TEXTS[kind][lead.locale]({
        brand: deps.config.BRAND_NAME,
        lender: lenderName,
        reference: lead.reference,
        link,
      }),
      { tx, purpose: { purpose: "whatsappUpdates", applicationId: lead.id } },
    );
  };
}
