import { readdir, readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import {
  applicationDocuments,
  applications,
  auditLog,
  dataSharings,
  lenderWebhookDeliveries,
  users,
} from "@loansetu/db/schema";
import { and, eq } from "@loansetu/db/sql";
import sharp from "sharp";
import { Webhook as SvixWebhook } from "svix";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApi } from "../src/app.ts";
import { MAX_DOCUMENT_BYTES } from "../src/borrower-documents/content.ts";
import { sweepOrphanedDocuments } from "../src/borrower-documents/service.ts";
import { documentStorageFor } from "../src/borrower-documents/storage.ts";
import { createLenderKey } from "../src/lenders/keys.ts";
import { freshPipelineLead } from "../src/studio/pipeline/demo-seed.ts";
import { goodPan, throughConsents } from "./support/journey.ts";
import { loginApp } from "./support/login.ts";
import { signedInEmployee } from "./support/studio.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "./support/test-database.ts";
import { createTestDeps } from "./support/test-deps.ts";

// Borrowers' documents (decision 0074) as the borrower, the chosen lender and the back office use them:
// uploads checked by content and size, images without their EXIF, files encrypted on disk, each lender
// seeing only its own applications and nothing after a withdrawal, the documents.updated webhook, and the
// checklist gating the credit assessment.

type Deps = ReturnType<typeof createTestDeps>;

