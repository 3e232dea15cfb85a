// Hole 12: personal pages and API answers must say `private, no-store`.
export default {
  name: "caching of personal answers",
  async run(base: string) {
    const paths = [
      "/dashboard",
      "/dashboard.data",
      "/hi/dashboard",
      "/loan-details/LS2610000004",
      "/credit-insights",
      "/apply/used-car-loan",
      "/consent",
      "/sanction-letter",
      "/api/user",
      "/api/application",
      "/api/credit-score?leadId=LS2610000004",
    ];
    const missing: string[] = [];
    for (const path of paths) {
      const res = await fetch(`${base}${path}`, { redirect: "manual" });
      await res.arrayBuffer();
      if (res.headers.get("cache-control") !== "private, no-store") missing.push(path);
    }
    return `${missing.length} of ${paths.length} personal answers without 'private, no-store'${missing.length ? ` (${missing.join(", ")})` : ""}`;
  },
};
