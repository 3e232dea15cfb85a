import { createRequire } from "node:module";
import type sharp from "sharp";
// What an uploaded file is, read from its first bytes (never from its name or the type the browser sent),
// and an image made safe to keep: decoded and encoded again by sharp (libvips), turned upright by its EXIF
// orientation, with every metadata block (EXIF with GPS position, XMP, IPTC, comments) left behind.
// Decoding it whole also refuses a file that only starts like an image.

/** The largest document accepted: a phone photo of a page, or a 6-month bank statement PDF. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** An image larger than this on its longest side is scaled down (a page stays readable at 3000 px). */
const MAX_IMAGE_SIDE = 3000;
/** Decoding stops past this many pixels (a small file that would decode to gigabytes). */
const MAX_INPUT_PIXELS = 60_000_000;

export type DocumentType = "image/jpeg" | "image/png" | "image/webp" | "application/pdf";

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

/** The type the content shows, or null for anything else (a renamed .exe, a HEIC photo, a Word file). */
export function sniffType(bytes: Uint8Array): DocumentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return "image/webp";
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf"; // %PDF-
  return null;
}

export type Cleaned =
  | { ok: true; type: DocumentType; bytes: Uint8Array }
  | { ok: false; reason: "type" | "size" | "empty" | "unreadable" };

/**
 * sharp (libvips) is loaded at the first image a borrower uploads, not when the server starts: most
 * processes never see one, and the library's code and threads cost memory for as long as the process runs.
 * Its operation cache is off: each document is decoded once, so a cache of recent images only holds memory.
 */
let sharpModule: typeof sharp | undefined;
function loadSharp(): typeof sharp {
  if (!sharpModule) {
    sharpModule = createRequire(import.meta.url)("sharp") as typeof sharp;
    sharpModule.cache(false);
  }
  return sharpModule;
}

/** Checks a file and answers the bytes to store: an image without its metadata, a PDF as it came. */
export async function cleanDocument(bytes: Uint8Array): Promise<Cleaned> {
  if (bytes.byteLength === 0) return { ok: false, reason: "empty" };
  if (bytes.byteLength > MAX_DOCUMENT_BYTES) return { ok: false, reason: "size" };
  const type = sniffType(bytes);
  if (!type) return { ok: false, reason: "type" };
  if (type === "application/pdf") {
    // A PDF must also end as one: a file cut off in the upload is refused rather than kept broken.
    const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.byteLength - 1024))).toString("latin1");
    return tail.includes("%%EOF") ? { ok: true, type, bytes } : { ok: false, reason: "unreadable" };
  }
  try {
    const image = loadSharp()(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: "inside", withoutEnlargement: true });
    // sharp writes no metadata unless asked (no withMetadata/keepExif here).
    const out =
      type === "image/png"
        ? await image.png().toBuffer()
        : type === "image/webp"
          ? await image.webp({ quality: 90 }).toBuffer()
          : await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    return { ok: true, type, bytes: new Uint8Array(out) };
  } catch {
    return { ok: false, reason: "unreadable" };
  }
}
