import { OpenAPIHono, z } from "@hono/zod-openapi";
import { staffCertificate } from "../lenders/servicing.ts";
import { clientInfo } from "../lib/client-address.ts";
import { failureResponse } from "../lib/envelope.ts";
import { AppError } from "../lib/errors.ts";
import type { ApiDeps, ApiEnv } from "../lib/types.ts";
import { employeeOf } from "../studio/middleware.ts";
import { studioRoute } from "../studio/studio-route.ts";
import { documentResponse } from "./files.ts";
import { staffDocumentFile } from "./service.ts";
import { documentStorageFor } from "./storage.ts";

// The back office's download of a borrower's document (decision 0074), for operations and admins only;
// each download is an audit entry. The lead page lists the documents through `staffDocuments`.

const download = studioRoute({
  roles: ["operations", "admin"],
  method: "get",
  path: "/{reference}/documents/{documentId}",
  summary: "One of the lead's documents (the download is audit-logged)",
  request: {
    params: z.object({
      reference: z
        .string()
        .regex(/^LS\d{4,18}$/)
        .openapi({ param: { name: "reference", in: "path" } }),
      documentId: z
        .string()
        .uuid()
        .openapi({ param: { name: "documentId", in: "path" } }),
    }),
  },
  responses: {
    200: {
      description: "The file",
      content: { "application/octet-stream": { schema: z.string().openapi({ format: "binary" }) } },
    },
    401: failureResponse("Not signed in"),
    403: failureResponse("Not allowed for this role"),
    404: failureResponse("No such document"),
  },
});

const certificate = studioRoute({
  roles: ["operations", "admin"],
  method: "get",
  path: "/{reference}/no-dues-certificate",
  summary: "The no-dues certificate the lender uploaded for the closed loan (the download is audit-logged)",
  request: {
    params: z.object({
      reference: z
        .string()
        .regex(/^LS\d{4,18}$/)
        .openapi({ param: { name: "reference", in: "path" } }),
    }),
  },
  responses: {
    200: {
      description: "The certificate",
      content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
    },
    401: failureResponse("Not signed in"),
    403: failureResponse("Not allowed for this role"),
    404: failureResponse("No certificate on this lead"),
  },
});

/** Mounted at /api/studio/leads beside the lead routes (studio/routes.ts). */
export function studioDocumentRoutes(deps: ApiDeps) {
  return new OpenAPIHono<ApiEnv>()
    .openapi(certificate, async (c) => {
      const { reference } = c.req.valid("param");
      const file = await staffCertificate(deps.database.db, await documentStorageFor(deps.config), {
        reference,
        actor: employeeOf(c),
        requestId: c.get("requestId"),
        ip: clientInfo(c).ip,
      });
      if (!file) throw new AppError("NOT_FOUND", "No no-dues certificate on this lead.");
      return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="no-dues-${reference}.pdf"`,
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
        "x-document-sha256": file.sha256,
      }) as never;
    })
    .openapi(download, async (c) => {
      const { reference, documentId } = c.req.valid("param");
      const employee = employeeOf(c);
      const file = await staffDocumentFile(deps.database.db, await documentStorageFor(deps.config), {
        reference,
        documentId,
        actor: employee,
        requestId: c.get("requestId"),
        ip: clientInfo(c).ip,
      });
      if (!file) throw new AppError("NOT_FOUND", "No such document on this lead.");
      return documentResponse(c, file) as never;
    });
}
