import { request } from "node:http";

/**
 * Methods a page does not take: OPTIONS answers what is allowed (204, no CORS grant), TRACE and PROPFIND
 * get 405 (they answered 500). Figure: the statuses.
 */
function statusOf(baseUrl: string, method: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(new URL("/personal-loan", baseUrl), { method }, (answer) => {
      answer.resume();
      resolve(answer.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end();
  });
}

export default {
  name: "OPTIONS, TRACE and PROPFIND on a page",
  async run(baseUrl: string): Promise<string> {
    const statuses: string[] = [];
    for (const method of ["OPTIONS", "TRACE", "PROPFIND"])
      statuses.push(`${method} ${await statusOf(baseUrl, method)}`);
    return statuses.join(", ");
  },
};
