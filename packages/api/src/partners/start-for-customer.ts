import { z } from "@hono/zod-openapi";
import { applications, users } from "@loansetu/db/schema";
import { and, eq, isNull, ne } from "@loansetu/db/sql";
import { JOURNEY_PRODUCTS, journeyProduct, leadStages } from "@loansetu/domain/application";
import { LEAD_STATUS_AT_CREATION } from "@loansetu/domain/journey";
import { recordAudit } from "../audit/record.ts";
import type { ApiLocale } from "../auth/messages.ts";
import { SESSION_POLICY } from "../auth/policy.ts";
import { exceeded, record, withKeyLock } from "../auth/rate-limit.ts";
import { signLinkToken } from "../auth/tokens.ts";
import { CHATBOT_PRODUCTS_ID } from "../chatbot/constants.ts";
import { AppError } from "../errors.ts";
import { createJourneyContext } from "../journey/context.ts";
import type { ApiDeps } from "../types.ts";
import { attributionFor } from "./attribution.ts";
import { contactNameField, mobileField } from "./fields.ts";
import { PARTNER_FIELD_TEXTS, partnerMessage } from "./messages.ts";
import { PARTNER_POLICY } from "./policy.ts";
import type { Partner } from "./sessions.ts";

// Issue 21: a partner starts an application for a customer who is with them (mobile and name only). The
// customer gets an SMS (through the durable queue, in the same transaction) with a single-use login link
// that opens the application; the details, the PAN and every consent are the customer's own to give. The
// partner never sees or saves anything more.

export const startForCustomerFields = z.object({
  mobile: mobileField,
  name: contactNameField,
  product: z.enum(JOURNEY_PRODUCTS.map((p) => p.slug) as [string, ...string[]], {
    message: PARTNER_FIELD_TEXTS.product,
  }),
});
export type StartForCustomerFields = z.infer<typeof startForCustomerFields>;

const PRODUCT_NAMES: Record<string, { en: string; hi: string }> = {
  "personal-loan": { en: "personal loan", hi: "पर्सनल लोन" },
  "used-car-loan": { en: "used car loan", hi: "पुरानी कार लोन" },
  "new-car-loan": { en: "new car loan", hi: "नई कार लोन" },
  "two-wheeler-loan": { en: "two-wheeler loan", hi: "टू-व्हीलर लोन" },
  "ev-loan": { en: "EV loan", hi: "EV लोन" },
  refinance: { en: "loan against car", hi: "कार पर लोन" },
  "business-loan": { en: "business loan", hi: "बिज़नेस लोन" },
  "commercial-vehicle-loan": { en: "commercial vehicle loan", hi: "कमर्शियल वाहन लोन" },
  "balance-transfer": { en: "balance transfer", hi: "बैलेंस ट्रांसफ़र" },
};

export async function startApplicationForCustomer(
  deps: ApiDeps,
  partner: Pick<Partner, "id" | "businessName">,
  fields: StartForCustomerFields,
  client: { ip: string; requestId?: string | undefined; origin: string },
  locale: ApiLocale,
): Promise<{ reference: string }> {
  const db = deps.database.db;
  const now = deps.clock();
  const product = journeyProduct(fields.product)!;
  const limitKey = `partner-start:${partner.id}`;
  const over = await withKeyLock(db, limitKey, (tx) =>
    exceeded(tx, limitKey, [
      { limit: PARTNER_POLICY.startsPerHour, since: new Date(now.getTime() - 3600_000) },
    ]),
  );
  if (over) throw new AppError("RATE_LIMITED", partnerMessage("rateLimited", locale));

  await db
    .insert(users)
    .values({ mobile: fields.mobile, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const [user] = await db.select().from(users).where(eq(users.mobile, fields.mobile));
  const earlier = await attributionFor(db, user!.id, null, now);
  if (earlier && earlier.partnerId !== partner.id)
    throw new AppError("CONFLICT", partnerMessage("customerHasPartner", locale));
  const [open] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.userId, user!.id),
        eq(applications.product, product.slug),
        ne(applications.productsId, CHATBOT_PRODUCTS_ID),
        isNull(applications.submittedAt),
        eq(applications.status, LEAD_STATUS_AT_CREATION),
      ),
    );
  if (open) throw new AppError("CONFLICT", partnerMessage("customerHasOpenApplication", locale));

  const reference = await createJourneyContext(deps).newReference();
  const token = await signLinkToken(
    deps.config.LINK_SECRET,
    { mobile: fields.mobile, purpose: "autologin" },
    now,
    SESSION_POLICY.autoLoginLinkTtlSeconds,
  );
  const query = new URLSearchParams({
    userToken: token,
    userMobile: fields.mobile,
    next: `/apply/${product.slug}`,
  });
  const link = `${deps.config.publicOrigin}/?${query}#myaccount`;
  const names = PRODUCT_NAMES[product.slug] ?? { en: "loan", hi: "लोन" };
  const brand = deps.config.BRAND_NAME;
  const text =
    `${brand}: ${partner.businessName} has started your ${names.en} application ${reference}. ` +
    `Please continue it yourself and give your own consent: ${link}\n` +
    `${partner.businessName} ने आपका ${names.hi} आवेदन ${reference} शुरू किया है। कृपया इसे ख़ुद आगे बढ़ाएँ और अपनी सहमति ख़ुद दें।`;

  await db.transaction(async (raw) => {
    const tx = raw as unknown as typeof db;
    const [row] = await tx
      .insert(applications)
      .values({
        reference,
        userId: user!.id,
        product: product.slug,
        productsId: product.ids.productsId,
        vendorsId: product.ids.vendorsId,
        status: LEAD_STATUS_AT_CREATION,
        stages: leadStages(0),
        name: fields.name,
        formSource: "partner",
        partnerId: partner.id,
        attributedAt: now,
        attributionSource: "partner_started",
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: applications.id });
    await record(tx, limitKey, now);
    await deps.outbox.queueSms(fields.mobile, text, { tx });
    await recordAudit(tx, {
      actor: { kind: "partner", id: partner.id },
      action: "partner.application.start",
      leadId: row!.id,
      after: { reference, product: product.slug, mobile: fields.mobile },
      requestId: client.requestId,
      ip: client.ip,
    });
  });
  return { reference };
}
