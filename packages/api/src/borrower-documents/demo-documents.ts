import type { Database } from "@loansetu/db/client";
import { applications } from "@loansetu/db/schema";
import { eq } from "@loansetu/db/sql";
import { journeyProduct } from "@loansetu/domain/application";
import type { ApiDeps } from "../lib/types.ts";
import { requiredKinds, uploadDocument } from "./service.ts";
import { documentStorageFor } from "./storage.ts";

// Development and tests only: a demo application's checklist filled with a one-line PDF per required
// document, so the studio's demo leads can be taken through the credit assessment as before.

const demoPdf = (kind: string) =>
  new TextEncoder().encode(
    `%PDF-1.4\n% Demo ${kind}: not a real document\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`,
  );

export async function fileDemoDocuments(deps: ApiDeps, reference: string): Promise<void> {
  const db: Database = deps.database.db;
  const [app] = await db.select().from(applications).where(eq(applications.reference, reference));
  if (!app) return;
  const checklist = await deps.data.get("document-checklist.json");
  const storage = await documentStorageFor(deps.config);
  const product = journeyProduct(app.product)?.key ?? app.product;
  for (const kind of requiredKinds(checklist, product, app.lenderId).required)
    await uploadDocument(db, storage, {
      userId: app.userId,
      reference,
      kind,
      bytes: demoPdf(kind),
      at: deps.clock(),
      locale: "en",
    });
}
