import {
  formatLongDate,
  formatLongDay,
  formatPercent,
  formatRupees,
  type Locale,
} from "@loansetu/domain/format";
import { type Offer, offerTotalCost } from "@loansetu/domain/offers";
import { PROCESSING_FEE_GST_RATE } from "@loansetu/domain/voucher";
import type { Lender, LenderProduct, Site } from "../data/schemas.ts";
import { coolingOffRow, grievanceRows } from "../documents/annex-text.ts";
import { lenderText } from "../documents/lender-text-hi.ts";
import { COLOURS, PdfWriter } from "../pdf/writer.ts";

// The Key Fact Statement of one offer, in the order of RBI's KFS format (Master Direction on KFS for loans
// and advances, 2024, Annex A and B): Part 1 interest rate and fees, Part 2 qualitative information, and the
// APR computation. In the journey's language (RBI Digital Lending Directions 2025: a KFS in a language the
// borrower understands), with ₹, Indian digit grouping and the day in India. The lender's own KFS, issued
// at sanction, is the binding one.

export interface KfsInput {
  offer: Offer;
  lender: Lender;
  lenderProduct: LenderProduct;
  reference: string;
  applicantName: string | null;
  productName: string;
  site: Site;
  brandName: string;
  at: Date;
  dataAsOf: string;
  locale: Locale;
}

const rupees = (amount: number) => formatRupees(amount);

export function kfsFileName(reference: string, lender: Lender): string {
  return `KFS-${reference}-${lender.slug}.pdf`;
}

/** The KFS as PDF bytes. */
export async function renderKfsPdf(input: KfsInput): Promise<Uint8Array> {
  const hi = input.locale === "hi";
  const writer = await PdfWriter.open({
    locale: input.locale,
    title: `${hi ? "मुख्य तथ्य विवरण" : "Key Fact Statement"} ${input.reference} ${input.lender.shortName}`,
    author: input.brandName,
    subject: `APR ${formatPercent(input.offer.apr, 2)}`,
    createdAt: input.at,
  });
  writeKfs(writer, input);
  return writer.finish();
}

export function allKfsFileName(reference: string): string {
  return `KFS-${reference}-all-offers.pdf`;
}

/**
 * Every offer's KFS in one PDF, in the order the offers page lists them: a first page comparing
 * them (APR, EMI, what is received, the total cost), then each KFS from the top of a page of its own.
 */
export async function renderAllKfsPdf(inputs: readonly KfsInput[]): Promise<Uint8Array> {
  const first = inputs[0]!;
  const { locale, reference } = first;
  const hi = locale === "hi";
  const writer = await PdfWriter.open({
    locale,
    title: `${hi ? "सभी ऑफ़र के मुख्य तथ्य विवरण" : "Key Fact Statements of every offer"} ${reference}`,
    author: first.brandName,
    subject: hi ? `${inputs.length} ऑफ़र` : `${inputs.length} offers`,
    createdAt: first.at,
  });
  writer.title(hi ? "सभी ऑफ़र के मुख्य तथ्य विवरण" : "Key Fact Statements of every offer");
  writer.paragraph(
    hi
      ? `आवेदन ${reference}: ${inputs.length} ऑफ़र, उसी क्रम में जिसमें आपने उन्हें देखा। हर ऑफ़र का पूरा मुख्य तथ्य विवरण आगे अलग पेज से शुरू होता है। कुल लागत = पूरी अवधि का ब्याज + लोन मिलते समय कटी फ़ीस और शुल्क।`
      : `Application ${reference}: ${inputs.length} offers, in the order you saw them. Each offer's full Key Fact Statement follows, each from a new page. Total cost = interest over the whole tenure + the fees and charges deducted at disbursal.`,
    COLOURS.soft,
  );
  writer.table(
    [
      { title: hi ? "लेंडर" : "Lender", width: 150 },
      { title: hi ? "एपीआर" : "APR", width: 60, align: "right" },
      { title: hi ? "ईएमआई" : "EMI", width: 80, align: "right" },
      { title: hi ? "आपको मिलेंगे" : "You receive", width: 110, align: "right" },
      { title: hi ? "कुल लागत" : "Total cost", width: writer.width - 400, align: "right" },
    ],
    inputs.map(({ offer, lender }) => [
      lender.shortName,
      formatPercent(offer.apr, 2),
      rupees(offer.emi),
      rupees(offer.netDisbursed),
      rupees(offerTotalCost(offer)),
    ]),
  );
  for (const input of inputs) {
    writer.newPage();
    writeKfs(writer, input);
  }
  return writer.finish();
}