const pdf = (text: string) =>
  new TextEncoder().encode(`%PDF-1.4\n% ${text}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);

function receiver() {
  const got: { headers: Record<string, string>; body: string }[] = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      got.push({ headers: req.headers as Record<string, string>, body });
      res.statusCode = 204;
      res.end();
    });
  });
  return {
    got,
    server,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
    },
  };
}

describe.each(ENGINES)("borrower documents on %s", (engine) => {
  let database: TestDatabase;
  let deps: Deps;
  let api: ReturnType<typeof createApi>;
  const at = new Date("2026-11-20T06:00:00Z");
  const hook = receiver();
  let hookUrl = "";

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    deps = createTestDeps(database, { clock: () => at });
    api = createApi(deps);
    hookUrl = await hook.start();
  });
  afterAll(async () => {
    hook.server.close();
    await database.dispose();
  });

  const json = (token: string, method: string, path: string, body?: unknown) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    return api.request(`http://localhost${path}`, {
      method,
      headers: {
        "content-type": "application/json",
        origin: "http://localhost",
        authorization: `Bearer ${token}`,
      },
      ...(text ? { body: text } : {}),
    });
  };
  const upload = (token: string, reference: string, kind: string, bytes: Uint8Array, name: string) => {
    const form = new FormData();
    form.set("kind", kind);
    form.set("file", new File([bytes as Uint8Array<ArrayBuffer>], name));
    return api.request(`http://localhost/api/applications/${reference}/documents`, {
      method: "POST",
      headers: { origin: "http://localhost", authorization: `Bearer ${token}` },
      body: form,
    });
  };
  const lender = (key: string, method: string, path: string, body?: unknown, idempotencyKey?: string) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    return api.request(`http://localhost/api/lender/v1${path}`, {
      method,
      headers: {
        authorization: `Bearer ${key}`,
        ...(text ? { "content-type": "application/json" } : {}),
        ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
      },
      ...(text ? { body: text } : {}),
    });
  };
  const keys: Record<number, string> = {};
  const keyFor = async (lenderId: number) => {
    keys[lenderId] ??= (await createLenderKey(deps.database.db, { lenderId, name: "test", now: at })).key;
    return keys[lenderId]!;
  };

  async function chosenApplication(mobile: string) {
    const { token } = await loginApp(api, deps, mobile);
    const reference = await throughConsents(api, token, goodPan(mobile));
    const offers = await (await json(token, "GET", `/api/journey/${reference}/offers`)).json();
    const eligible = offers.data.eligible as { lenderId: number }[];
    const lenderId = eligible[0]!.lenderId;
    expect((await json(token, "POST", `/api/journey/${reference}/choose`, { lenderId })).status).toBe(200);
    return {
      reference,
      lenderId,
      token,
      otherLenderId: eligible.find((o) => o.lenderId !== lenderId)!.lenderId,
    };
  }
  const documentRows = async (reference: string) =>
    deps.database.db
      .select({ document: applicationDocuments })
      .from(applicationDocuments)
      .innerJoin(applications, eq(applications.id, applicationDocuments.applicationId))
      .where(eq(applications.reference, reference));
  const storedFiles = async (applicationId: string) =>
    readdir(join(database.dataDir, "documents", "applications", applicationId)).catch(() => [] as string[]);

  it("stores an upload encrypted, lists it on the checklist, and tells the lender by a signed documents.updated", async () => {
    const app = await chosenApplication("9822200001");
    const key = await keyFor(app.lenderId);
    const endpoint = await lender(key, "PUT", "/webhook-endpoint", { url: hookUrl }, `doc-hook-${engine}`);
    const { secret } = (await endpoint.json()).data;

    const before = await (
      await json(app.token, "GET", `/api/applications/${app.reference}/documents`)
    ).json();
    const checklist = before.data.lenders[0];
    expect(checklist.lenderId).toBe(app.lenderId);
    expect(
      checklist.items
        .filter((item: { required: boolean }) => item.required)
        .map((i: { kind: string }) => i.kind),
    ).toEqual(expect.arrayContaining(["pan", "addressProof", "salarySlips", "bankStatement"]));
    expect(checklist.items.every((item: { document: unknown }) => item.document === null)).toBe(true);

    const marker = `PLAINTEXT-MARKER-${engine}-bank-statement`;
    const res = await upload(app.token, app.reference, "bankStatement", pdf(marker), "statement.pdf");
    expect(res.status, await res.clone().text()).toBe(200);
    const stored = (await res.json()).data;
    expect(stored).toMatchObject({ kind: "bankStatement", contentType: "application/pdf" });

    // On disk: ciphertext only.
    const [row] = await documentRows(app.reference);
    const files = await storedFiles(row!.document.applicationId);
    expect(files).toEqual([stored.id]);
    const onDisk = await readFile(
      join(database.dataDir, "documents", "applications", row!.document.applicationId, stored.id),
    );
    expect(onDisk.includes(Buffer.from(marker))).toBe(false);
    expect(onDisk.includes(Buffer.from("%PDF"))).toBe(false);
    // The borrower gets the same bytes back.
    const back = await json(app.token, "GET", `/api/applications/${app.reference}/documents/${stored.id}`);
    expect(back.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await back.arrayBuffer()).includes(Buffer.from(marker))).toBe(true);

    const after = await (await json(app.token, "GET", `/api/applications/${app.reference}/documents`)).json();
    const item = after.data.lenders[0].items.find((one: { kind: string }) => one.kind === "bankStatement");
    expect(item.document).toMatchObject({ id: stored.id });

    await deps.queue.runDue();
    const delivered = hook.got.find((one) => one.body.includes("documents.updated"));
    expect(delivered).toBeDefined();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Number(delivered!.headers["webhook-timestamp"]) * 1000);
    const verified = new SvixWebhook(secret).verify(delivered!.body, {
      "svix-id": delivered!.headers["webhook-id"]!,
      "svix-timestamp": delivered!.headers["webhook-timestamp"]!,
      "svix-signature": delivered!.headers["webhook-signature"]!,
    });
    vi.useRealTimers();
    expect(verified).toMatchObject({
      type: "documents.updated",
      data: { applicationId: app.reference, documentId: stored.id, kind: "bankStatement" },
    });
    const [delivery] = await deps.database.db
      .select()
      .from(lenderWebhookDeliveries)
      .where(eq(lenderWebhookDeliveries.eventType, "documents.updated"));
    expect(delivery).toMatchObject({ status: "delivered" });
  });

  it("refuses a file whose content is not a photo or a PDF, whatever its name, and a file over 10 MB: nothing changes", async () => {
    const app = await chosenApplication("9822200002");
    const exe = new Uint8Array([
      0x4d,
      0x5a,
      0x90,
      0x00,
      ...new TextEncoder().encode("This program cannot be run"),
    ]);
    const wrong = await upload(app.token, app.reference, "pan", exe, "pan-card.pdf");
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toMatch(/not a photo \(JPEG, PNG, WebP\) or a PDF/);
    // A Hindi caller reads it in Hindi.
    const hindi = new FormData();
    hindi.set("kind", "pan");
    hindi.set("file", new File([exe], "pan.jpg"));
    const inHindi = await api.request(`http://localhost/api/applications/${app.reference}/documents`, {
      method: "POST",
      headers: { origin: "http://localhost", authorization: `Bearer ${app.token}`, "x-locale": "hi" },
      body: hindi,
    });
    expect((await inHindi.json()).message).toMatch(/फ़ोटो .* या PDF नहीं है/);

    const big = new Uint8Array(MAX_DOCUMENT_BYTES + 1);
    big.set(pdf("big"));
    const tooLarge = await upload(app.token, app.reference, "bankStatement", big, "statement.pdf");
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).message).toMatch(/larger than 10 MB/);

    const unknownKind = await upload(app.token, app.reference, "aadhaarFull", pdf("x"), "a.pdf");
    expect(unknownKind.status).toBe(400);

    expect(await documentRows(app.reference)).toHaveLength(0);
    const [row] = await deps.database.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.reference, app.reference));
    expect(await storedFiles(row!.id)).toEqual([]);
    // Someone else's application is not found.
    const stranger = await loginApp(api, deps, "9822200099");
    expect((await upload(stranger.token, app.reference, "pan", pdf("x"), "a.pdf")).status).toBe(404);
  });

  it("strips EXIF and GPS data from a photo", async () => {
    const app = await chosenApplication("9822200003");
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c84" } })
      .jpeg()
      .withExif({
        IFD0: { Copyright: "EXIF-OWNER-SECRET", Make: "PhoneMaker" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "28/1 36/1 5000/100" },
      })
      .toBuffer();
    expect(photo.includes(Buffer.from("EXIF-OWNER-SECRET"))).toBe(true);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload(app.token, app.reference, "pan", new Uint8Array(photo), "IMG_0001.JPG");
    expect(res.status).toBe(200);
    const stored = (await res.json()).data;
    expect(stored.contentType).toBe("image/jpeg");
    const back = Buffer.from(
      await (
        await json(app.token, "GET", `/api/applications/${app.reference}/documents/${stored.id}`)
      ).arrayBuffer(),
    );
    expect(back.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(back.includes(Buffer.from("EXIF-OWNER-SECRET"))).toBe(false);
    expect(back.includes(Buffer.from("PhoneMaker"))).toBe(false);
    expect(back.includes(Buffer.from("Exif\0\0"))).toBe(false);
    const meta = await sharp(back).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([64, 48]);
  });

  it("shows a lender only its own applications' documents, takes its requests, and cuts it off at withdrawal", async () => {
    const app = await chosenApplication("9822200004");
    const mine = await keyFor(app.lenderId);
    const other = await keyFor(app.otherLenderId);
    const stored = (await (await upload(app.token, app.reference, "pan", pdf("pan"), "pan.pdf")).json()).data;

    const list = await lender(mine, "GET", `/applications/${app.reference}/documents`);
    expect(list.status).toBe(200);
    expect((await list.json()).data.documents.map((d: { id: string }) => d.id)).toEqual([stored.id]);
    const file = await lender(mine, "GET", `/applications/${app.reference}/documents/${stored.id}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("x-document-sha256")).toBe(stored.sha256);
    // Each fetch is in the borrower's data ledger as this lender's access.
    const ledger = await deps.database.db
      .select()
      .from(dataSharings)
      .where(and(eq(dataSharings.occasion, "lenderAccess"), eq(dataSharings.lenderId, app.lenderId)));
    expect(ledger.length).toBeGreaterThan(0);

    // Lender B: as if the application did not exist.
    expect((await lender(other, "GET", `/applications/${app.reference}/documents`)).status).toBe(404);
    expect((await lender(other, "GET", `/applications/${app.reference}/documents/${stored.id}`)).status).toBe(
      404,
    );
    expect(
      (
        await lender(
          other,
          "POST",
          `/applications/${app.reference}/document-requests`,
          { kind: "itr", reason: "We need the last two years of returns." },
          `b-${engine}`,
        )
      ).status,
    ).toBe(404);

    // Lender A asks for a document: the borrower's checklist shows it with the reason; the same key twice
    // is one request.
    const ask = { kind: "itr", reason: "We need the last two years of returns." };
    const first = await lender(
      mine,
      "POST",
      `/applications/${app.reference}/document-requests`,
      ask,
      `a-${engine}`,
    );
    expect(first.status).toBe(200);
    const again = await lender(
      mine,
      "POST",
      `/applications/${app.reference}/document-requests`,
      ask,
      `a-${engine}`,
    );
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    // The borrower is told once, by SMS in their language, with a link to where they upload it.
    const asked = async () =>
      (await deps.outbox.list(200)).filter(
        (m) => m.channel === "sms" && m.recipient === "9822200004" && /l\/[0-9A-Za-z]{8}/.test(m.body),
      );
    const english = (await asked()).filter((m) => m.body.includes("has asked for a document"));
    expect(english).toHaveLength(1);
    expect(english[0]!.body).toContain(app.reference);
    await deps.database.db.update(users).set({ locale: "hi" }).where(eq(users.mobile, "9822200004"));
    const hindiAsk = await lender(
      mine,
      "POST",
      `/applications/${app.reference}/document-requests`,
      { kind: "bankStatement", reason: "The last six months, please." },
      `a2-${engine}`,
    );
    expect(hindiAsk.status).toBe(200);
    expect((await asked()).filter((m) => m.body.includes("एक दस्तावेज़ माँगा है"))).toHaveLength(1);
    const borrower = await (
      await json(app.token, "GET", `/api/applications/${app.reference}/documents`)
    ).json();
    const itr = borrower.data.lenders[0].items.find((one: { kind: string }) => one.kind === "itr");
    expect(itr).toMatchObject({ required: true, source: "request", reason: ask.reason, document: null });

    // Withdrawal: the lender can no longer list or fetch anything.
    const withdrawn = await json(app.token, "POST", "/api/my-data/withdrawals", {
      purpose: "applicationSharing",
      reference: app.reference,
    });
    expect(withdrawn.status).toBe(200);
    expect((await lender(mine, "GET", `/applications/${app.reference}/documents`)).status).toBe(410);
    const cut = await lender(mine, "GET", `/applications/${app.reference}/documents/${stored.id}`);
    expect(cut.status).toBe(410);
    expect(cut.headers.get("content-type")).toMatch(/json/);
  });

  it("refuses the credit assessment until the checklist is complete, and audits a staff download", async () => {
    const ops = await signedInEmployee(deps, ["operations"]);
    const viewer = await signedInEmployee(deps, ["viewer"]);
    const reference = await freshPipelineLead(deps, "9822200005", "Asha Verma", { documents: false });
    const call = async (path: string, body: unknown) =>
      api.request(`http://localhost/api/studio/leads${path}`, {
        method: "POST",
        headers: ops.headers,
        body: JSON.stringify(body),
      });
    const lead = async () =>
      (
        await (
          await api.request(`http://localhost/api/studio/leads/${reference}`, { headers: ops.headers })
        ).json()
      ).data;
    expect((await call(`/${reference}/stage/next`, { version: (await lead()).version })).status).toBe(200);
    const refused = await call(`/${reference}/stage/next`, { version: (await lead()).version });
    expect(refused.status).toBe(409);
    const message = (await refused.json()).message as string;
    expect(message).toMatch(
      /credit assessment cannot start: required documents are not uploaded yet: PAN card/,
    );
    expect((await lead()).completed).toBe(2);

    // The borrower uploads the personal loan's four.
    const { token } = await loginApp(api, deps, "9822200005");
    let panId = "";
    for (const kind of ["pan", "addressProof", "salarySlips", "bankStatement"]) {
      const res = await upload(token, reference, kind, pdf(kind), `${kind}.pdf`);
      expect(res.status).toBe(200);
      if (kind === "pan") panId = (await res.json()).data.id;
    }
    const moved = await call(`/${reference}/stage/next`, { version: (await lead()).version });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect((await lead()).completed).toBe(3);

    const path = `http://localhost/api/studio/leads/${reference}/documents/${panId}`;
    expect((await api.request(path, { headers: viewer.headers })).status).toBe(403);
    const download = await api.request(path, { headers: ops.headers });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).includes(Buffer.from("% pan"))).toBe(true);
    const audits = await deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "lead.document.read"), eq(auditLog.actorId, ops.id)));
    expect(audits).toHaveLength(1);
  });

  it("deletes the stored files of an application that is gone", async () => {
    const app = await chosenApplication("9822200006");
    await upload(app.token, app.reference, "pan", pdf("gone"), "pan.pdf");
    const [row] = await deps.database.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.reference, app.reference));
    expect(await storedFiles(row!.id)).toHaveLength(1);
    const storage = await documentStorageFor(deps.config);
    expect(await sweepOrphanedDocuments(deps.database.db, storage)).toBe(0);
    await deps.database.db.delete(applications).where(eq(applications.id, row!.id));
    expect(await sweepOrphanedDocuments(deps.database.db, storage)).toBe(1);
    expect(await storedFiles(row!.id)).toEqual([]);
  });
});
