import type { Database } from "@loansetu/db/client";
import { SESSION_POLICY } from "../../auth/policy.ts";
import { signLinkToken } from "../../auth/tokens.ts";
import type { ApiDeps } from "../../types.ts";

// What the customer is told when the back office sanctions, disburses or cancels their loan (issue 18):
// an SMS and an email through the outbox, each with the spec's auto-login link (§4: signed, single use,
// expiring) that opens the application's details page. The customer's language is not stored, so each
// message says it in English and in Hindi.

export type NoticeKind = "sanctioned" | "disbursed" | "cancelled" | "consentLink";

export interface NoticeLead {
  /** The application's id (its consent-link SMS stops when the customer withdraws its sharing). */
  id?: string | undefined;
  reference: string;
  mobile: string;
  email: string | null;
  lenderName: string | null;
  cancelReason?: string | null;
}

const TEXTS: Record<
  Exclude<NoticeKind, "consentLink">,
  { subject: string; en: (lead: NoticeLead) => string; hi: (lead: NoticeLead) => string }
> = {
  sanctioned: {
    subject: "Your loan is sanctioned / आपका लोन मंज़ूर हो गया है",
    en: (l) =>
      `Good news: ${l.lenderName ?? "the lender"} has sanctioned your loan application ${l.reference}. Your sanction letter is ready on your dashboard.`,
    hi: (l) =>
      `खुशखबरी: ${l.lenderName ?? "ऋणदाता"} ने आपका लोन आवेदन ${l.reference} मंज़ूर कर दिया है। आपका मंज़ूरी पत्र डैशबोर्ड पर तैयार है।`,
  },
  disbursed: {
    subject: "Your loan is disbursed / आपका लोन वितरित हो गया है",
    en: (l) =>
      `Your loan ${l.reference} from ${l.lenderName ?? "the lender"} has been disbursed. The money is on its way to your bank account.`,
    hi: (l) =>
      `${l.lenderName ?? "ऋणदाता"} से आपका लोन ${l.reference} वितरित कर दिया गया है। राशि आपके बैंक खाते में भेजी जा रही है।`,
  },
  cancelled: {
    subject: "Your loan application is cancelled / आपका लोन आवेदन रद्द हो गया है",
    en: (l) => `Your loan application ${l.reference} has been cancelled. Reason: ${l.cancelReason ?? ""}`,
    hi: (l) => `आपका लोन आवेदन ${l.reference} रद्द कर दिया गया है। कारण: ${l.cancelReason ?? ""}`,
  },
};

export function createNotices(deps: ApiDeps) {
  /** A single-use auto-login link that opens the application's details page once the customer is in. */
  async function detailsLink(lead: NoticeLead, _origin: string): Promise<string> {
    const token = await signLinkToken(
      deps.config.LINK_SECRET,
      { mobile: lead.mobile, purpose: "autologin" },
      deps.clock(),
      SESSION_POLICY.autoLoginLinkTtlSeconds,
    );
    const query = new URLSearchParams({
      userToken: token,
      userMobile: lead.mobile,
      next: `/loan-details/${lead.reference}`,
    });
    return `${deps.config.publicOrigin}/?${query}#myaccount`;
  }

  /** The grievance officer and the escalation path, which every notice names (issue 20; data/site.json). */
  async function grievanceLines(): Promise<string> {
    const officer = (await deps.data.get("site.json")).grievanceOfficer;
    return `Grievance Officer / शिकायत निवारण अधिकारी: ${officer.name}, ${officer.email}, ${officer.phone}\n${officer.escalation.text}\n${officer.escalation.textHi}\n${officer.escalation.url}\n`;
  }

  return {
    detailsLink,

    /** The SMS and the email of a sanction, a disbursal or a cancellation. */
    async send(kind: Exclude<NoticeKind, "consentLink">, lead: NoticeLead, origin: string, tx: Database) {
      const text = TEXTS[kind];
      const link = await detailsLink(lead, origin);
      const brand = deps.config.BRAND_NAME;
      // Status updates by text message stop when the customer withdraws "WhatsApp updates" (issue 20).
      const officer = (await deps.data.get("site.json")).grievanceOfficer;
      const grievance = `Grievance Officer / शिकायत निवारण अधिकारी: ${officer.email}, ${officer.phone}`;
      await deps.outbox.queueSms(
        lead.mobile,
        `${brand}: ${text.en(lead)} ${link}\n${text.hi(lead)}\n${grievance}`,
        {
          tx,
          // The application's "contact me by WhatsApp or phone", withdrawn on My data, stops them too.
          purpose: { purpose: "whatsappUpdates", applicationId: lead.id },
        },
      );
      if (lead.email) {
        await deps.outbox.sendEmail(
          {
            to: lead.email,
            subject: `${brand}: ${text.subject}`,
            text: `${text.en(lead)}\n\nSee the details: ${link}\n\n${text.hi(lead)}\n\nविवरण देखें: ${link}\n\n(The link works once and for 24 hours. / यह लिंक एक बार और 24 घंटे तक काम करता है।)\n\n${await grievanceLines()}`,
          },
          { tx },
        );
      }
    },

    /** The lender consent link, by SMS to the applicant. */
    async consentLink(lead: NoticeLead, url: string, tx: Database) {
      const brand = deps.config.BRAND_NAME;
      await deps.outbox.queueSms(
        lead.mobile,
        `${brand}: ${lead.lenderName ?? "The lender"} needs your consent to go ahead with your loan ${lead.reference}. Review and accept: ${url}\n${lead.lenderName ?? "ऋणदाता"} को आपके लोन ${lead.reference} के लिए आपकी सहमति चाहिए। देखें और स्वीकार करें: ${url}`,
        { tx, purpose: { purpose: "applicationSharing", applicationId: lead.id } },
      );
    },
  };
}

export type Notices = ReturnType<typeof createNotices>;