/** One KFS written from where the writer stands. */
function writeKfs(writer: PdfWriter, input: KfsInput) {
  const { offer, lender, lenderProduct, site, locale } = input;
  const hi = locale === "hi";
  const gst = `${PROCESSING_FEE_GST_RATE * 100}%`;
  const contingent = lenderProduct.otherCharges.filter(
    (charge) => !["Valuation charges", "Documentation charges", "Stamp duty"].includes(charge.name),
  );
  const date = formatLongDate(input.at, locale);
  const months = (count: number) => (hi ? `${count} महीने` : `${count} months`);
  const rateType = hi
    ? { fixed: "स्थिर दर", floating: "परिवर्तनशील दर" }[lenderProduct.rateType]
    : lenderProduct.rateType;
  const registration = lenderText(lender.rbiRegistrationType, locale);

  writer.title(hi ? "मुख्य तथ्य विवरण (केएफ़एस)" : "Key Fact Statement (KFS)");
  writer.paragraph(
    hi
      ? `${lender.name} (${registration}) का अनुमानित ऑफ़र, जिसे ${input.brandName} दिखा रहा है। ${input.brandName} एक लोन मार्केटप्लेस है जो लेंडिंग सर्विस प्रोवाइडर के रूप में काम करता है। तारीख: ${date}।`
      : `Indicative offer from ${lender.name} (${registration}), shown by ${input.brandName}, a loan marketplace acting as a Lending Service Provider. Date: ${date}.`,
    COLOURS.soft,
  );
  writer.rows([
    [hi ? "आवेदन संदर्भ संख्या" : "Application reference", input.reference],
    [hi ? "आवेदक" : "Applicant", input.applicantName ?? "-"],
    [hi ? "लेंडर" : "Lender", `${lender.name}, ${lenderText(lender.headquarters, locale)}`],
    [hi ? "लोन का प्रकार" : "Type of loan", input.productName],
  ]);

  writer.heading(hi ? "भाग 1 – ब्याज दर और फ़ीस / शुल्क" : "Part 1 – Interest rate and fees / charges");
  writer.rows([
    [hi ? "लोन की रकम" : "Loan amount", rupees(offer.amount)],
    [hi ? "लोन की अवधि" : "Loan term", months(offer.tenureMonths)],
    [
      hi ? "किस्तें" : "Instalments",
      hi
        ? `${rupees(offer.emi)} की ${offer.tenureMonths} मासिक ईएमआई, पहली ईएमआई लोन की रकम मिलने के एक महीने बाद`
        : `${offer.tenureMonths} monthly EMIs of ${rupees(offer.emi)}, the first one month after disbursal`,
    ],
    [
      hi ? "ब्याज दर" : "Interest rate",
      hi
        ? `${formatPercent(offer.ratePercent)} सालाना, ${rateType}, घटती बकाया रकम पर`
        : `${formatPercent(offer.ratePercent)} a year, ${rateType}, on a reducing balance`,
    ],
    [
      hi ? "प्रोसेसिंग फ़ीस" : "Processing fee",
      hi
        ? `${rupees(offer.processingFeeBase)} + ${gst} जीएसटी = ${rupees(offer.processingFee)} (एक बार, लोन की रकम देते समय काटी जाती है)`
        : `${rupees(offer.processingFeeBase)} + ${gst} GST = ${rupees(offer.processingFee)} (one time, deducted at disbursal)`,
    ],
    [
      hi ? "स्टांप ड्यूटी" : "Stamp duty",
      hi
        ? `${rupees(offer.stampDuty)} (राज्य के स्टांप अधिनियम के अनुसार; एक बार)`
        : `${rupees(offer.stampDuty)} (as per the state stamp act; one time)`,
    ],
    [hi ? "मूल्यांकन शुल्क" : "Valuation charges", rupees(offer.valuationCharges)],
    [
      hi ? "दस्तावेज़ शुल्क" : "Documentation charges",
      `${rupees(offer.documentationCharges)} (${hi ? "जीएसटी सहित" : "GST included"})`,
    ],
    [hi ? "बीमा" : "Insurance", hi ? "इस ऑफ़र के साथ कोई बीमा नहीं जुड़ा है" : "None bundled with this offer"],
    [hi ? "आपको मिलने वाली शुद्ध रकम" : "Net disbursed amount", rupees(offer.netDisbursed)],
    [hi ? "कुल चुकाई जाने वाली रकम" : "Total amount to be paid", rupees(offer.totalRepayment)],
    [
      hi ? "सालाना प्रतिशत दर (एपीआर)" : "Annual Percentage Rate (APR)",
      `${formatPercent(offer.apr, 2)} ${hi ? "सालाना" : "a year"}`,
    ],
  ]);

  writer.heading(hi ? "आकस्मिक शुल्क" : "Contingent charges");
  writer.rows([
    [hi ? "दंड शुल्क" : "Penal charges", lenderText(offer.penalCharges, locale)],
    [
      hi ? "लोन समय से पहले बंद करना (फ़ोरक्लोज़र)" : "Foreclosure",
      lenderText(lenderProduct.foreclosure.text, locale),
    ],
    ...contingent.map(
      (charge) => [lenderText(charge.name, locale), lenderText(charge.text, locale)] as [string, string],
    ),
  ]);

  writer.heading(hi ? "भाग 2 – अन्य गुणात्मक जानकारी" : "Part 2 – Other qualitative information");
  writer.rows([
    coolingOffRow(lender, locale),
    ...grievanceRows(lender, site, input.brandName, locale),
    [
      hi ? "वसूली एजेंट" : "Recovery agents",
      hi
        ? "केवल लेंडर के लोन समझौते और आरबीआई की उचित व्यवहार संहिता में बताए गए तरीके से।"
        : "Only as set out in the lender's loan agreement and RBI's fair practices code.",
    ],
  ]);

  writer.heading(hi ? "एपीआर की गणना" : "Computation of APR");
  writer.rows([
    [hi ? "मंज़ूर की गई लोन रकम (क)" : "Sanctioned loan amount (A)", rupees(offer.amount)],
    [hi ? "काटी गई फ़ीस और शुल्क (ख)" : "Fees and charges deducted (B)", rupees(offer.totalDeductions)],
    [hi ? "शुद्ध दी गई रकम (क – ख)" : "Net disbursed amount (A – B)", rupees(offer.netDisbursed)],
    [hi ? "कुल ब्याज" : "Total interest", rupees(offer.totalInterest)],
    [hi ? "ईएमआई की संख्या / ईएमआई" : "Number of EMIs / EMI", `${offer.tenureMonths} / ${rupees(offer.emi)}`],
    [
      hi ? "एपीआर" : "APR",
      hi
        ? `${formatPercent(offer.apr, 2)} (वह सालाना दर जिस पर ईएमआई शुद्ध दी गई रकम को चुकाती हैं)`
        : `${formatPercent(offer.apr, 2)} (the yearly rate at which the EMIs repay the net disbursed amount)`,
    ],
  ]);

  const asOf = formatLongDay(input.dataAsOf, locale);
  writer.paragraph(
    hi
      ? `यह ऑफ़र ${asOf} की लोन शर्तों और आपके क्रेडिट बैंड (${offer.creditBand}) पर आधारित अनुमान है। लेंडर अपनी क्रेडिट जाँच के बाद फ़ैसला करता है और हस्ताक्षर से पहले आपको अपना मुख्य तथ्य विवरण देता है; उसमें लिखी दर, फ़ीस और रकम लेंडर पर बाध्यकारी हैं।`
      : `This is an indicative offer from lending terms as of ${asOf} and your credit band (${offer.creditBand}). The lender decides after its own credit assessment and gives you its KFS before you sign; the rate, fees and amount in it bind the lender.`,
    COLOURS.soft,
  );
}
