import type { Database } from "./client.ts";
import { reviews } from "./schema.ts";

// Demo reviews for development and tests, so the studio's moderation queue and its lists have something to
// show. They are never public: the home page lists and rates verified reviews only (decision 0044), and a
// production database gets none of them (the seed adds them only when asked). A few are pending, so the
// queue is not empty. Written in English or Hindi, as customers would; first name and city only.

type DemoReview = {
  n: number;
  firstName: string;
  city: string;
  product: string;
  rating: number;
  locale: "en" | "hi";
  text: string | null;
  date: string;
  status?: "pending";
};

const DEMO_REVIEWS: DemoReview[] = [
  {
    n: 1,
    firstName: "Ankit",
    city: "Jaipur",
    product: "used-car-loan",
    rating: 5,
    locale: "en",
    text: "I was looking at a 2021 Baleno and had no idea which bank would fund a used car. I saw four offers side by side with the APR and picked one with a lower processing fee. The money reached the dealer in three working days.",
    date: "2026-11-18",
  },
  {
    n: 2,
    firstName: "स्नेहा",
    city: "पुणे",
    product: "personal-loan",
    rating: 5,
    locale: "hi",
    text: "बहन की शादी के लिए अचानक पैसों की ज़रूरत पड़ी। आवेदन में लगभग दस मिनट लगे और स्वीकार करने से पहले ही दिख गया कि फ़ीस कटने के बाद हाथ में कितनी रक़म आएगी।",
    date: "2026-11-12",
  },
  {
    n: 3,
    firstName: "Mohammed",
    city: "Hyderabad",
    product: "refinance",
    rating: 5,
    locale: "en",
    text: "I had paid 20 EMIs on my Creta and needed working capital for my shop. The loan against car gave me cash without selling the car, and the foreclosure charges on my old loan were explained clearly.",
    date: "2026-11-05",
  },
  {
    n: 4,
    firstName: "Priya",
    city: "Kochi",
    product: "ev-loan",
    rating: 4,
    locale: "en",
    text: "Bought my first electric scooter with a green loan. The EMI calculator helped me pick a 24-month tenure that fits my salary. Document upload was a little slow on my phone.",
    date: "2026-10-29",
  },
  {
    n: 5,
    firstName: "गुरप्रीत",
    city: "लुधियाना",
    product: "commercial-vehicle-loan",
    rating: 5,
    locale: "hi",
    text: "मेरे पास दो टेम्पो हैं और तीसरा लेना था। ज़्यादातर कमाई नक़द में होने के बावजूद दो लेंडरों ने ऑफ़र दिया, और तुलना से समझ आया कि मेरा रूट कितनी ईएमआई उठा सकता है।",
    date: "2026-10-21",
  },
  {
    n: 6,
    firstName: "Ritu",
    city: "Lucknow",
    product: "balance-transfer",
    rating: 5,
    locale: "en",
    text: "My old personal loan was at 16%. After the balance transfer my rate came down. The dashboard showed every stage, so I always knew where my application was.",
    date: "2026-10-14",
  },
  {
    n: 7,
    firstName: "Karthik",
    city: "Chennai",
    product: "new-car-loan",
    rating: 4,
    locale: "en",
    text: "Compared the dealer's finance offer with the ones here for a new Nexon. One bank was cheaper on APR. The sanction took a day longer than I was told.",
    date: "2026-10-08",
  },
  {
    n: 8,
    firstName: "पूजा",
    city: "इंदौर",
    product: "two-wheeler-loan",
    rating: 4,
    locale: "hi",
    text: "पहली बार लोन ले रही थी और कोई क्रेडिट हिस्ट्री नहीं थी। यहाँ दिखा कि कौन-से लेंडर नए ग्राहकों को लोन देते हैं, और कम डाउन पेमेंट पर बाइक का लोन हो गया।",
    date: "2026-10-02",
  },
  {
    n: 9,
    firstName: "Sanjay",
    city: "Ahmedabad",
    product: "business-loan",
    rating: 5,
    locale: "en",
    text: "Needed ₹8 lakh to stock up before the wedding season. Uploading GST returns was simple and I had three offers the same week.",
    date: "2026-09-25",
  },
  {
    n: 10,
    firstName: "दीपिका",
    city: "भुवनेश्वर",
    product: "personal-loan",
    rating: 5,
    locale: "hi",
    text: "पहले मुफ़्त में क्रेडिट स्कोर देखा, फिर आवेदन किया। ऑफ़र वैसे ही मिले जैसा स्कोर पेज पर बताया गया था।",
    date: "2026-09-18",
  },
  {
    n: 11,
    firstName: "Arjun",
    city: "Bengaluru",
    product: "used-car-loan",
    rating: 3,
    locale: "en",
    text: "The offers were fair, but the valuation visit was rescheduled twice. Support kept me informed, so no complaints about honesty.",
    date: "2026-09-11",
  },
  {
    n: 12,
    firstName: "Meena",
    city: "Coimbatore",
    product: "two-wheeler-loan",
    rating: 5,
    locale: "en",
    text: null,
    date: "2026-09-04",
  },
  {
    n: 13,
    firstName: "राहुल",
    city: "पटना",
    product: "personal-loan",
    rating: 4,
    locale: "hi",
    text: "प्रोसेसिंग फ़ीस पहले से साफ़ लिखी थी, कोई छिपा शुल्क नहीं निकला। बस केवाईसी में एक दिन ज़्यादा लगा।",
    date: "2026-08-28",
  },
  {
    n: 14,
    firstName: "Farhan",
    city: "Bhopal",
    product: "new-car-loan",
    rating: 5,
    locale: "en",
    text: "Got a lower rate than my salary bank offered. The key fact statement listed every charge before I signed.",
    date: "2026-08-20",
  },
  {
    n: 15,
    firstName: "Lakshmi",
    city: "Visakhapatnam",
    product: "ev-loan",
    rating: 4,
    locale: "en",
    text: "Good rate on my e-scooter. I would like the app to remind me before the first EMI date.",
    date: "2026-08-13",
  },
  {
    n: 16,
    firstName: "विकास",
    city: "कानपुर",
    product: "commercial-vehicle-loan",
    rating: 4,
    locale: "hi",
    text: "पिकअप के लिए लोन चाहिए था। दो ऑफ़र आए, एक में प्रोसेसिंग फ़ीस कम थी। कागज़ात एक बार दोबारा माँगे गए।",
    date: "2026-08-06",
  },
  {
    n: 17,
    firstName: "Nisha",
    city: "Chandigarh",
    product: "balance-transfer",
    rating: 5,
    locale: "en",
    text: "Moved my loan to a lower rate and my EMI dropped by about ₹1,900 a month. The calculator's estimate was close to what I got.",
    date: "2026-07-30",
  },
  {
    n: 18,
    firstName: "Rohan",
    city: "Nagpur",
    product: "business-loan",
    rating: 3,
    locale: "en",
    text: "Only one lender made an offer for my two-year-old business. The process was clear, though I hoped for more choice.",
    date: "2026-07-23",
  },
  {
    n: 19,
    firstName: "अंजलि",
    city: "जयपुर",
    product: "used-car-loan",
    rating: 5,
    locale: "hi",
    text: "पुरानी स्विफ़्ट के लिए लोन लिया। हर चरण की जानकारी एसएमएस पर मिलती रही और पैसा समय पर डीलर को पहुँचा।",
    date: "2026-07-16",
  },
  {
    n: 20,
    firstName: "Joseph",
    city: "Mangaluru",
    product: "personal-loan",
    rating: 4,
    locale: "en",
    text: "Quick and clear. I could see the amount after fees before accepting, which my bank never showed me.",
    date: "2026-07-09",
  },
  {
    n: 21,
    firstName: "Harpreet",
    city: "Amritsar",
    product: "two-wheeler-loan",
    rating: 5,
    locale: "en",
    text: "Bike loan approved in two days with a small down payment.",
    date: "2026-07-02",
  },
  {
    n: 22,
    firstName: "सुनीता",
    city: "रायपुर",
    product: "ev-loan",
    rating: 5,
    locale: "hi",
    text: "बिजली वाला स्कूटर लिया। ईएमआई मेरी तनख़्वाह के हिसाब से बैठ गई और ब्याज दर उम्मीद से कम रही।",
    date: "2026-06-25",
  },
  {
    n: 23,
    firstName: "Imran",
    city: "Surat",
    product: "refinance",
    rating: 4,
    locale: "en",
    text: "Cash against my car for the shop's renovation. The team called once to confirm details, at a sensible hour.",
    date: "2026-11-20",
    status: "pending",
  },
  {
    n: 24,
    firstName: "कविता",
    city: "वाराणसी",
    product: "personal-loan",
    rating: 2,
    locale: "hi",
    text: "ऑफ़र अच्छा था पर पैसा आने में उम्मीद से ज़्यादा समय लगा।",
    date: "2026-11-21",
    status: "pending",
  },
];

/** A fixed id per demo review, so the seed adds each once however often it runs. */
const demoId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

/** Inserts the demo reviews that are missing; approved ones as moderated by the seed on their day. */
export async function seedReviews(db: Database): Promise<void> {
  await db
    .insert(reviews)
    .values(
      DEMO_REVIEWS.map((review) => {
        const at = new Date(`${review.date}T06:30:00Z`);
        const approved = review.status !== "pending";
        return {
          id: demoId(review.n),
          rating: review.rating,
          text: review.text,
          locale: review.locale,
          firstName: review.firstName,
          city: review.city,
          product: review.product,
          status: approved ? "approved" : "pending",
          moderatedBy: approved ? "seed" : null,
          moderatedAt: approved ? at : null,
          demo: true,
          createdAt: at,
        };
      }),
    )
    .onConflictDoNothing({ target: reviews.id });
}

export const DEMO_REVIEW_COUNT = DEMO_REVIEWS.length;
