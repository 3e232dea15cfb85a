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
import { createJourneyContext } from "../journey/context.ts";
import { AppError } from "../lib/errors.ts";
import type { ApiDeps } from "../lib/types.ts";
import { SMS_PRODUCT_NAMES, SMS_TEXTS } from "../messaging/sms-texts.ts";
import { createShortLinks, localePath } from "../short-links/service.ts";
import { attributionFor } from "./attribution.ts";
import { contactNameField, mobileField } from "./fields.ts";
import { PARTNER_FIELD_TEXTS, partnerMessage } from "./messages.ts";
import { PARTNER_POLICY } from "./policy.ts";
import type { Partner } from "./sessions.ts";

// A partner starts an application for a customer who is with them (mobile and name only). The
// customer gets an SMS (through the durable queue, in the same transaction) with a single-use login link
// that opens the application; the details, the PAN and every consent are the customer's own to give. The
// partner never sees or saves anything more. Anyone can type a mobile, so the application is the partner's
// only once its customer confirms on it (customer-confirmation.ts), and it never attributes the customer's
// other applications: only the customer's own visit through the partner's link does (attribution.ts).

export const startForCustomerFields = z.object({
  mobile: mobileField,
  name: contactNameField,
  product: z.enum(JOURNEY_PRODUCTS.map((p) => p.slug) as [string, ...string[]], {
    message: PARTNER_FIELD_TEXTS.product,
  }),
});
export type StartForCustomerFields = z.infer<typeof startForCustomerFields>;

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
    // A customer new to us reads the partner's language until they use the site themselves (then theirs).
    .values({ mobile: fields.mobile, locale, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const [user] = await db.select().from(users).where(eq(users.mobile, fields.mobile));
  const earlier = await attributionFor(db, user!.id, null, now);
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
  // Both refusals give one answer (status and words), so it cannot tell a partner whose customer a mobile is.
  if ((earlier && earlier.partnerId !== partner.id) || open)
    throw new AppError("CONFLICT", partnerMessage("cannotStartForCustomer", locale));

  const reference = await createJourneyContext(deps).newReference();
  const customerLocale: ApiLocale = user!.locale === "hi" ? "hi" : "en";
  const ttl = SESSION_POLICY.autoLoginLinkTtlSeconds;
  const token = await signLinkToken(
    deps.config.LINK_SECRET,
    { mobile: fields.mobile, purpose: "autologin" },
    now,
    ttl,
  );
  const query = new URLSearchParams({
    userToken: token,
    userMobile: fields.mobile,
    next: localePath(customerLocale, `/apply/${product.slug}`),
  });
  const target = `${localePath(customerLocale, "/")}?${query}#myaccount`;
  const productName = SMS_PRODUCT_NAMES[product.slug] ?? "loan";
  const brand = deps.config.BRAND_NAME;

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
        // Waiting for the customer's answer (customer-confirmation.ts): not attributed until they say yes.
        partnerId: partner.id,
        attributedAt: null,
        attributionSource: "partner_started",
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: applications.id });
    await record(tx, limitKey, now);
    const link = await createShortLinks(deps).create(
      target,
      new Date(now.getTime() + ttl * 1000),
      customerLocale,
      tx,
    );
    const text = SMS_TEXTS.partnerStarted[customerLocale]({
      brand,
      partner: partner.businessName,
      product: productName,
      reference,
      link,
    });
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
