import { customerPage, freshMobile } from "./support/customer.ts";
import { axeViolations, expect, gotoReady, test } from "./support/fixtures.ts";

// The borrower's documents (decision 0074) on a phone: the dashboard's lender block says how many of the
// lender's documents are uploaded and links to the documents page, where a PDF is uploaded through the
// page's own form and listed; a file that is not a photo or a PDF is refused beside its document and
// changes nothing. The Hindi page works the same in Hindi.

const pdf = (text: string) =>
  Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`, "latin1");

/** A fresh application of this customer, shared with its chosen lender, with no document on file yet. */
async function sharedLead(page: import("@playwright/test").Page, mobile: string): Promise<string> {
  const created = await page.request.post(`/dev/pipeline-lead?mobile=${mobile}&documents=0&shared=1`);
  expect(created.ok()).toBe(true);
  return (await created.json()).data.reference as string;
}

test("the borrower uploads a PDF from the dashboard's lender block and sees it listed; a wrong file is refused", {
  tag: "@phone-only",
}, async ({ browser, baseURL }) => {
  const mobile = freshMobile();
  const page = await customerPage(browser, baseURL!, mobile, true);
  const reference = await sharedLead(page, mobile);

  await gotoReady(page, "/dashboard");
  const card = page.locator(`[data-lead="${reference}"]`);
  const summary = card.getByTestId("lender-documents-summary");
  await expect(summary).toContainText("Documents: 0 of 4 uploaded");
  await summary.getByTestId("lender-documents-link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Documents for application ${reference}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(await axeViolations(page)).toEqual([]);

  const pan = page.locator('[data-testid=document-item][data-kind="pan"]');
  await expect(pan.getByTestId("document-state")).toHaveText("Not uploaded yet");
  // A text file named like a PDF: refused by its content, said beside the document.
  await pan.getByTestId("upload-file").setInputFiles({
    name: "pan-card.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("just some text, not a PDF"),
  });
  await pan.getByTestId("upload-submit").click();
  await expect(pan.getByTestId("upload-error")).toHaveText(
    "This file is not a photo (JPEG, PNG, WebP) or a PDF. Nothing was uploaded: please choose a photo or a PDF.",
  );
  await expect(pan.getByTestId("document-state")).toHaveText("Not uploaded yet");

  await pan.getByTestId("upload-file").setInputFiles({
    name: "pan-card.pdf",
    mimeType: "application/pdf",
    buffer: pdf("PAN card"),
  });
  await pan.getByTestId("upload-submit").click();
  await expect(page.getByTestId("upload-done")).toHaveText("PAN card uploaded. The lender has been told.");
  await expect(pan.getByTestId("document-state")).toContainText("Uploaded on");
  await expect(pan.getByRole("link", { name: "View" })).toHaveAttribute(
    "href",
    new RegExp(`/api/applications/${reference}/documents/[0-9a-f-]{36}$`),
  );
  // No sideways scroll at 360 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await gotoReady(page, "/dashboard");
  await expect(card.getByTestId("lender-documents-summary")).toContainText("Documents: 1 of 4 uploaded");
  await page.context().close();
});

test("the Hindi documents page uploads and answers in Hindi", { tag: "@phone-only" }, async ({
  browser,
  baseURL,
}) => {
  const mobile = freshMobile();
  const page = await customerPage(browser, baseURL!, mobile, true);
  const reference = await sharedLead(page, mobile);
  await gotoReady(page, `/hi/dashboard/documents/${reference}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`आवेदन ${reference} के दस्तावेज़`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const statement = page.locator('[data-testid=document-item][data-kind="bankStatement"]');
  await expect(statement.getByTestId("document-state")).toHaveText("अभी अपलोड नहीं हुआ");
  await statement.getByTestId("upload-file").setInputFiles({
    name: "statement.pdf",
    mimeType: "application/pdf",
    buffer: pdf("bank statement"),
  });
  await statement.getByTestId("upload-submit").click();
  await expect(page.getByTestId("upload-done")).toHaveText(
    "बैंक स्टेटमेंट (पिछले 6 महीने) अपलोड हो गया। लेंडर को बता दिया गया है।",
  );
  await expect(page).toHaveURL(new RegExp(`/hi/dashboard/documents/${reference}`));
  await expect(statement.getByTestId("document-state")).toContainText("को अपलोड किया");
  expect(await axeViolations(page)).toEqual([]);
  await page.context().close();
});
