/**
 * A personal endpoint must authenticate before it validates: a stranger's empty body used to get a 400
 * naming the missing field. Figure: what a stranger gets from each personal write with an empty body.
 */
export default {
  name: "personal endpoints authenticate first",
  async run(baseUrl: string): Promise<string> {
    const paths = ["/api/my-data/withdrawals", "/api/my-data/consents", "/api/my-data/requests"];
    const statuses: number[] = [];
    for (const path of paths) {
      const res = await fetch(new URL(path, baseUrl), {
        method: "POST",
        headers: { "content-type": "application/json", origin: new URL(baseUrl).origin },
        body: "{}",
      });
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    const other = statuses.filter((status) => status !== 401).length;
    return `${other} of ${paths.length} answered other than 401 (${statuses.join(", ")})`;
  },
};
