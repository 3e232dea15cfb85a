import { createHash, randomUUID } from "node:crypto";
import type { Database } from "@loansetu/db/client";
import {
  applicationDocuments,
  applicationOptouts,
  applications,
  documentRequests,
  lenderShareEvents,
  lenderShares,
} from "@loansetu/db/schema";
import { and, asc, desc, eq, inArray, isNull } from "@loansetu/db/sql";
import { journeyProduct } from "@loansetu/domain/application";
import { type AuditActor, recordAudit } from "../audit/record.ts";
import type { ApiLocale } from "../auth/messages.ts";
import { exceeded, record, withKeyLock } from "../auth/rate-limit.ts";
import { DOCUMENT_KINDS, type DocumentChecklistFile, type DocumentKind } from "../data/schemas.ts";
import type { LenderPrincipal } from "../lenders/keys.ts";
import type { createBorrowerNotices } from "../lenders/messages.ts";
import { queueLenderEvent } from "../lenders/webhooks.ts";
import { AppError } from "../lib/errors.ts";
import { recordSharing } from "../privacy/sharing-ledger.ts";
import { cleanDocument, type DocumentType } from "./content.ts";
import { DOCUMENT_MESSAGES } from "./messages.ts";
import type { DocumentStorage } from "./storage.ts";

// Borrowers' documents (decision 0074): the checklist an application owes each lender it was shared with
// (the product's list in data/document-checklist.json, that lender's own additions, and what the lender
// asked for over its API), uploads checked by content and stored encrypted, and who may read them: the
// borrower, the lender the application is shared with (until the borrower withdraws), and staff through
// the studio's audited download. These functions are the feature's whole surface: the API's routes, the
// dashboard's pages and the lender portal call them.

/** Uploads one application takes a day: a full checklist a few times over. */
export const UPLOADS_PER_APPLICATION_DAY = 40;

type ApplicationRow = typeof applications.$inferSelect;
export type DocumentRow = typeof applicationDocuments.$inferSelect;

/** What anyone is shown of a stored document (never its storage key). */
export interface DocumentView {
  id: string;
  kind: DocumentKind;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  uploadedAt: string;
}

/** One line of a lender's checklist for an application, with what the borrower uploaded for it. */
export interface ChecklistItem {
  kind: DocumentKind;
  /** Where the ask comes from: the product's list, the lender's published additions, or its request. */
  source: "product" | "lender" | "request";
  required: boolean;
  /** The lender's reason, for a request. */
  reason: string | null;
  requestedAt: string | null;
  document: DocumentView | null;
}

export interface LenderChecklist {
  lenderId: number;
  status: string;
  items: ChecklistItem[];
}

const toView = (row: DocumentRow): DocumentView => ({
  id: row.id,
  kind: row.kind as DocumentKind,
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
  sha256: row.sha256,
  uploadedAt: row.uploadedAt.toISOString(),
});

const productKeyOf = (app: Pick<ApplicationRow, "product">) =>
  (journeyProduct(app.product)?.key ?? app.product) as keyof DocumentChecklistFile["products"];

/** The kinds the data file requires for the product, with the lender's own additions (no repeats). */
export function requiredKinds(
  checklist: DocumentChecklistFile,
  product: string,
  lenderId: number | null,
): { required: DocumentKind[]; optional: DocumentKind[]; fromLender: DocumentKind[] } {
  const list = checklist.products[product as keyof DocumentChecklistFile["products"]];
  const fromLender = checklist.lenders
    .filter((entry) => entry.lenderId === lenderId && entry.product === product)
    .flatMap((entry) => entry.required)
    .filter((kind) => !list?.required.includes(kind));
  const required = [...(list?.required ?? []), ...new Set(fromLender)];
  return {
    required,
    optional: (list?.optional ?? []).filter((kind) => !required.includes(kind)),
    fromLender: [...new Set(fromLender)],
  };
}

/** The newest upload of each kind for an application. */
async function newestByKind(db: Database, applicationId: string): Promise<Map<DocumentKind, DocumentRow>> {
  const rows = await db
    .select()
    .from(applicationDocuments)
    .where(eq(applicationDocuments.applicationId, applicationId))
    .orderBy(desc(applicationDocuments.uploadedAt));
  const newest = new Map<DocumentKind, DocumentRow>();
  for (const row of rows)
    if (!newest.has(row.kind as DocumentKind)) newest.set(row.kind as DocumentKind, row);
  return newest;
}

