import * as mupdf from "mupdf";

// Pages of a generated PDF drawn to pixels with MuPDF (its WebAssembly build from npm: nothing to install
// on the machine), to look at a document and to compare it with a reviewed picture.

export interface Picture {
  width: number;
  height: number;
  /** RGB, three bytes a pixel. */
  pixels: Uint8ClampedArray;
  png: Uint8Array;
}

export function pageCount(bytes: Uint8Array): number {
  return mupdf.Document.openDocument(bytes, "application/pdf").countPages();
}

/** Each page's text as MuPDF extracts it (Latin text reads back as written; shaped Devanagari may not). */
export function pageTexts(bytes: Uint8Array): string[] {
  const document = mupdf.Document.openDocument(bytes, "application/pdf");
  return Array.from({ length: document.countPages() }, (_, index) =>
    document.loadPage(index).toStructuredText("preserve-whitespace").asText(),
  );
}

/** A pixmap's pixels copied out: getPixels() is a view of MuPDF's memory, which the next pixmap may reuse. */
const picture = (pixmap: mupdf.Pixmap, png: Uint8Array): Picture => ({
  width: pixmap.getWidth(),
  height: pixmap.getHeight(),
  pixels: pixmap.getPixels().slice(),
  png,
});

/** One page at `scale` (1 = 72 dpi) on white. */
export function renderPage(bytes: Uint8Array, index = 0, scale = 1.5): Picture {
  const page = mupdf.Document.openDocument(bytes, "application/pdf").loadPage(index);
  const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false, true);
  return picture(pixmap, pixmap.asPNG().slice());
}

export function readPng(png: Uint8Array): Picture {
  return picture(new mupdf.Image(png).toPixmap(), png);
}

/**
 * How many pixels differ clearly (a channel by more than `threshold` of 255) between two pictures of one
 * size; every pixel when the sizes differ. Anti-aliasing moves an edge by a shade; a changed digit
 * moves whole glyph strokes.
 */
export function differingPixels(a: Picture, b: Picture, threshold = 48): number {
  const pixels = a.width * a.height;
  if (a.width !== b.width || a.height !== b.height) return pixels;
  let differing = 0;
  for (let pixel = 0; pixel < pixels; pixel++) {
    const at = pixel * 3;
    if (
      Math.abs(a.pixels[at]! - b.pixels[at]!) > threshold ||
      Math.abs(a.pixels[at + 1]! - b.pixels[at + 1]!) > threshold ||
      Math.abs(a.pixels[at + 2]! - b.pixels[at + 2]!) > threshold
    )
      differing++;
  }
  return differing;
}

/** The share of pixels that are not white: a blank page is 0. */
export function inkShare(picture: Picture): number {
  let ink = 0;
  const pixels = picture.width * picture.height;
  for (let pixel = 0; pixel < pixels; pixel++) {
    const at = pixel * 3;
    if (picture.pixels[at]! < 200 || picture.pixels[at + 1]! < 200 || picture.pixels[at + 2]! < 200) ink++;
  }
  return ink / pixels;
}
