// The yardstick: a bare Hono handler on @hono/node-server, in its own process like the app server.
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const app = new Hono().get("/", (c) => c.json({ status: true, message: "OK", data: null }));
serve({ fetch: app.fetch, port: Number(process.argv[2]), hostname: "127.0.0.1" }, () => console.log("ready"));