/** Each lender's checklist for one application (the shares, oldest first). */
async function checklistsOf(
  db: Database,
  app: ApplicationRow,
  checklist: DocumentChecklistFile,
): Promise<LenderChecklist[]> {
  const [shares, optOut] = await Promise.all([
    db
      .select()
      .from(lenderShares)
      .where(eq(lenderShares.applicationId, app.id))
      .orderBy(asc(lenderShares.sharedAt)),
    db.select().from(applicationOptouts).where(eq(applicationOptouts.applicationId, app.id)),
  ]);
  if (shares.length === 0) return [];
  const [documents, requests] = await Promise.all([
    newestByKind(db, app.id),
    db
      .select()
      .from(documentRequests)
      .where(
        inArray(
          documentRequests.shareId,
          shares.map((share) => share.id),
        ),
      )
      .orderBy(asc(documentRequests.requestedAt)),
  ]);
  const product = productKeyOf(app);
  return shares.map((share) => {
    const kinds = requiredKinds(checklist, product, share.lenderId);
    const item = (kind: DocumentKind, source: ChecklistItem["source"], required: boolean): ChecklistItem => {
      const document = documents.get(kind);
      return {
        kind,
        source,
        required,
        reason: null,
        requestedAt: null,
        document: document ? toView(document) : null,
      };
    };
    const items: ChecklistItem[] = [
      ...kinds.required.map((kind) =>
        item(kind, kinds.fromLender.includes(kind) ? "lender" : "product", true),
      ),
      ...kinds.optional.map((kind) => item(kind, "product", false)),
    ];
    for (const request of requests.filter((one) => one.shareId === share.id)) {
      const kind = request.kind as DocumentKind;
      const existing = items.find((one) => one.kind === kind);
      const target = existing ?? item(kind, "request", true);
      // A request makes the kind required and, asked after the last upload, asks for it again.
      target.required = true;
      target.source = "request";
      target.reason = request.reason;
      target.requestedAt = request.requestedAt.toISOString();
      if (request.fulfilledAt === null) target.document = null;
      if (!existing) items.push(target);
    }
    return { lenderId: share.lenderId, status: optOut.length > 0 ? "withdrawn" : share.status, items };
  });
}

async function ownApplication(db: Database, userId: string, reference: string, locale: ApiLocale) {
  const [app] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.reference, reference), eq(applications.userId, userId)));
  if (!app) throw new AppError("NOT_FOUND", DOCUMENT_MESSAGES.notFound[locale]);
  return app;
}

/** The borrower's view: each lender's checklist for one of their applications. */
export async function borrowerDocuments(
  db: Database,
  input: { userId: string; reference: string; checklist: DocumentChecklistFile; locale: ApiLocale },
) {
  const app = await ownApplication(db, input.userId, input.reference, input.locale);
  return {
    reference: app.reference,
    product: productKeyOf(app),
    lenders: await checklistsOf(db, app, input.checklist),
  };
}

/** Every application of a borrower with its checklists (the dashboard's lender blocks). */
export async function borrowerChecklists(
  db: Database,
  userId: string,
  checklist: DocumentChecklistFile,
): Promise<Map<string, LenderChecklist[]>> {
  const apps = await db
    .select()
    .from(applications)
    .innerJoin(lenderShares, eq(lenderShares.applicationId, applications.id))
    .where(eq(applications.userId, userId));
  const unique = new Map(apps.map((row) => [row.applications.id, row.applications]));
  const out = new Map<string, LenderChecklist[]>();
  for (const app of unique.values()) out.set(app.reference, await checklistsOf(db, app, checklist));
  return out;
}

export class DocumentRefused extends Error {
  readonly reason: keyof typeof DOCUMENT_MESSAGES;
  readonly status: "BAD_REQUEST" | "NOT_FOUND" | "CONFLICT" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED";
  constructor(reason: DocumentRefused["reason"], status: DocumentRefused["status"]) {
    super(reason);
    this.reason = reason;
    this.status = status;
  }
}

/**
 * The borrower uploads one document of a kind for their application. The file is checked by its content
 * and cleaned (content.ts) before anything is written; then it is stored encrypted, recorded, the
 * lenders' open requests of that kind are fulfilled and each lender still sharing gets `documents.updated`.
 * A refused file changes nothing (a `DocumentRefused` says why).
 */
