import { request } from "node:http";

/**
 * Links built from a request's Host header: a page asked for with `Host: evil.example` must still name only
 * the site's own address in its canonical link, hreflang alternates and sitemap. Figure: how many links in
 * the answers point at the forged host.
 */
function getWithHost(baseUrl: string, path: string, host: string): Promise<string> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(url, { method: "GET", headers: { host } }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve(body));
    });
    req.on("error", reject);
    req.end();
  });
}

export default {
  name: "links built from a forged Host header",
  async run(baseUrl: string): Promise<string> {
    const host = "evil.example";
    let links = 0;
    let forged = 0;
    for (const path of ["/", "/hi/personal-loan", "/sitemap.xml"]) {
      const body = await getWithHost(baseUrl, path, host);
      const found = body.match(/(?:href|<loc>)=?"?https?:\/\/[^"<\s]+/g) ?? [];
      links += found.length;
      forged += found.filter((link) => link.includes(host)).length;
    }
    return `${forged} of ${links} absolute links point at the forged host`;
  },
};
