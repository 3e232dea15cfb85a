import { recordAudit } from "../audit/record.ts";
import { createConsentService, encryptLinkPayload } from "../consent/service.ts";
import { transaction } from "../lib/transaction.ts";
import type { ApiDeps } from "../lib/types.ts";
import type { FinanceActor } from "./service.ts";

// The payout status link: finance sends a lender's operations contact a link that shows one lead's
// payout without a login and lets them confirm receipt. It carries two things: `token`, the signed,
// single-purpose ("payout"), expiring link token tied to the lead (the x-link-token of the §7 calls), and
// `key`, the encrypted payload naming the lead (the §7 payoutStatusKey). Neither is a secret of the server.

/** How long the lender's contact may use the link. */
export const PAYOUT_STATUS_LINK_TTL_SECONDS = 7 * 24 * 3600;

export function createPayoutStatusLinks(deps: ApiDeps) {
  const consent = createConsentService(deps);

  /** The link's URL for a lead (the page `/payout-status`, in the sender's language). */
  async function issue(reference: string, base: string, locale: "en" | "hi") {
    const link = await consent.issuePayoutLink(reference, {
      ttlSeconds: PAYOUT_STATUS_LINK_TTL_SECONDS,
      locale,
    });
    const key = encryptLinkPayload(deps.config.LINK_SECRET, {
      leadsId: reference,
      purpose: "payoutStatus",
      exp: Math.floor(link.expiresAt.getTime() / 1000),
    });
    const query = new URLSearchParams({ key, token: link.token });
    return {
      url: `${base}${locale === "hi" ? "/hi" : ""}/payout-status?${query}`,
      expiresAt: link.expiresAt,
    };
  }

  return {
    issue,

    /** Issues the link and queues the email to the contact, with one audit entry, in one transaction. */
    async send(reference: string, to: string, base: string, actor: FinanceActor & { leadId: string }) {
      const { url, expiresAt } = await issue(reference, base, actor.locale);
      const brand = deps.config.BRAND_NAME;
      await transaction(deps.database.db, async (tx) => {
        await deps.outbox.sendEmail(
          {
            to,
            subject: `${brand}: payout status of ${reference} / ${reference} के पेआउट की स्थिति`,
            text: [
              `Please see the payout of loan ${reference} and confirm its receipt: ${url}`,
              `The link works until ${expiresAt.toISOString().slice(0, 10)}.`,
              "",
              `कृपया लोन ${reference} का पेआउट देखें और उसकी प्राप्ति की पुष्टि करें: ${url}`,
              `यह लिंक ${expiresAt.toISOString().slice(0, 10)} तक काम करता है।`,
              "",
            ].join("\n"),
          },
          { tx },
        );
        await recordAudit(tx, {
          actor: actor.employee,
          action: "payout.link.send",
          leadId: actor.leadId,
          details: { to, expiresAt: expiresAt.toISOString() },
          requestId: actor.requestId,
          ip: actor.ip,
        });
      });
      deps.queue.kick();
      return { expiresAt };
    },
  };
}
