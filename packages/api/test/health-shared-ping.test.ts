import { describe, expect, it } from "vitest";
import { sharedPing } from "../src/health/routes.ts";

/** A ping the test settles by hand, recording when each one started. */
function controllablePing() {
  const started: { settle: (error?: Error) => void }[] = [];
  const ping = () =>
    new Promise<void>((resolve, reject) => {
      started.push({ settle: (error) => (error ? reject(error) : resolve()) });
    });
  return { ping, started };
}
const flush = () => new Promise((resolve) => setImmediate(resolve));

describe("health checks' shared database ping", () => {
  it("serves the probes that arrive during a ping with ONE next ping that starts after they arrived", async () => {
    const { ping, started } = controllablePing();
    const check = sharedPing(ping);
    const answered: string[] = [];
    const first = check().then(() => answered.push("first"));
    expect(started).toHaveLength(1);
    // Two probes arrive while the first ping is in flight: neither may be answered by it.
    const second = check().then(() => answered.push("second"));
    const third = check().then(() => answered.push("third"));
    expect(started).toHaveLength(1);
    started[0]!.settle();
    await first;
    await flush();
    expect(answered).toEqual(["first"]);
    // The next ping started only once the first settled, and it is shared by both late probes.
    expect(started).toHaveLength(2);
    started[1]!.settle();
    await Promise.all([second, third]);
    expect(answered).toEqual(["first", "second", "third"]);
    expect(started).toHaveLength(2);
  });

  it("starts a fresh ping for a probe that comes when none is in flight", async () => {
    const { ping, started } = controllablePing();
    const check = sharedPing(ping);
    const one = check();
    started[0]!.settle();
    await one;
    const two = check();
    expect(started).toHaveLength(2);
    started[1]!.settle();
    await two;
  });

  it("fails every probe that shared a failed ping, and the next probe pings again", async () => {
    const { ping, started } = controllablePing();
    const check = sharedPing(ping);
    const first = check();
    const late = check();
    started[0]!.settle(new Error("gone"));
    await expect(first).rejects.toThrow("gone");
    await flush();
    // The late probe is not answered by the failed ping either: it waits for its own.
    expect(started).toHaveLength(2);
    started[1]!.settle(new Error("still gone"));
    await expect(late).rejects.toThrow("still gone");
    const again = check();
    expect(started).toHaveLength(3);
    started[2]!.settle();
    await expect(again).resolves.toBeUndefined();
  });
});
