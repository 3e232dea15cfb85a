import { request } from "node:http";

// Hole 2: six concurrent 128 MB unauthenticated POSTs used to exhaust the heap.
function hugePost(url: string, megabytes: number, chunked: boolean): Promise<number> {
  return new Promise((resolve) => {
    const total = megabytes * 1024 * 1024;
    const chunk = Buffer.alloc(1024 * 1024);
    const req = request(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(chunked ? {} : { "content-length": String(total) }),
      },
    });
    let status = 0;
    req.on("response", (res) => {
      status = res.statusCode ?? 0;
      res.resume();
      req.destroy();
      resolve(status);
    });
    req.on("error", () => resolve(status));
    req.on("close", () => resolve(status));
    let sent = 0;
    const pump = () => {
      while (sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      req.end();
    };
    pump();
  });
}

export default {
  name: "body limits",
  async run(base: string) {
    const paths = [
      "/api/contact/email",
      "/api/events",
      "/api/otp-v2",
      "/",
      "/apply/used-car-loan",
      "/api/verify",
    ];
    const statuses = await Promise.all(paths.map((path, i) => hugePost(`${base}${path}`, 128, i % 2 === 1)));
    const alive = (await fetch(`${base}/api/health`)).status === 200;
    const refused = statuses.filter((s) => s === 413 || s === 503).length;
    return `${refused} of 6 concurrent 128 MB POSTs refused (${statuses.join(", ")}); server ${alive ? "alive" : "DOWN"}`;
  },
};
