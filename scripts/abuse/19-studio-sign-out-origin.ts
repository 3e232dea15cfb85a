/**
 * The back office's sign-out is a resource route: a form posted from another origin (a sibling subdomain
 * carries the Lax cookie) must not sign an employee out. Figure: the status of such a post.
 */
export default {
  name: "studio sign-out from another origin",
  async run(baseUrl: string): Promise<string> {
    const res = await fetch(new URL("/studio/sign-out", baseUrl), {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "",
      redirect: "manual",
    });
    await res.arrayBuffer();
    return `a sign-out posted from https://evil.example: ${res.status}`;
  },
};