export async function uploadDocument(
  db: Database,
  storage: DocumentStorage,
  input: {
    userId: string;
    reference: string;
    kind: string;
    bytes: Uint8Array;
    at: Date;
    locale: ApiLocale;
  },
): Promise<DocumentView> {
  const app = await ownApplication(db, input.userId, input.reference, input.locale);
  if (app.status === "cancelled") throw new DocumentRefused("closed", "CONFLICT");
  const kind = input.kind as DocumentKind;
  if (!(DOCUMENT_KINDS as readonly string[]).includes(kind)) throw new DocumentRefused("kind", "BAD_REQUEST");
  // A day's uploads for one application are bounded: each is stored, so a loop would fill the disk.
  const limitKey = `document-upload:${app.id}`;
  const over = await withKeyLock(db, limitKey, async (tx) => {
    const hit = await exceeded(tx, limitKey, [
      { limit: UPLOADS_PER_APPLICATION_DAY, since: new Date(input.at.getTime() - 86_400_000) },
    ]);
    if (!hit) await record(tx, limitKey, input.at);
    return hit !== null;
  });
  if (over) throw new DocumentRefused("tooMany", "RATE_LIMITED");
  const cleaned = await cleanDocument(input.bytes);
  if (!cleaned.ok)
    throw new DocumentRefused(
      cleaned.reason,
      cleaned.reason === "size" ? "PAYLOAD_TOO_LARGE" : "BAD_REQUEST",
    );
  const id = randomUUID();
  const storageKey = `applications/${app.id}/${id}`;
  await storage.put(storageKey, cleaned.bytes);
  try {
    return await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      const [row] = await tx
        .insert(applicationDocuments)
        .values({
          id,
          applicationId: app.id,
          kind,
          contentType: cleaned.type,
          sizeBytes: cleaned.bytes.byteLength,
          sha256: createHash("sha256").update(cleaned.bytes).digest("hex"),
          storageKey,
          uploadedAt: input.at,
        })
        .returning();
      const shares = await tx
        .select({ id: lenderShares.id, lenderId: lenderShares.lenderId })
        .from(lenderShares)
        .leftJoin(applicationOptouts, eq(applicationOptouts.applicationId, lenderShares.applicationId))
        .where(
          and(
            eq(lenderShares.applicationId, app.id),
            isNull(lenderShares.withdrawnAt),
            isNull(applicationOptouts.applicationId),
          ),
        );
      if (shares.length > 0)
        await tx
          .update(documentRequests)
          .set({ fulfilledAt: input.at })
          .where(
            and(
              inArray(
                documentRequests.shareId,
                shares.map((share) => share.id),
              ),
              eq(documentRequests.kind, kind),
              isNull(documentRequests.fulfilledAt),
            ),
          );
      for (const share of shares) {
        await tx.insert(lenderShareEvents).values({
          shareId: share.id,
          kind: "document",
          actor: "customer",
          body: { kind, documentId: id },
          createdAt: input.at,
        });
        await queueLenderEvent(tx, {
          lenderId: share.lenderId,
          type: "documents.updated",
          data: { applicationId: app.reference, documentId: id, kind, uploadedAt: input.at.toISOString() },
          at: input.at,
        });
      }
      await recordAudit(tx, {
        actor: { kind: "customer", id: input.userId },
        action: "document.upload",
        leadId: app.id,
        after: { documentId: id, kind, contentType: cleaned.type, sizeBytes: cleaned.bytes.byteLength },
      });
      return toView(row!);
    });
  } catch (error) {
    // The row did not land: the stored file would be an orphan nobody can reach.
    await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

/** One of the borrower's own documents, with its bytes (null when it is not theirs). */
export async function borrowerDocumentFile(
  db: Database,
  storage: DocumentStorage,
  input: { userId: string; reference: string; documentId: string },
) {
  const [row] = await db
    .select({ document: applicationDocuments })
    .from(applicationDocuments)
    .innerJoin(applications, eq(applications.id, applicationDocuments.applicationId))
    .where(
      and(
        eq(applicationDocuments.id, input.documentId),
        eq(applications.reference, input.reference),
        eq(applications.userId, input.userId),
      ),
    );
  if (!row) return null;
  const bytes = await storage.get(row.document.storageKey);
  return bytes ? { view: toView(row.document), bytes } : null;
}

// --- lenders ---

const notShared = () => new AppError("NOT_FOUND", "No application with this id is shared with you.");
const withdrawnError = () =>
  new AppError("GONE", "The borrower withdrew consent: this application is no longer shared with you.");

/** The lender's share of an application, refusing one not shared with it (404) or withdrawn (410). */
/** A share of this lender's that the borrower has not withdrawn (404 for another lender's, 410 withdrawn). */
export async function liveShareOf(db: Database, principal: LenderPrincipal, reference: string) {
  const [row] = await db
    .select({ share: lenderShares, app: applications, optedOut: applicationOptouts.applicationId })
    .from(lenderShares)
    .innerJoin(applications, eq(applications.id, lenderShares.applicationId))
    .leftJoin(applicationOptouts, eq(applicationOptouts.applicationId, applications.id))
    .where(and(eq(applications.reference, reference), eq(lenderShares.lenderId, principal.lenderId)));
  if (!row) throw notShared();
  if (row.share.withdrawnAt !== null || row.share.status === "withdrawn" || row.optedOut !== null)
    throw withdrawnError();
  return row;
}

/** The lender's checklist for an application shared with it, with each document's metadata. */
export async function lenderDocuments(
  db: Database,
  principal: LenderPrincipal,
  reference: string,
  checklist: DocumentChecklistFile,
) {
  const { app } = await liveShareOf(db, principal, reference);
  const mine = (await checklistsOf(db, app, checklist)).find((one) => one.lenderId === principal.lenderId)!;
  const all = await db
    .select()
    .from(applicationDocuments)
    .where(eq(applicationDocuments.applicationId, app.id))
    .orderBy(desc(applicationDocuments.uploadedAt));
  return { applicationId: app.reference, checklist: mine.items, documents: all.map(toView) };
}

/**
 * One document's bytes for the lender, recorded as the lender's access (the borrower's data ledger lists
 * it, and the share's timeline shows it).
 */
export async function lenderDocumentFile(
  db: Database,
  storage: DocumentStorage,
  principal: LenderPrincipal,
  input: { reference: string; documentId: string; at: Date },
) {
  const { share, app } = await liveShareOf(db, principal, input.reference);
  const [row] = await db
    .select()
    .from(applicationDocuments)
    .where(
      and(eq(applicationDocuments.id, input.documentId), eq(applicationDocuments.applicationId, app.id)),
    );
  if (!row) throw new AppError("NOT_FOUND", "No such document on this application.");
  const bytes = await storage.get(row.storageKey);
  if (!bytes) throw new AppError("NOT_FOUND", "No such document on this application.");
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    await tx.insert(lenderShareEvents).values({
      shareId: share.id,
      kind: "documentRead",
      actor: `lender:${principal.keyPrefix}`,
      body: { documentId: row.id, kind: row.kind },
      createdAt: input.at,
    });
    await recordSharing(tx, {
      userId: app.userId,
      applicationId: app.id,
      occasion: "lenderAccess",
      recipientKind: "lender",
      recipientName: principal.lenderName,
      lenderId: principal.lenderId,
      at: input.at,
    });
    await recordAudit(tx, {
      actor: { kind: "lender", id: `${principal.lenderId}:${principal.keyPrefix}` },
      action: "lender.document.read",
      leadId: app.id,
      details: { documentId: row.id, kind: row.kind },
    });
  });
  return { view: toView(row), bytes };
}

