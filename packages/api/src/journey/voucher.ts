import { z } from "@hono/zod-openapi";
import { CREDIT_BANDS, type Offer } from "@loansetu/domain/offers";

// The `applications.voucher` JSON (and each of `steps.vouchers`): the chosen offer as §3 carries it. One
// schema, one type: every read parses the stored JSON here instead of casting it, so a row that does not
// match fails with a named error at the read rather than as a wrong figure on a page.

/** The offer the voucher was made from, as the offers step worked it out (absent on vouchers a lender sent). */
const offerSchema = z.object({
  id: z.string(),
  lenderId: z.number(),
  lenderName: z.string(),
  product: z.string(),
  creditBand: z.enum(CREDIT_BANDS),
  requestedAmount: z.number(),
  amount: z.number(),
  tenureMonths: z.number(),
  amountReduced: z.boolean(),
  tenureAdjusted: z.boolean(),
  ratePercent: z.number(),
  emi: z.number(),
  processingFeeBase: z.number(),
  processingFee: z.number(),
  stampDuty: z.number(),
  valuationCharges: z.number(),
  documentationCharges: z.number(),
  serviceCharges: z.number(),
  totalDeductions: z.number(),
  netDisbursed: z.number(),
  apr: z.number(),
  totalInterest: z.number(),
  totalRepayment: z.number(),
  penalCharges: z.string(),
}) satisfies z.ZodType<Offer>;

/**
 * A charge a lender may leave out of its voucher (§9 then shows the rule's own figure, see
 * `voucherCharges` in the domain): a number, or null/absent when the lender did not send it.
 */
const charge = z.number().nullish();

export const voucherSchema = z.object({
  loanAmount: z.number(),
  roi: z.number(),
  emi: z.number(),
  /** Months. */
  tenure: z.number(),
  /** Base processing fee before GST, as §3 carries it (§9 adds 18 % when shown). */
  processingFee: charge,
  processingFeeWithGst: charge,
  stampDuty: charge,
  serviceCharges: charge,
  valuationCharges: charge,
  documentationCharges: charge,
  netDisbursedAmount: charge,
  apr: charge,
  loanId: z.string(),
  voucherExpiryDate: z.string(),
  offerType: z.literal("indicative"),
  imgColor: z.string(),
  lenderId: z.number(),
  lenderName: z.string(),
  penalCharges: z.string().optional(),
  offer: offerSchema.optional(),
});

/** The chosen offer as the lead's voucher: §3 fields, plus the KFS figures and the offer it came from. */
export type Voucher = z.infer<typeof voucherSchema>;

/** A stored voucher that does not match its schema: data written outside `voucherFrom` or a lender's feed. */
export class VoucherShapeError extends Error {
  override name = "VoucherShapeError";
}

function parse(json: unknown, where: string): Voucher {
  const result = voucherSchema.safeParse(json);
  if (!result.success) throw new VoucherShapeError(`${where}: ${z.prettifyError(result.error)}`);
  return result.data;
}

/** The chosen voucher of an application row (`applications.voucher`), or null when none is chosen. */
export function readVoucher(json: unknown): Voucher | null {
  return json === null || json === undefined ? null : parse(json, "applications.voucher");
}

/** The other vouchers a lender made (`steps.vouchers`), in order. */
export function readOtherVouchers(json: unknown): Voucher[] {
  if (json === null || json === undefined) return [];
  if (!Array.isArray(json)) throw new VoucherShapeError("steps.vouchers: not a list");
  return json.map((item, i) => parse(item, `steps.vouchers[${i}]`));
}
