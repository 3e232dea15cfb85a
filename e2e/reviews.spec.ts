import type { Browser, TestInfo } from "@playwright/test";
import { allowTime, axeViolations, expect, gotoReady, type OutboxMessage, test } from "./support/fixtures.ts";
import { signInToStudio } from "./support/studio.ts";

// Customer reviews end to end: a customer whose loan was disbursed rates it from the dashboard;
// operations approve it in the studio (first name and city only); the home page then shows it, newest
// first. The home page shows verified reviews only (decision 0044): the seed's demo reviews never appear,
// and no average is shown below 20 verified reviews (the API tests count up to it). Each run gets its own
// customer and disbursed loan (the development route), since a loan takes one review.

async function newContext(browser: Browser, baseURL: string, info: TestInfo) {
  const mobile = info.project.name === "mobile";
  return browser.newContext({
    baseURL,
    viewport: mobile ? { width: 360, height: 740 } : { width: 1280, height: 800 },
    isMobile: mobile,
    hasTouch: mobile,
  });
}

test("a customer rates a disbursed loan, operations approve it, the home page shows it", async ({
  browser,
  baseURL,
  outbox,
}, info) => {
  allowTime(90_000);
  const customer = await newContext(browser, baseURL!, info);
  const headers = { origin: baseURL! };
  const fresh = (await (await customer.request.post("/dev/disbursed-loan")).json()).data as {
    reference: string;
    mobile: string;
  };
  const sent = await (
    await customer.request.post("/api/otp-v2", { data: { mobile: fresh.mobile }, headers })
  ).json();
  let code = "";
  await expect
    .poll(async () => {
      const sms = (await outbox()).find((m: OutboxMessage) => m.recipient === fresh.mobile);
      code = /\b(\d{4})\b/.exec(sms?.body ?? "")?.[1] ?? "";
      return code;
    })
    .toMatch(/^\d{4}$/);
  const verified = await customer.request.post("/api/verify", {
    data: { mobile: fresh.mobile, referenceId: sent.data.id, value: { otp: code } },
    headers,
  });
  expect(verified.ok()).toBe(true);

  // The dashboard asks for a rating on the disbursed loan.
  const page = await customer.newPage();
  await gotoReady(page, "/dashboard");
  const card = page.locator(`[data-testid=lead-card][data-lead=${fresh.reference}]`);
  const form = card.getByTestId("review-form");
  await expect(form.getByRole("heading", { name: "How was your loan?" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The stars are a radio group: a keyboard user picks one with the arrow keys.
  await form.getByRole("radio", { name: "1 star: poor" }).focus();
  await page.keyboard.press("Space");
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  await expect(form.getByRole("radio", { name: "4 stars: good" })).toBeChecked();
  const text = `Clear offers and the money came in two days (${info.project.name} ${Date.now()}).`;
  await form.getByLabel("Your review (optional)").fill(text);
  await form.getByLabel("Your city").fill("Pune");
  await form.getByRole("button", { name: "Submit review" }).click();
  await expect(card.getByTestId("review-thanks")).toContainText("Thank you for your review!");
  expect(await axeViolations(page)).toEqual([]);

  // Once written, the loan says what became of its review (in Hindi too), and asks no more.
  await gotoReady(page, `/hi/loan-details/${fresh.reference}`);
  await expect(page.getByTestId("review-own")).toHaveAttribute("data-status", "pending");
  await expect(page.getByTestId("review-own")).toContainText(
    "आपकी समीक्षा हमारी टीम की जाँच का इंतज़ार कर रही है।",
  );
  await expect(page.getByTestId("review-form")).toHaveCount(0);

  // Pending: not on the home page yet. Nor is any of the seed's approved demo reviews, and there is no
  // rating: the verified reviews are few.
  await gotoReady(page, "/");
  await expect(page.getByRole("heading", { name: "Customer reviews" })).toBeVisible();
  await expect(page.getByTestId("testimonial").filter({ hasText: text })).toHaveCount(0);
  await expect(page.getByTestId("testimonial").filter({ hasText: "Ankit, Jaipur" })).toHaveCount(0);
  await expect(page.getByTestId("rating")).toHaveCount(0);

  // Operations approve it in the studio, where it shows the first name and city only.
  const studio = await newContext(browser, baseURL!, info);
  const ops = await studio.newPage();
  await signInToStudio(ops, ["operations"], "/studio/reviews");
  await ops.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const pending = ops.getByTestId("pending-review").filter({ hasText: text });
  await expect(pending.getByTestId("pending-review-name")).toHaveText("Meera, Pune");
  await expect(pending).not.toContainText("Iyer");
  await expect(pending).not.toContainText(fresh.mobile);
  expect(await axeViolations(ops)).toEqual([]);
  await pending.getByRole("button", { name: "Approve" }).click();
  await expect(ops.getByTestId("moderation-result")).toHaveText("Approved: it is now on the home page.");
  await expect(pending).toHaveCount(0);
  await studio.close();

  // The home page shows it first, with its loan type, the customer's initial and date; still no average,
  // only the line saying when one appears.
  await gotoReady(page, "/");
  const first = page.getByTestId("testimonial").first();
  await expect(first).toContainText(text);
  await expect(first).toContainText("Meera, Pune");
  await expect(first.getByTestId("testimonial-loan-type")).toHaveText("Two-wheeler loan");
  await expect(first.getByTestId("testimonial-initial")).toHaveText("M");
  await expect(first.getByRole("img", { name: "Rated 4 out of 5" })).toBeAttached();
  await expect(page.getByTestId("rating")).toHaveCount(0);
  await expect(page.getByTestId("rating-pending")).toHaveText(
    "Each review is from a customer whose loan was disbursed through LoanSetu. We show an average rating once there are 20 such reviews.",
  );
  expect(await axeViolations(page)).toEqual([]);
  await gotoReady(page, "/hi");
  await expect(page.getByTestId("testimonial").first()).toContainText(text);
  await expect(page.getByTestId("testimonial").first().getByTestId("testimonial-loan-type")).toHaveText(
    "टू-व्हीलर लोन",
  );
  await customer.close();
});
