import type { ApiDeps } from "@loansetu/api/lib/types";
import { Hono } from "hono";
import { html } from "hono/html";

/**
 * Development only: every SMS and email the sandbox adapters sent, newest first. This is how a developer
 * or a browser test reads an OTP. The server does not mount it in production.
 */
export function devOutboxRoutes(deps: ApiDeps) {
  const app = new Hono();
  // `?to=9876543210` narrows the list to one recipient (how tests and the bench read one person's OTP).
  app.get("/outbox.json", async (c) => {
    const rows = await deps.outbox.list(200, c.req.query("to") || undefined);
    c.header("Cache-Control", "no-store");
    return c.json({ status: true, message: "OK", data: rows });
  });
  app.get("/outbox", async (c) => {
    const rows = await deps.outbox.list(200);
    c.header("Cache-Control", "no-store");
    return c.html(html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width,initial-scale=1" />
          <title>Dev outbox</title>
          <style>
            body{font:15px/1.5 system-ui,sans-serif;margin:1rem;color:#1f2937}
            table{border-collapse:collapse;width:100%}td,th{border:1px solid #d1d5db;padding:.4rem;text-align:left;vertical-align:top}
            pre{white-space:pre-wrap;margin:0}
          </style>
        </head>
        <body>
          <h1>Dev outbox</h1>
          <p>Messages the sandbox SMS and email adapters sent, newest first. Absent in production.</p>
          <table>
            <thead><tr><th>#</th><th>When</th><th>Channel</th><th>To</th><th>Subject</th><th>Message</th><th>Status</th></tr></thead>
            <tbody>
              ${rows.map(
                (row) =>
                  html`<tr><td>${row.id}</td><td>${row.createdAt.toISOString()}</td><td>${row.channel}</td><td>${row.recipient}</td><td>${row.subject ?? ""}</td><td><pre>${row.body}</pre></td><td>${row.status}</td></tr>`,
              )}
            </tbody>
          </table>
        </body>
      </html>`);
  });
  return app;
}
