import type { Locale } from "@loansetu/domain/format";
import { matchOffers } from "@loansetu/domain/offers";
import { loadDataFile } from "../../src/data/load.ts";
import { productName } from "../../src/documents/annex-text.ts";
import type { SanctionInput } from "../../src/documents/sanction-letter-pdf.ts";
import type { KfsInput } from "../../src/journey/kfs-pdf.ts";

/** Just after 18:30 UTC on 24 November: already 25 November in India. */
export const DOCUMENT_AT = new Date("2026-11-24T18:31:00Z");

/** One personal-loan offer of the first lender in the data, to a salaried applicant scoring 780. */
export async function kfsInput(locale: Locale, at = DOCUMENT_AT): Promise<KfsInput> {
  const [lendersFile, site] = await Promise.all([loadDataFile("lenders.json"), loadDataFile("site.json")]);
  const lender = lendersFile.lenders[0]!;
  const offer = matchOffers([lender], {
    age: 32,
    netMonthlyIncome: 80_000,
    employment: "salaried",
    creditScore: 780,
    product: "personal",
    amount: 500_000,
    tenureMonths: 36,
  }).eligible[0]!;
  return {
    offer,
    lender,
    lenderProduct: lender.products.personal!,
    reference: "LS2611240001",
    applicantName: "Ravi Kumar",
    productName: productName("personal-loan", locale),
    site,
    brandName: "LoanSetu",
    at,
    dataAsOf: lendersFile.asOf,
    locale,
  };
}

export async function sanctionInput(locale: Locale, sanctionedAt = DOCUMENT_AT): Promise<SanctionInput> {
  const [lendersFile, site] = await Promise.all([loadDataFile("lenders.json"), loadDataFile("site.json")]);
  const lender = lendersFile.lenders[0]!;
  return {
    reference: "LS2611240001",
    applicantName: "Ravi Kumar",
    productName: productName("personal-loan", locale),
    voucher: {
      loanAmount: 500_000,
      roi: 12,
      emi: 16_607,
      tenure: 36,
      processingFee: 5000,
      processingFeeWithGst: 5900,
      stampDuty: 100,
      serviceCharges: 0,
      valuationCharges: 0,
      documentationCharges: 0,
      netDisbursedAmount: 494_000,
      apr: 12.85,
      loanId: "LS2611240001",
      voucherExpiryDate: "2026-12-25",
      offerType: "indicative",
      imgColor: lender.color,
      lenderId: lender.id,
      lenderName: lender.name,
      penalCharges: lender.products.personal!.penalCharges,
    },
    lender,
    site,
    brandName: "LoanSetu",
    sanctionedAt,
    locale,
  };
}
