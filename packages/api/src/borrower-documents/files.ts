import type { Context } from "hono";
import type { DocumentView } from "./service.ts";

// A stored document as an HTTP answer: its type as its content showed, never cached, never sniffed or
// rendered inline by a browser as anything else, and a file name made of the kind and the date only.

const EXTENSION: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "application/pdf": "pdf",
};

export function documentResponse(c: Context, file: { view: DocumentView; bytes: Uint8Array }) {
  const name = `${file.view.kind}-${file.view.uploadedAt.slice(0, 10)}.${EXTENSION[file.view.contentType] ?? "bin"}`;
  return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
    "content-type": file.view.contentType,
    "content-disposition": `attachment; filename="${name}"`,
    "cache-control": "private, no-store",
    "x-content-type-options": "nosniff",
    "x-document-sha256": file.view.sha256,
  });
}
