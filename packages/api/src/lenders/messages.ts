import type { Database } from "@loansetu/db/client";
import { users } from "@loansetu/db/schema";
import { eq } from "@loansetu/db/sql";
import type { ApiDeps } from "../lib/types.ts";
import { SMS_TEXTS } from "../messaging/sms-texts.ts";
import { createShortLinks, localePath } from "../short-links/service.ts";
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
  | "lenderVideoKyc"
  | "lenderESign"
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

/**
 * The closure of a loan and its no-dues certificate, as the borrower is told of them: each SMS fits two
 * segments (134 characters in Hindi) with its short link, so the e-mail carries the rest.
 */
export type ClosureNotice = "loanClosed" | "noDuesCertificate" | "disputeAnswered";

export const CLOSURE_SMS: Record<
  ClosureNotice,
  Record<"en" | "hi", (v: Record<string, string>) => string>
> = {
  loanClosed: {
    en: (v) =>
      `${v.brand}: ${v.lender} reports your loan ${v.reference} closed. Your no-dues certificate will be on My loan: ${v.link}`,
    hi: (v) => `${v.brand}: ${v.lender}: लोन ${v.reference} बंद। नो-ड्यूज़ सर्टिफ़िकेट यहाँ आएगा: ${v.link}`,
  },
  noDuesCertificate: {
    en: (v) =>
      `${v.brand}: ${v.lender} sent the no-dues certificate of your loan ${v.reference}. Download it from My loan: ${v.link}`,
    hi: (v) => `${v.brand}: ${v.lender} ने लोन ${v.reference} का नो-ड्यूज़ सर्टिफ़िकेट भेजा: ${v.link}`,
  },
  disputeAnswered: {
    en: (v) =>
      `${v.brand}: ${v.lender} answered your dispute ${v.dispute} about loan ${v.reference}. Read it on My loan: ${v.link}`,
    hi: (v) => `${v.brand}: ${v.lender} ने लोन ${v.reference} की शिकायत ${v.dispute} का जवाब दिया: ${v.link}`,
  },
};

/**
 * Tells the borrower their loan closed, or that its no-dues certificate arrived: an SMS and an e-mail in
 * their language (`users.locale`) with a link to My loan, queued in the step's transaction. A service
 * message about their own loan, so no marketing consent gates it.
 */
export function createClosureNotices(deps: ApiDeps) {
  return async function notify(
    tx: Database,
    kind: ClosureNotice,
    loan: { reference: string; userId: string; email: string | null; lenderName: string },
    extra: Record<string, string> = {},
  ) {
    const [user] = await tx
      .select({ mobile: users.mobile, email: users.email, locale: users.locale })
      .from(users)
      .where(eq(users.id, loan.userId));
    if (!user) return;
    const locale = user.locale === "hi" ? "hi" : "en";
    const path = localePath(locale, `/dashboard/loans/${loan.reference}`);
    const at = deps.clock();
    const link = await createShortLinks(deps).create(
      path,
      new Date(at.getTime() + 60 * 86_400_000),
      locale,
      tx,
    );
    const values = {
      brand: deps.config.BRAND_NAME,
      lender: loan.lenderName,
      reference: loan.reference,
      link,
      ...extra,
    };
    const text = CLOSURE_SMS[kind][locale](values);
    await deps.outbox.queueSms(user.mobile, text, { tx });
    const email = loan.email ?? user.email;
    if (email) {
      const subjects: Record<ClosureNotice, Record<"en" | "hi", string>> = {
        loanClosed: { en: `loan ${loan.reference} closed`, hi: `लोन ${loan.reference} बंद हुआ` },
        noDuesCertificate: {
          en: `no-dues certificate of loan ${loan.reference}`,
          hi: `लोन ${loan.reference} का नो-ड्यूज़ सर्टिफ़िकेट`,
        },
        disputeAnswered: {
          en: `an answer to your dispute about loan ${loan.reference}`,
          hi: `लोन ${loan.reference} की शिकायत का जवाब`,
        },
      };
      const subject = `${values.brand}: ${subjects[kind][locale]}`;
      await deps.outbox.sendEmail(
        { to: email, subject, text: `${text.replace(link, `${deps.config.publicOrigin}${path}`)}\n` },
        { tx },
      );
    }
  };
}
