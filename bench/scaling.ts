// `npm run bench -- --scale`: 1, 2 and 4 server instances on one PostgreSQL (DATABASE_URL or
// TEST_DATABASE_URL) behind a small round-robin TCP balancer on loopback, as docs/scaling.md describes.
// On a two-core machine the instances, the balancer, PostgreSQL and the load generator share the same cores,
// so this shows how the design scales (no shared state in the instances), not what more machines would give.
import { connect, createServer, type Server, type Socket } from "node:net";
import { freePort, type RunningServer, startServer } from "../e2e/support/server.ts";
import {
  BENCH_ENV,
  BROWSER,
  benchDatabase,
  load,
  otpLogins,
  type Report,
  requestsPerSecond,
  rssMb,
  SECONDS,
} from "./server-figures.ts";

/** Each new connection goes to the next instance in turn (HTTP keep-alive keeps a client on one). */
async function roundRobin(targets: string[]): Promise<{ url: string; server: Server }> {
  const ports = targets.map((url) => Number(new URL(url).port));
  let next = 0;
  const server = createServer((client: Socket) => {
    const upstream = connect(ports[next++ % ports.length]!, "127.0.0.1");
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on("error", close);
    upstream.on("error", close);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${port}`, server };
}

export async function scaling(report: Report) {
  const database = await benchDatabase();
  if (!database) {
    console.log("\nScaling needs PostgreSQL: set DATABASE_URL or TEST_DATABASE_URL.");
    return;
  }
  console.log(`\nScaling on one PostgreSQL, round-robin on loopback (${SECONDS} s each; ${load()}):`);
  const instances: RunningServer[] = [];
  try {
    let mobile = 0;
    for (const count of [1, 2, 4]) {
      // Started one by one: a second instance migrating and seeding at the same time waits on the first.
      while (instances.length < count)
        instances.push(await startServer({ env: { ...BENCH_ENV, DATABASE_URL: database.url } }));
      const balancer = await roundRobin(instances.map((i) => i.url));
      try {
        const calc = await requestsPerSecond(`${balancer.url}/api/calculator?key=city_brand`, {
          headers: BROWSER,
          connections: 40,
        });
        const health = await requestsPerSecond(`${balancer.url}/api/health`, { connections: 40 });
        const logins = await otpLogins(balancer.url, SECONDS * 1000, 40, mobile);
        mobile = logins.next;
        const rss = await Promise.all(instances.map((i) => rssMb(i.url)));
        report(
          `${count} instance${count > 1 ? "s" : " "}  calculator ${calc.rps.toFixed(0).padStart(6)} req/s  health ${health.rps.toFixed(0).padStart(5)} req/s  OTP logins ${logins.perSecond.toFixed(0).padStart(4)}/s  errors ${calc.errors + health.errors + logins.failed}  RSS ${rss.map((r) => r.toFixed(0)).join(" + ")} MB`,
          calc.errors + health.errors + logins.failed === 0,
        );
      } finally {
        balancer.server.close();
      }
    }
    console.log(`       ${load()} at the end`);
  } finally {
    for (const instance of instances) await instance.stop();
    await database.drop();
  }
}
