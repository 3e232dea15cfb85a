import { z } from "zod";

// The studio lead page posts its forms to the page (no JavaScript needed); this is what they may carry.

const CONTROL = /\p{Cc}/u;
const plain = (max: number) =>
  z
    .string()
    .trim()
    .min(3)
    .max(max)
    .refine((v) => !CONTROL.test(v));
const num = z.coerce.number();
/** The lead page's forms (a plain POST each, `intent` naming the action), with the API's limits. */
export const LEAD_FORM_INPUT = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("next"), version: num.int().min(1) }),
  z.object({ intent: z.literal("back"), version: num.int().min(1), reason: plain(300) }),
  z.object({
    intent: z.literal("offer"),
    version: num.int().min(1),
    lenderId: num.int().min(1),
    amount: num.int().min(10_000).max(100_000_000),
    ratePercent: num.min(1).max(60),
    tenureMonths: num.int().min(3).max(360),
    processingFee: num.int().min(0).max(10_000_000),
  }),
  z.object({
    intent: z.literal("consentLink"),
    version: num.int().min(1),
    lenderId: num.int().min(1).optional(),
  }),
  z.object({ intent: z.literal("disburse"), version: num.int().min(1) }),
  z.object({ intent: z.literal("cancel"), version: num.int().min(1), reason: plain(300) }),
  z.object({
    intent: z.literal("note"),
    text: z
      .string()
      .trim()
      .min(1)
      .max(2000)
      .refine((v) => !CONTROL.test(v.replace(/[\n\r\t]/g, ""))),
  }),
  z.object({ intent: z.literal("reveal"), reason: plain(300) }),
]);
