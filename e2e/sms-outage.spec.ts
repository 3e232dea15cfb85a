import { createServer, type Server } from "node:http";
import { allowTime, expect, gotoReady, test } from "./support/fixtures.ts";
import { type RunningServer, startServer } from "./support/server.ts";

// When the SMS gateway refuses, the customer sees a clear "could not send, try again" in
// their language, and the refused sends do not use up the 5-an-hour limit.
let gateway: Server;
let server: RunningServer;
let refusing = true;

// Not about the viewport: the mobile project leaves @desktop-only out (playwright.config.ts).
test.describe("an SMS gateway outage", { tag: "@desktop-only" }, () => {
  test.beforeAll(async () => {
    allowTime(240_000);
    gateway = createServer((req, res) => {
      req.resume();
      req.on("end", () =>
        res.writeHead(refusing ? 503 : 200, { "content-type": "application/json" }).end("{}"),
      );
    });
    await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", () => resolve()));
    const { port } = gateway.address() as { port: number };
    server = await startServer({
      env: { SMS_PROVIDER: "http", SMS_HTTP_URL: `http://127.0.0.1:${port}/send` },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await new Promise<void>((resolve) => gateway.close(() => resolve()));
  });

  test("tells the customer the OTP could not be sent, in English and Hindi, and lets them try again", async ({
    page,
  }) => {
    const mobile = "9833300001";
    const openLogin = async (prefix: string, asCustomer: string, mobileLabel: string) => {
      await gotoReady(page, `${server.url}${prefix}/`);
      await page.getByTestId("login-button").click();
      await page.getByRole("link", { name: asCustomer }).click();
      const modal = page.getByTestId("login-modal");
      await modal.getByLabel(mobileLabel).fill(mobile);
      return modal;
    };

    refusing = true;
    const hindi = await openLogin("/hi", "ग्राहक के रूप में", "मोबाइल नंबर");
    for (let n = 0; n < 3; n++) {
      await hindi.getByRole("button", { name: "ओटीपी पाएँ" }).click();
      await expect(hindi.getByRole("alert")).toHaveText(
        "हम आपके मोबाइल नंबर पर ओटीपी नहीं भेज सके। कृपया फिर से कोशिश करें।",
      );
    }
    const english = await openLogin("", "As a Customer", "Mobile number");
    for (let n = 0; n < 3; n++) {
      await english.getByRole("button", { name: "Get OTP" }).click();
      await expect(english.getByRole("alert")).toHaveText(
        "We could not send the OTP to your mobile number. Please try again.",
      );
    }

    // Six refused sends later the gateway is back: the next try sends the code (none of the six counted).
    refusing = false;
    await english.getByRole("button", { name: "Get OTP" }).click();
    await expect(english.getByLabel("Enter 4 Digit OTP")).toBeFocused();
  });
});
