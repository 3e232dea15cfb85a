/**
 * The lender's payout status link confirms receipt of a partner's payout without a login. Before: every
 * confirmation through the link was written (10 of 10 repeats), and nothing limited how often the link could
 * be used. Now: the receipt is confirmed once (repeats change nothing) and the link's confirmations are
 * rate-limited. Makes a payout on the running server with its development helpers (a fresh partner lead, a
 * back-office session), sends the link, then confirms ten times in a row and ten at once. Figure: receipts
 * written, answers by status.
 */
export default {
  name: "payout status link: receipt confirmations",
  async run(baseUrl: string): Promise<string> {
    const json = async (res: Response) => ((await res.json()) as { data: Record<string, unknown> }).data;
    const created = await json(await fetch(new URL("/dev/payout-lead", baseUrl), { method: "POST" }));
    const reference = created.reference as string;
    const session = await json(
      await fetch(new URL("/dev/studio-session?roles=operations,finance,admin&json=1", baseUrl)),
    );
    const studio = {
      cookie: `ls_studio=${session.token as string}`,
      origin: new URL(baseUrl).origin,
      "content-type": "application/json",
    };
    const lead = await json(
      await fetch(new URL(`/api/studio/leads/${reference}`, baseUrl), { headers: studio }),
    );
    const disbursed = await fetch(new URL(`/api/studio/leads/${reference}/disburse`, baseUrl), {
      method: "POST",
      headers: studio,
      body: JSON.stringify({ version: lead.version }),
    });
    if (!disbursed.ok) throw new Error(`disburse answered ${disbursed.status}`);
    const to = `ops-${Date.now()}@lender.example`;
    const sent = await fetch(new URL(`/api/studio/payouts/${reference}/status-link`, baseUrl), {
      method: "POST",
      headers: studio,
      body: JSON.stringify({ email: to }),
    });
    if (!sent.ok) throw new Error(`status-link answered ${sent.status}`);
    let link: URL | undefined;
    for (let waited = 0; !link && waited < 30_000; waited += 200) {
      const mail = (
        (await json(
          await fetch(new URL(`/dev/outbox.json?to=${encodeURIComponent(to)}`, baseUrl)),
        )) as unknown as {
          body: string;
        }[]
      )[0];
      const found = mail ? /https?:\/\/\S+\/payout-status\?\S+/.exec(mail.body)?.[0] : undefined;
      if (found) link = new URL(found);
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
    if (!link) throw new Error("no payout status link in the outbox");
    const confirm = (n: number) =>
      fetch(new URL("/api/savePayoutStatus", baseUrl), {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-link-token": link!.searchParams.get("token")!,
        },
        body: JSON.stringify({ leadsId: reference, status: "Received", remarks: `receipt ${n}` }),
      }).then(async (res) => {
        await res.arrayBuffer();
        return res.status;
      });
    const statuses: number[] = [];
    for (let n = 0; n < 10; n++) statuses.push(await confirm(n));
    statuses.push(...(await Promise.all(Array.from({ length: 10 }, (_, n) => confirm(10 + n)))));
    // Each receipt written is one audit entry "payout.receipt" (with its history row).
    const audit = await json(
      await fetch(new URL(`/api/studio/audit?action=payout.receipt&lead=${reference}`, baseUrl), {
        headers: studio,
      }),
    );
    const written = audit.total as number;
    const counts = new Map<number, number>();
    for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
    const tally = [...counts].map(([status, count]) => `${count}×${status}`).join(", ");
    return `20 confirmations through one link (10 in a row, 10 at once): ${written} receipt${written === 1 ? "" : "s"} written; answers ${tally}`;
  },
};
