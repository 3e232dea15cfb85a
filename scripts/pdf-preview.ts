// Writes the KFS and the sanction letter in English and Hindi, and each page as a PNG, to a folder
// (default: test-results/pdf-preview), to look at them: `npm run pdf:preview [folder]`.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { renderSanctionPdf } from "../packages/api/src/documents/sanction-letter-pdf.ts";
import { renderKfsPdf } from "../packages/api/src/journey/kfs-pdf.ts";
import { kfsInput, sanctionInput } from "../packages/api/test/support/pdf-fixtures.ts";
import { pageCount, renderPage } from "../packages/api/test/support/pdf-render.ts";

const folder = process.argv[2] ?? "test-results/pdf-preview";
mkdirSync(folder, { recursive: true });
for (const locale of ["en", "hi"] as const) {
  const documents = {
    kfs: await renderKfsPdf(await kfsInput(locale)),
    sanction: await renderSanctionPdf(await sanctionInput(locale)),
  };
  for (const [name, bytes] of Object.entries(documents)) {
    writeFileSync(join(folder, `${name}-${locale}.pdf`), bytes);
    for (let page = 0; page < pageCount(bytes); page++)
      writeFileSync(join(folder, `${name}-${locale}-${page + 1}.png`), renderPage(bytes, page, 1.5).png);
    console.log(`${name}-${locale}.pdf: ${bytes.length} bytes, ${pageCount(bytes)} page(s)`);
  }
}