type BorrowerNotify = ReturnType<typeof createBorrowerNotices>;

/**
 * The lender asks the borrower for a document, with a reason the borrower reads on the dashboard. Runs in
 * the idempotent write's transaction. Asking again for a kind still open changes nothing.
 */
export async function requestDocument(
  tx: Database,
  principal: LenderPrincipal,
  input: { reference: string; kind: DocumentKind; reason: string; at: Date },
  notify?: BorrowerNotify,
) {
  const { share, app } = await liveShareOf(tx, principal, input.reference);
  const [open] = await tx
    .select()
    .from(documentRequests)
    .where(
      and(
        eq(documentRequests.shareId, share.id),
        eq(documentRequests.kind, input.kind),
        isNull(documentRequests.fulfilledAt),
      ),
    );
  const request =
    open ??
    (
      await tx
        .insert(documentRequests)
        .values({
          shareId: share.id,
          kind: input.kind,
          reason: input.reason,
          requestedBy: `lender:${principal.keyPrefix}`,
          requestedAt: input.at,
        })
        .returning()
    )[0]!;
  if (!open) {
    await tx.insert(lenderShareEvents).values({
      shareId: share.id,
      kind: "documentRequested",
      actor: `lender:${principal.keyPrefix}`,
      body: { kind: input.kind, reason: input.reason },
      createdAt: input.at,
    });
    await recordAudit(tx, {
      actor: { kind: "lender", id: `${principal.lenderId}:${principal.keyPrefix}` },
      action: "lender.document.request",
      leadId: app.id,
      details: { kind: input.kind, reason: input.reason },
    });
    // The borrower learns of it by SMS in their language, with a link to where they upload it.
    await notify?.(tx, "lenderDocumentRequested", app, principal.lenderName);
  }
  return {
    id: request.id,
    applicationId: app.reference,
    kind: request.kind,
    reason: request.reason,
    requestedAt: request.requestedAt.toISOString(),
    fulfilledAt: request.fulfilledAt?.toISOString() ?? null,
  };
}

