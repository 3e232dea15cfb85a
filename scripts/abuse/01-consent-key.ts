import { loadConfig } from "../../packages/api/src/lib/config.ts";

// The consent API key alone (here the development default, as a leaked key would be) must open
// none of the back-office calls, and no page may carry it.
export default {
  name: "consent API key against the back-office calls",
  async run(base: string) {
    const key = loadConfig({}).CONSENT_API_KEY;
    const headers = { "content-type": "application/json", origin: base, "x-api-key": key };
    const calls: [string, unknown][] = [
      ["/api/savePayoutStatus", { leadsId: "LS2610000004", status: "paid", remarks: "x" }],
      ["/api/decrypt", { data: { key: "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" } }],
      ["/api/decryptLeadPayout", { payoutStatusKey: "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" }],
    ];
    let opened = 0;
    for (const [path, body] of calls) {
      const res = await fetch(`${base}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
      if (res.status === 200) opened++;
    }
    let pagesWithKey = 0;
    for (const path of [
      "/sanction-letter?id=TFMyNjEwMDAwMDA0",
      "/sanction-letter.data?id=TFMyNjEwMDAwMDA0",
    ]) {
      if ((await (await fetch(`${base}${path}`)).text()).includes(key)) pagesWithKey++;
    }
    return `${opened} of ${calls.length} back-office calls opened by the API key alone; key in ${pagesWithKey} of 2 sanction-letter answers`;
  },
};
