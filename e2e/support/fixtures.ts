import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { scaled } from "./busy.ts";
import { type RunningServer, startServer } from "./server.ts";

export interface OutboxMessage {
  id: number;
  channel: "sms" | "email";
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

/** Every test gets `baseURL` pointing at its worker's own freshly started server. */
export const test = base.extend<
  { outbox: () => Promise<OutboxMessage[]>; timeLimitForLoad: undefined },
  { server: RunningServer }
>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
    async ({}, use) => {
      // Every browser test logs in from 127.0.0.1, so the per-IP OTP and analytics limits (tested in the API
      // suite) would trip partway through a full run; raise them for this server only.
      const server = await startServer({
        env: {
          OTP_SENDS_PER_IP_HOUR: "10000",
          OTP_SENDS_PER_IP_DAY: "10000",
          EVENTS_PER_IP_HOUR: "100000",
          SOFT_CHECKS_PER_IP_HOUR: "100000",
          CREATE_LEADS_PER_IP_HOUR: "100000",
        },
      });
      await use(server);
      await server.stop();
    },
    // Start-up (PGlite open, migrations, seed) can take a minute or more on a loaded CI machine, several with
    // the machine far overloaded: above startServer's own 300 s limit, so its error (with the output) shows.
    { scope: "worker", timeout: 330_000 },
  ],
  baseURL: async ({ server }, use, testInfo) => {
    await use(server.url);
    const lastOutput = () => `its last output:\n${server.output().slice(-4000)}`;
    // A worker's server that stopped during a test (a crash, or another program killing it) is named here
    // with its last output, instead of showing as refused connections and missing chunks in this test and
    // the next ones of the worker (Playwright starts a new worker, and server, after a failure).
    const { exitCode, signalCode } = server.process;
    if (exitCode !== null || signalCode !== null) {
      throw new Error(
        `this worker's server stopped during the test (exit code ${exitCode}, signal ${signalCode}); ${lastOutput()}`,
      );
    }
    // A test that failed or hit its time limit while the server still runs: a server that no longer answers
    // its health check is stuck (a lock never released, a promise never settled), and says so here rather than
    // leaving the test's own error to name only the step that waited.
    if (testInfo.status !== testInfo.expectedStatus) {
      const asked = Date.now();
      const unanswered = await fetch(`${server.url}/api/health`, {
        signal: AbortSignal.timeout(10_000),
      }).then(
        () => undefined,
        (error: Error) => error.name,
      );
      if (unanswered) {
        throw new Error(
          `this worker's server did not answer /api/health (${unanswered} after ${Date.now() - asked} ms) after the test failed; ${lastOutput()}`,
        );
      }
    }
  },
  // The configured 30 s limit grew with the load when the worker started; a machine that got busier since
  // (other work began mid-run) gets a limit grown as far at the start of each test.
  timeLimitForLoad: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
    async ({}, use, testInfo) => {
      testInfo.setTimeout(Math.max(testInfo.timeout, scaled(30_000)));
      await use(undefined);
    },
    { auto: true },
  ],
  outbox: async ({ server }, use) =>
    use(
      async () =>
        ((await (await fetch(`${server.url}/dev/outbox.json`)).json()) as { data: OutboxMessage[] }).data,
    ),
});

export { expect };

/** Opens a page and waits until React has hydrated it, so clicks reach the app rather than the bare HTML. */
export async function gotoReady(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

/**
 * The code in the newest SMS to a mobile. Waits for it: a test that clicks "Get OTP" and reads the outbox at
 * once can get there before the server has sent the message.
 */
export async function otpSentTo(page: Page, mobile: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const sent = (await (await page.request.get(`/dev/outbox.json?to=${mobile}`)).json()) as {
          data: OutboxMessage[];
        };
        code = sent.data[0] ? /\b(\d{4})\b/.exec(sent.data[0].body)?.[1] : undefined;
        return code;
      },
      { message: `an OTP sent to ${mobile}` },
    )
    .toMatch(/^\d{4}$/);
  return code!;
}

/**
 * Renders the blocks the browser skips while they are off screen (the `below-fold` utility's
 * `content-visibility: auto`): axe reads colours from what is rendered, and against a skipped block it
 * would measure text against the page's background instead of the block's own.
 */
export async function renderSkippedBlocks(page: Page) {
  await page.evaluate(() => {
    for (const block of document.querySelectorAll<HTMLElement>(".below-fold"))
      block.style.contentVisibility = "visible";
  });
}

/** The WCAG 2.1 A and AA rules: what every axe check of this suite holds a page to. */
const WCAG_AA_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * Runs axe on the page as it is now and returns its violations in a short, readable form. Every axe check of
 * the suite goes through here. `include` limits it to parts of the page; `rules` runs those rules only
 * instead of the WCAG AA set.
 *
 * Legacy mode runs `axe.run` in the page itself. The default mode runs it in parts and then opens a blank page
 * in the same context to merge them, injecting axe's 550 kB again there: 1.2 to 1.9 s a call against 0.5 to
 * 0.7 s measured on the home, a product and the EMI page (27 November, two-core machine), for what matters
 * only when a page embeds other sites' frames, and ours embed none. Only violations are collected in full
 * (`resultTypes`): the passes' node lists are never read.
 */
export async function axeScan(page: Page, { include = [] as string[], rules = [] as string[] } = {}) {
  await renderSkippedBlocks(page);
  let builder = new AxeBuilder({ page }).setLegacyMode().options({
    resultTypes: ["violations"],
    runOnly: rules.length ? { type: "rule", values: rules } : { type: "tag", values: WCAG_AA_TAGS },
  });
  for (const selector of include) builder = builder.include(selector);
  const results = await builder.analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    nodes: v.nodes.map((n) => n.target.join(" ")).slice(0, 3),
  }));
}

/** axe with WCAG 2.1 AA rules on the whole page; returns the violations so a test can assert there are none. */
export const axeViolations = (page: Page) => axeScan(page);

/**
 * Gives this test `quietMs` on a quiet machine, more on a loaded one (as the configured limits grow, see
 * busy.ts). A bare `test.setTimeout(120_000)` is a fixed limit that a loaded machine can overrun.
 */
export function allowTime(quietMs: number) {
  test.setTimeout(scaled(quietMs));
}
