import type { Database } from "@loansetu/db/client";
import type { ApiLocale } from "../../auth/messages.ts";
import { SESSION_POLICY } from "../../auth/policy.ts";
import { signLinkToken } from "../../auth/tokens.ts";
import type { ApiDeps } from "../../lib/types.ts";
import { SMS_TEXTS } from "../../messaging/sms-texts.ts";
import { createShortLinks, localePath } from "../../short-links/service.ts";

// What the customer is told when the back office sanctions, disburses or cancels their loan:
// an SMS and an email through the outbox, in the customer's language (users.locale), each with the spec's
// auto-login link (§4: signed, single use, expiring) that opens the application's details page. The SMS
// carries it as a short link (/l/{code}): the signed token alone is longer than two SMS segments allow.

export type NoticeKind = "sanctioned" | "disbursed" | "cancelled" | "consentLink";

export interface NoticeLead {
  /** The application's id (its consent-link SMS stops when the customer withdraws its sharing). */
  id?: string | undefined;
  reference: string;
  mobile: string;
  email: string | null;
  /** The lender's short name (the offer's `lenderName`). */
  lenderName: string | null;
  cancelReason?: string | null;
  /** The customer's language: every message and link to them is in it. */
  locale: ApiLocale;
}

const EMAILS: Record<
  Exclude<NoticeKind, "consentLink">,
  Record<ApiLocale, { subject: string; body: (lead: NoticeLead) => string }>
> = {
  sanctioned: {
    en: {
      subject: "Your loan is sanctioned",
      body: (l) =>
        `Good news: ${l.lenderName ?? "the lender"} has sanctioned your loan application ${l.reference}. Your sanction letter is ready on your dashboard.`,
    },
    hi: {
      subject: "आपका लोन मंज़ूर हो गया है",
      body: (l) =>
        `खुशखबरी: ${l.lenderName ?? "लेंडर"} ने आपका लोन आवेदन ${l.reference} मंज़ूर कर दिया है। आपका सैंक्शन लेटर “मेरा खाता” पेज पर तैयार है।`,
    },
  },
  disbursed: {
    en: {
      subject: "Your loan is disbursed",
      body: (l) =>
        `Your loan ${l.reference} from ${l.lenderName ?? "the lender"} has been disbursed. The money is on its way to your bank account.`,
    },
    hi: {
      subject: "आपका लोन वितरित हो गया है",
      body: (l) =>
        `${l.lenderName ?? "लेंडर"} से आपका लोन ${l.reference} वितरित कर दिया गया है। लोन की रकम आपके बैंक खाते में भेजी जा रही है।`,
    },
  },
  cancelled: {
    en: {
      subject: "Your loan application is cancelled",
      body: (l) => `Your loan application ${l.reference} has been cancelled. Reason: ${l.cancelReason ?? ""}`,
    },
    hi: {
      subject: "आपका लोन आवेदन रद्द हो गया है",
      body: (l) => `आपका लोन आवेदन ${l.reference} रद्द कर दिया गया है। कारण: ${l.cancelReason ?? ""}`,
    },
  },
};

const EMAIL_LINES: Record<ApiLocale, { details: string; once: string; officer: string }> = {
  en: {
    details: "See the details",
    once: "(The link works once and for 24 hours.)",
    officer: "Grievance Officer",
  },
  hi: {
    details: "विवरण देखें",
    once: "(यह लिंक एक बार और 24 घंटे तक काम करता है।)",
    officer: "शिकायत निवारण अधिकारी",
  },
};

export function createNotices(deps: ApiDeps) {
  const shortLinks = createShortLinks(deps);

  /**
   * A single-use auto-login link, in the customer's language, that opens the application's details page
   * once the customer is in: a short link that lives as long as the token in it.
   */
  async function detailsLink(lead: NoticeLead, tx?: Database): Promise<string> {
    const at = deps.clock();
    const ttl = SESSION_POLICY.autoLoginLinkTtlSeconds;
    const token = await signLinkToken(
      deps.config.LINK_SECRET,
      { mobile: lead.mobile, purpose: "autologin" },
      at,
      ttl,
    );
    const query = new URLSearchParams({
      userToken: token,
      userMobile: lead.mobile,
      next: localePath(lead.locale, `/loan-details/${lead.reference}`),
    });
    const target = `${localePath(lead.locale, "/")}?${query}#myaccount`;
    return shortLinks.create(target, new Date(at.getTime() + ttl * 1000), lead.locale, tx);
  }

  /** The grievance officer and the escalation path, which every notice e-mail names (from data/site.json). */
  async function grievanceLines(locale: ApiLocale): Promise<string> {
    const officer = (await deps.data.get("site.json")).grievanceOfficer;
    const escalation = locale === "hi" ? officer.escalation.textHi : officer.escalation.text;
    return `${EMAIL_LINES[locale].officer}: ${officer.name}, ${officer.email}, ${officer.phone}\n${escalation}\n${officer.escalation.url}\n`;
  }

  return {
    detailsLink,

    /** The SMS and the email of a sanction, a disbursal or a cancellation. */
    async send(kind: Exclude<NoticeKind, "consentLink">, lead: NoticeLead, tx: Database) {
      const link = await detailsLink(lead, tx);
      const brand = deps.config.BRAND_NAME;
      const values = { brand, lender: lead.lenderName, reference: lead.reference, link };
      // Status updates by text message stop when the customer withdraws "WhatsApp updates".
      // The application's "contact me by WhatsApp or phone", withdrawn on My data, stops them too.
      await deps.outbox.queueSms(lead.mobile, SMS_TEXTS[kind][lead.locale](values), {
        tx,
        purpose: { purpose: "whatsappUpdates", applicationId: lead.id },
      });
      if (lead.email) {
        const email = EMAILS[kind][lead.locale];
        const lines = EMAIL_LINES[lead.locale];
        await deps.outbox.sendEmail(
          {
            to: lead.email,
            subject: `${brand}: ${email.subject}`,
            text: `${email.body(lead)}\n\n${lines.details}: ${link}\n\n${lines.once}\n\n${await grievanceLines(lead.locale)}`,
          },
          { tx },
        );
      }
    },

    /** The lender consent link (`url`, already in the customer's language), by SMS to the applicant. */
    async consentLink(lead: NoticeLead, url: string, expiresAt: Date, tx: Database) {
      const target = new URL(url);
      const link = await shortLinks.create(`${target.pathname}${target.search}`, expiresAt, lead.locale, tx);
      const values = {
        brand: deps.config.BRAND_NAME,
        lender: lead.lenderName,
        reference: lead.reference,
        link,
      };
      await deps.outbox.queueSms(lead.mobile, SMS_TEXTS.consentLink[lead.locale](values), {
        tx,
        purpose: { purpose: "applicationSharing", applicationId: lead.id },
      });
    },
  };
}

export type Notices = ReturnType<typeof createNotices>;
