/** A readable, script-free page of the OpenAPI document, so `/api/docs` needs no CDN and fits the CSP. */
interface Operation {
  summary?: string;
  description?: string;
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, { description?: string }>;
}
interface Doc {
  info: { title: string; description?: string | undefined };
  paths?: object | undefined;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function renderApiDocs(doc: Doc): string {
  const operations = (Object.entries(doc.paths ?? {}) as [string, Record<string, Operation>][]).flatMap(
    ([path, methods]) =>
      Object.entries(methods).map(([method, op]) => {
        const responses = Object.entries(op.responses ?? {})
          .map(([code, r]) => `<li><code>${escapeHtml(code)}</code> ${escapeHtml(r.description ?? "")}</li>`)
          .join("");
        const details = [
          op.parameters?.length
            ? `<h4>Parameters</h4><pre>${escapeHtml(JSON.stringify(op.parameters, null, 2))}</pre>`
            : "",
          op.requestBody
            ? `<h4>Request body</h4><pre>${escapeHtml(JSON.stringify(op.requestBody, null, 2))}</pre>`
            : "",
        ].join("");
        return `<section><h3><code>${method.toUpperCase()} ${escapeHtml(path)}</code> ${escapeHtml(op.summary ?? "")}</h3>${op.description ? `<p>${escapeHtml(op.description)}</p>` : ""}${details}<h4>Responses</h4><ul>${responses}</ul></section>`;
      }),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(doc.info.title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:auto;padding:1rem;color:#1f2937}pre{background:#f3f4f6;padding:.75rem;overflow:auto;font-size:13px}section{border-top:1px solid #e5e7eb;padding:.5rem 0}h3{font-size:1.05rem}</style></head>
<body><h1>${escapeHtml(doc.info.title)}</h1>${doc.info.description ? `<p>${escapeHtml(doc.info.description)}</p>` : ""}<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a></p>${operations.join("")}</body></html>`;
}
