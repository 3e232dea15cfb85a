import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { customerFirst, localeOf, personal, requireCustomer } from "../auth/middleware.ts";
import { DOCUMENT_KINDS } from "../data/schemas.ts";
import { failureResponse, ok, successSchema } from "../lib/envelope.ts";
import { AppError } from "../lib/errors.ts";
import type { ApiDeps, ApiEnv } from "../lib/types.ts";
import { documentResponse } from "./files.ts";
import { DOCUMENT_MESSAGES } from "./messages.ts";
import { borrowerDocumentFile, borrowerDocuments, DocumentRefused, uploadDocument } from "./service.ts";
import { documentStorageFor } from "./storage.ts";

// The borrower's documents over the API (decision 0074): each lender's checklist for an application, an
// upload (multipart: `kind` and `file`, at most 10 MB, a photo or a PDF by its content), and a download of
// one's own file. The dashboard's upload page calls the same service without HTTP.

const tags = ["Documents"];
const reference = z
  .string()
  .regex(/^LS\d{4,18}$/)
  .openapi({ param: { name: "reference", in: "path" }, example: "LS2611200001" });
const documentId = z
  .string()
  .uuid()
  .openapi({ param: { name: "documentId", in: "path" } });

const documentView = z
  .object({
    id: z.string(),
    kind: z.enum(DOCUMENT_KINDS),
    contentType: z.string(),
    sizeBytes: z.number(),
    sha256: z.string(),
    uploadedAt: z.string(),
  })
  .openapi("BorrowerDocument");

const routes = {
  list: createRoute({
    method: "get",
    path: "/applications/{reference}/documents",
    tags,
    summary: "Each lender's documents checklist for one of your applications, with what you uploaded",
    request: { params: z.object({ reference }) },
    responses: {
      200: {
        description: "The checklists",
        content: { "application/json": { schema: successSchema(z.object({}).passthrough()) } },
      },
      401: failureResponse("Not logged in"),
      404: failureResponse("Not your application"),
    },
  }),
  upload: createRoute({
    method: "post",
    path: "/applications/{reference}/documents",
    tags,
    summary: "Upload a document: a photo (JPEG, PNG, WebP) or a PDF of at most 10 MB, checked by its content",
    request: {
      params: z.object({ reference }),
      body: {
        required: true,
        content: {
          "multipart/form-data": {
            schema: z.object({
              kind: z.enum(DOCUMENT_KINDS),
              file: z.any().openapi({ type: "string", format: "binary" }),
            }),
          },
        },
      },
    },
    responses: {
      200: {
        description: "Stored (an image without its EXIF and location data)",
        content: { "application/json": { schema: successSchema(documentView) } },
      },
      400: failureResponse("Not a photo or a PDF, unreadable, or no kind (BAD_REQUEST)"),
      401: failureResponse("Not logged in"),
      404: failureResponse("Not your application"),
      413: failureResponse("Larger than 10 MB (PAYLOAD_TOO_LARGE)"),
      429: failureResponse("Too many uploads for this application today"),
    },
  }),
  download: createRoute({
    method: "get",
    path: "/applications/{reference}/documents/{documentId}",
    tags,
    summary: "One of your documents, as stored",
    request: { params: z.object({ reference, documentId }) },
    responses: {
      200: {
        description: "The file",
        content: { "application/octet-stream": { schema: z.string().openapi({ format: "binary" }) } },
      },
      401: failureResponse("Not logged in"),
      404: failureResponse("Not found"),
    },
  }),
};

/** Turns a refused upload into the API's failure, in the caller's language. */
export function refusalError(refused: DocumentRefused, locale: "en" | "hi"): AppError {
  return new AppError(refused.status, DOCUMENT_MESSAGES[refused.reason][locale], {
    errors: [
      {
        path: refused.reason === "kind" ? "kind" : "file",
        message: DOCUMENT_MESSAGES[refused.reason][locale],
      },
    ],
  });
}

export function borrowerDocumentRoutes(deps: ApiDeps): OpenAPIHono<ApiEnv> {
  const db = deps.database.db;
  const router = new OpenAPIHono<ApiEnv>();
  // The upload is documented from its route but its form is read by the handler, not by a validator, so a
  // wrong kind or file gets the feature's own words rather than a schema's. Its credential (the customer
  // session, checked first by customerFirst below) is the router's, given where app.ts mounts it.
  router.openAPIRegistry.registerPath(routes.upload);
  router.post("/applications/:reference/documents", customerFirst, async (c) => {
    const { user } = requireCustomer(c);
    const locale = localeOf(c);
    const ref = c.req.param("reference");
    if (!/^LS\d{4,18}$/.test(ref)) throw new AppError("NOT_FOUND", DOCUMENT_MESSAGES.notFound[locale]);
    const form = await c.req.parseBody().catch(() => {
      throw new AppError("BAD_REQUEST", DOCUMENT_MESSAGES.empty[locale]);
    });
    const file = form.file;
    if (!(file instanceof File) || file.size === 0)
      throw new AppError("BAD_REQUEST", DOCUMENT_MESSAGES.empty[locale], {
        errors: [{ path: "file", message: DOCUMENT_MESSAGES.empty[locale] }],
      });
    try {
      const stored = await uploadDocument(db, await documentStorageFor(deps.config), {
        userId: user.id,
        reference: ref,
        kind: typeof form.kind === "string" ? form.kind : "",
        bytes: new Uint8Array(await file.arrayBuffer()),
        at: deps.clock(),
        locale,
      });
      deps.queue.kick();
      return ok(c, stored);
    } catch (error) {
      if (error instanceof DocumentRefused) throw refusalError(error, locale);
      throw error;
    }
  });
  return router
    .openapi(personal(routes.list), async (c) => {
      const { user } = requireCustomer(c);
      const checklist = await deps.data.get("document-checklist.json");
      return ok(
        c,
        await borrowerDocuments(db, {
          userId: user.id,
          reference: c.req.valid("param").reference,
          checklist,
          locale: localeOf(c),
        }),
      );
    })
    .openapi(personal(routes.download), async (c) => {
      const { user } = requireCustomer(c);
      const params = c.req.valid("param");
      const file = await borrowerDocumentFile(db, await documentStorageFor(deps.config), {
        userId: user.id,
        reference: params.reference,
        documentId: params.documentId,
      });
      if (!file) throw new AppError("NOT_FOUND", DOCUMENT_MESSAGES.notFound[localeOf(c)]);
      return documentResponse(c, file) as never;
    });
}
