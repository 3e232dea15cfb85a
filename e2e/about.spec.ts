import { readFileSync } from "node:fs";
import { axeViolations, expect, gotoReady, test } from "./support/fixtures.ts";

// Decision 0044, proof not decoration: the About page says who runs LoanSetu (company, CIN, registered
// office), whom to complain to and how to reach the RBI Ombudsman, which RBI-regulated lenders we work with
// (each with its registration and grievance page), how we are paid and how offers are ranked; the footer
// carries the CIN and registered office on every page; and public pages carry no sample reviews, sample
// press or filler video.

const readJson = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8"));
const site = readJson("../data/site.json");
const lenders = readJson("../data/lenders.json").lenders as {
  slug: string;
  customerFeedbackLink: string;
  rbiRegistration: { number: string; placeholder: boolean };
}[];

test("the About page in English: company, grievance officer, Ombudsman, lenders, pay and ranking", async ({
  page,
}) => {
  await gotoReady(page, "/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About LoanSetu");
  const company = page.getByTestId("about-company");
  await expect(company).toContainText(site.company.legalName);
  await expect(page.getByTestId("about-cin")).toHaveText(site.company.cin);
  await expect(page.getByTestId("about-address")).toHaveText(site.company.registeredAddress);
  const officer = page.getByTestId("about-officer");
  for (const fact of [
    site.grievanceOfficer.name,
    site.grievanceOfficer.email,
    site.grievanceOfficer.phone,
    site.grievanceOfficer.hours,
  ])
    await expect(officer).toContainText(fact);
  await expect(page.getByTestId("about-ombudsman")).toContainText(
    "Reserve Bank – Integrated Ombudsman Scheme, 2021",
  );
  await expect(
    page.getByRole("link", { name: "Complain on RBI's Complaint Management System" }),
  ).toHaveAttribute("href", "https://cms.rbi.org.in");
  await expect(page.getByTestId("about-paid")).toContainText("You pay LoanSetu nothing");
  await expect(page.getByTestId("about-ranking-link")).toHaveAttribute("href", "/how-offers-are-matched");
  // Every lender of the data file, with its registration (marked while a placeholder) and grievance page.
  await expect(page.getByTestId("about-lender")).toHaveCount(lenders.length);
  for (const lender of lenders) {
    const card = page.locator(`[data-testid=about-lender][data-lender="${lender.slug}"]`);
    await expect(card.getByTestId("about-lender-registration")).toContainText(lender.rbiRegistration.number);
    if (lender.rbiRegistration.placeholder)
      await expect(card.getByTestId("about-lender-registration")).toContainText("(number to be confirmed)");
    await expect(card.getByTestId("about-lender-grievance")).toHaveAttribute(
      "href",
      lender.customerFeedbackLink,
    );
  }
  await expect(page.getByTestId("about-registrations-note")).toContainText("as of 28 Nov 2026");
  expect(await axeViolations(page)).toEqual([]);
});

test("the About page in Hindi, with no English left but names and numbers", async ({ page }) => {
  await gotoReady(page, "/hi/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("LoanSetu के बारे में");
  await expect(page.getByTestId("about-address")).toHaveText(site.company.registeredAddressHi);
  await expect(page.getByTestId("about-officer")).toContainText(site.grievanceOfficer.hoursHi);
  await expect(page.getByTestId("about-ombudsman")).toContainText("रिज़र्व बैंक – एकीकृत लोकपाल योजना, 2021");
  await expect(page.getByTestId("about-lender").first()).toContainText("बैंकिंग लाइसेंस");
  await expect(page.getByTestId("about-ranking-link")).toHaveAttribute("href", "/hi/how-offers-are-matched");
  // The main text holds no English words except what is marked English (names, the CIN, numbers), web
  // addresses and e-mail addresses.
  const english = await page.locator("main").evaluate((main) => {
    const clone = main.cloneNode(true) as HTMLElement;
    for (const marked of clone.querySelectorAll('[lang="en"]')) marked.remove();
    const text = clone.innerText.replace(/\S+@\S+|\b[\w-]+(\.[\w-]+)+(\/\S*)?/g, "");
    return text.match(/[A-Za-z]{3,}/g) ?? [];
  });
  expect(english.filter((word) => word !== "LoanSetu")).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
});

test("the footer names the company, its CIN and registered office on every page, and links the About page", {
  tag: "@one-width",
}, async ({ page }) => {
  for (const [path, address, about] of [
    ["/", site.company.registeredAddress, "About LoanSetu"],
    ["/personal-loan", site.company.registeredAddress, "About LoanSetu"],
    ["/hi/emi-calculator", site.company.registeredAddressHi, "LoanSetu के बारे में"],
    ["/hi/resources", site.company.registeredAddressHi, "LoanSetu के बारे में"],
  ] as const) {
    await gotoReady(page, path);
    const footer = page.locator("footer");
    await expect(footer.getByTestId("footer-cin"), path).toHaveText(site.company.cin);
    await expect(footer.getByTestId("footer-address"), path).toHaveText(address);
    await expect(footer.getByTestId("footer-company"), path).toContainText(site.company.legalName);
    await expect(footer.getByTestId("footer-about"), path).toHaveText(about);
  }
  await page.locator("footer").getByTestId("footer-about").click();
  await expect(page).toHaveURL(/\/hi\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("LoanSetu के बारे में");
});

test("public pages carry no sample reviews, sample press or filler video, in either language", {
  tag: "@one-width",
}, async ({ page }) => {
  for (const path of [
    "/",
    "/hi",
    "/personal-loan",
    "/hi/personal-loan",
    "/resources",
    "/hi/resources/news",
  ]) {
    await gotoReady(page, path);
    const html = await page.content();
    expect(html, path).not.toMatch(/illustrative|example\.com|नमूना|1,200 crore|1,200 करोड़|\.webm/i);
    await expect(page.locator("video"), path).toHaveCount(0);
    await expect(page.getByTestId("testimonial-illustrative"), path).toHaveCount(0);
    await expect(page.getByTestId("news-card"), path).toHaveCount(0);
  }
  // The home page's reviews block says honestly that there is nothing verified to show yet.
  await gotoReady(page, "/hi");
  await expect(page.getByTestId("reviews-empty")).toHaveText(
    "अभी कोई सत्यापित समीक्षा नहीं है। जिन ग्राहकों का लोन LoanSetu के ज़रिये वितरित हुआ, वे “मेरा खाता” पेज से रेटिंग देंगे, तब उनकी समीक्षाएँ यहाँ दिखेंगी; ऐसी 20 समीक्षाएँ होने पर हम औसत रेटिंग दिखाएँगे।",
  );
  await expect(page.getByTestId("rating")).toHaveCount(0);
});
