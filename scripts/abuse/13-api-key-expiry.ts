import { request } from "node:http";

/** A GET with a Bearer key from a chosen source address (any 127.x.y.z is this machine). */
function withKey(baseUrl: string, path: string, key: string, from: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, baseUrl),
      { method: "GET", localAddress: from, headers: { authorization: `Bearer ${key}` } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/**
 * A lender's API key that leaked: before, it worked forever and from anywhere. Now a key made for a day and
 * pinned to one address works from that address, is refused elsewhere, and stops when it expires (the
 * server's development clock is moved two days, then put back). Figure: GET /api/studio/me with the key.
 */
export default {
  name: "API key pinning and expiry",
  async run(baseUrl: string): Promise<string> {
    const signedIn = await fetch(new URL("/dev/studio-session?roles=admin&json=1", baseUrl));
    const token = ((await signedIn.json()) as { data: { token: string } }).data.token;
    const created = await fetch(new URL("/api/studio/api-clients", baseUrl), {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: baseUrl.replace(/\/$/, ""),
        cookie: `ls_studio=${token}`,
      },
      body: JSON.stringify({
        name: "Leaky lender system",
        role: "viewer",
        expiresInDays: 1,
        allowedIps: ["127.0.0.41"],
      }),
    });
    if (created.status !== 200) return `could not create a key (${created.status})`;
    const { key } = ((await created.json()) as { data: { key: string } }).data;
    const pinned = await withKey(baseUrl, "/api/studio/me", key, "127.0.0.41");
    const elsewhere = await withKey(baseUrl, "/api/studio/me", key, "127.0.0.42");
    try {
      await fetch(new URL("/dev/clock?days=2", baseUrl), { method: "POST" });
      const expired = await withKey(baseUrl, "/api/studio/me", key, "127.0.0.41");
      return `key from its pinned address ${pinned}, from another address ${elsewhere}, two days after a one-day key was made ${expired} (before this change keys had neither, so 200 in all three)`;
    } finally {
      await fetch(new URL("/dev/clock?days=0", baseUrl), { method: "POST" });
    }
  },
};
