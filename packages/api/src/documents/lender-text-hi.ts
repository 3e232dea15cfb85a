// The lenders' own texts (data/lenders.json is reviewed in English) as a Hindi KFS or sanction letter
// prints them. A test checks every text in the data file has its Hindi here; a text added to the data
// without one prints in English until it is added.

const HINDI: Readonly<Record<string, string>> = {
  // Registration types
  "Scheduled Commercial Bank": "अनुसूचित वाणिज्यिक बैंक",
  "Small Finance Bank": "स्मॉल फ़ाइनेंस बैंक",
  "NBFC-ICC": "एनबीएफ़सी-आईसीसी",
  "NBFC-MFI": "एनबीएफ़सी-एमएफ़आई",
  "Housing Finance Company": "हाउसिंग फ़ाइनेंस कंपनी",
  // Head offices
  Mumbai: "मुंबई",
  "New Delhi": "नई दिल्ली",
  Pune: "पुणे",
  Jaipur: "जयपुर",
  Chennai: "चेन्नई",
  Vadodara: "वडोदरा",
  // Grievance officers' designations
  "Grievance Redressal Officer": "शिकायत निवारण अधिकारी",
  "Principal Nodal Officer": "प्रधान नोडल अधिकारी",
  "General Manager (Customer Service)": "महाप्रबंधक (ग्राहक सेवा)",
  // Charge names
  "Hypothecation endorsement": "हाइपोथिकेशन दर्ज कराना (आरसी पर)",
  "EMI / NACH bounce": "ईएमआई / एनएसीएच बाउंस",
  "Documentation charges": "दस्तावेज़ शुल्क",
  "Stamp duty": "स्टांप ड्यूटी",
  "Valuation charges": "मूल्यांकन शुल्क",
  "Duplicate NOC or statement": "डुप्लिकेट एनओसी या स्टेटमेंट",
  // Charge texts
  "As per state stamp act (typically ₹100 to ₹500)": "राज्य के स्टांप अधिनियम के अनुसार (आम तौर पर ₹100 से ₹500)",
  "At actuals, payable to the RTO": "असल खर्च जितना, आरटीओ को देय",
  "₹500 plus GST": "₹500 और जीएसटी",
  "₹550 per instance plus GST": "हर बार ₹550 और जीएसटी",
  "₹650 per instance plus GST": "हर बार ₹650 और जीएसटी",
  "₹943 per vehicle (deducted at disbursal)": "हर वाहन पर ₹943 (लोन की रकम देते समय काटे जाते हैं)",
  // Penal charges
  "2% a month on the overdue instalment for the days it is overdue; a charge, not added to the interest rate and not compounded.":
    "बकाया किस्त पर, जितने दिन वह बकाया रहे, 2% मासिक; यह एक शुल्क है, ब्याज दर में नहीं जुड़ता और इस पर चक्रवृद्धि नहीं लगती।",
  "3% a month on the overdue amount for the days it is overdue; a charge, not added to the interest rate and not compounded.":
    "बकाया रकम पर, जितने दिन वह बकाया रहे, 3% मासिक; यह एक शुल्क है, ब्याज दर में नहीं जुड़ता और इस पर चक्रवृद्धि नहीं लगती।",
  // Foreclosure
  "Foreclosure allowed after 12 EMIs at 4% of the principal outstanding plus GST.":
    "12 ईएमआई के बाद लोन समय से पहले बंद किया जा सकता है: बकाया मूलधन का 4% और जीएसटी।",
  "Foreclosure allowed after 12 EMIs at 4% of the principal outstanding plus GST; part-prepayment up to 25% of the outstanding once a year at 2% plus GST.":
    "12 ईएमआई के बाद लोन समय से पहले बंद किया जा सकता है: बकाया मूलधन का 4% और जीएसटी; साल में एक बार बकाया रकम का 25% तक आंशिक पूर्व-भुगतान, 2% और जीएसटी पर।",
  "Foreclosure allowed after 6 EMIs at 4% of the principal outstanding plus GST.":
    "6 ईएमआई के बाद लोन समय से पहले बंद किया जा सकता है: बकाया मूलधन का 4% और जीएसटी।",
  "Foreclosure allowed after 6 EMIs at 5% of the principal outstanding plus GST.":
    "6 ईएमआई के बाद लोन समय से पहले बंद किया जा सकता है: बकाया मूलधन का 5% और जीएसटी।",
  "Foreclosure allowed after 6 EMIs: 5% of the principal outstanding plus GST within 12 months, 3% after 12 months.":
    "6 ईएमआई के बाद लोन समय से पहले बंद किया जा सकता है: 12 महीने के भीतर बकाया मूलधन का 5% और जीएसटी, 12 महीने के बाद 3%।",
  "Foreclosure allowed after 6 EMIs: 5% of the principal outstanding plus GST within 24 months of disbursal, 3% thereafter.":
    "6 ईएमआई के बाद लोन समय से पहले बंद किया जा सकता है: लोन मिलने के 24 महीने के भीतर बकाया मूलधन का 5% और जीएसटी, उसके बाद 3%।",
  "No foreclosure or part-prepayment charges: floating-rate loan to an individual (RBI pre-payment charges directions).":
    "लोन समय से पहले बंद करने या आंशिक पूर्व-भुगतान पर कोई शुल्क नहीं: किसी व्यक्ति को दिया गया परिवर्तनशील दर वाला लोन (आरबीआई के पूर्व-भुगतान शुल्क निर्देश)।",
};

/** A lender's text in the document's language: Hindi from the table above, English as the data has it. */
export function lenderText(text: string, locale: "en" | "hi"): string {
  return locale === "hi" ? (HINDI[text] ?? text) : text;
}

/** Whether the table has a Hindi text for `text` (the data test's check). */
export const hasHindi = (text: string) => text in HINDI;