// --- staff ---

/** Every document of a lead, newest first (the studio's lead page). */
export async function staffDocuments(db: Database, applicationId: string): Promise<DocumentView[]> {
  const rows = await db
    .select()
    .from(applicationDocuments)
    .where(eq(applicationDocuments.applicationId, applicationId))
    .orderBy(desc(applicationDocuments.uploadedAt));
  return rows.map(toView);
}

/** One document's bytes for an employee; the read is audit-logged in the same step. */
export async function staffDocumentFile(
  db: Database,
  storage: DocumentStorage,
  input: {
    reference: string;
    documentId: string;
    actor: AuditActor;
    requestId?: string;
    ip?: string;
  },
) {
  const [row] = await db
    .select({ document: applicationDocuments, app: applications })
    .from(applicationDocuments)
    .innerJoin(applications, eq(applications.id, applicationDocuments.applicationId))
    .where(and(eq(applicationDocuments.id, input.documentId), eq(applications.reference, input.reference)));
  if (!row) return null;
  const bytes = await storage.get(row.document.storageKey);
  if (!bytes) return null;
  await recordAudit(db, {
    actor: input.actor,
    action: "lead.document.read",
    leadId: row.app.id,
    details: { documentId: row.document.id, kind: row.document.kind },
    ...(input.requestId ? { requestId: input.requestId } : {}),
    ...(input.ip ? { ip: input.ip } : {}),
  });
  return { view: toView(row.document), bytes };
}

/**
 * The required kinds not yet uploaded for a lead: the product's list, its chosen lender's additions and
 * the open requests of every lender it is shared with. Empty when the checklist is complete.
 */
export async function missingRequiredDocuments(
  db: Database,
  app: ApplicationRow,
  checklist: DocumentChecklistFile,
): Promise<DocumentKind[]> {
  const uploaded = await newestByKind(db, app.id);
  const shares = await db.select().from(lenderShares).where(eq(lenderShares.applicationId, app.id));
  const lenderIds = new Set<number | null>([app.lenderId, ...shares.map((share) => share.lenderId)]);
  const required = new Set<DocumentKind>();
  for (const lenderId of lenderIds)
    for (const kind of requiredKinds(checklist, productKeyOf(app), lenderId).required) required.add(kind);
  const open =
    shares.length === 0
      ? []
      : await db
          .select({ kind: documentRequests.kind })
          .from(documentRequests)
          .where(
            and(
              inArray(
                documentRequests.shareId,
                shares.map((share) => share.id),
              ),
              isNull(documentRequests.fulfilledAt),
            ),
          );
  const missing = [...required].filter((kind) => !uploaded.has(kind));
  for (const request of open)
    if (!missing.includes(request.kind as DocumentKind)) missing.push(request.kind as DocumentKind);
  return missing;
}

/**
 * The retention sweep: stored files of applications that no longer exist (purged by retention or erased
 * on request) are deleted. The database drops the rows with their application; this drops the bytes.
 */
export async function sweepOrphanedDocuments(db: Database, storage: DocumentStorage): Promise<number> {
  const ids = (await storage.children("applications/")).filter((id) => /^[0-9a-f-]{36}$/.test(id));
  if (ids.length === 0) return 0;
  let removed = 0;
  for (let start = 0; start < ids.length; start += 500) {
    const batch = ids.slice(start, start + 500);
    const alive = new Set(
      (
        await db.select({ id: applications.id }).from(applications).where(inArray(applications.id, batch))
      ).map((row) => row.id),
    );
    for (const id of batch)
      if (!alive.has(id)) {
        await storage.delete(`applications/${id}`);
        removed += 1;
      }
  }
  return removed;
}

export type { DocumentType };
