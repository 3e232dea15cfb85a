import { borrowerDocuments, DocumentRefused, uploadDocument } from "@loansetu/api/borrower-documents/service";
import { documentStorageFor } from "@loansetu/api/borrower-documents/storage";
import { DOCUMENT_KINDS } from "@loansetu/api/data/schemas";
import { formatDate } from "@loansetu/domain/format";
import { type RouterContextProvider, redirect } from "react-router";
import { translatorFor } from "../../i18n/catalog.server.ts";
import { type Locale, localePath } from "../../i18n/locale.ts";
import { customerOrLogin } from "../dashboard/dashboard.server.ts";
import { isAppError } from "../journey/journey.server.ts";

// The documents page's loader and action (decision 0074): the API's documents service in this process,
// so the page and the API share every check. The upload is a multipart form post that works before the
// page's script has loaded; a success redirects (a reload does not upload twice), a refusal answers the
// reason and changes nothing.

export interface DocumentItemData {
  kind: string;
  required: boolean;
  reason: string | null;
  uploaded: { id: string; date: string } | null;
}

export interface LenderDocumentsData {
  lenderName: string;
  withdrawn: boolean;
  items: DocumentItemData[];
}

export async function documentsLoader(
  context: Readonly<RouterContextProvider>,
  locale: Locale,
  reference: string,
  url: URL,
) {
  const { customer, deps } = customerOrLogin(context, locale);
  const t = translatorFor(locale);
  const [checklist, lendersFile] = await Promise.all([
    deps.data.get("document-checklist.json"),
    deps.data.get("lenders.json"),
  ]);
  const documents = await borrowerDocuments(deps.database.db, {
    userId: customer.user.id,
    reference,
    checklist,
    locale,
  }).catch((error: unknown) => {
    if (isAppError(error) && error.status === 404) throw new Response("Not Found", { status: 404 });
    throw error;
  });
  const names = new Map(lendersFile.lenders.map((lender) => [lender.id, lender.shortName]));
  const lenders: LenderDocumentsData[] = documents.lenders.map((one) => ({
    lenderName: names.get(one.lenderId) ?? "",
    withdrawn: one.status === "withdrawn",
    items: one.items.map((item) => ({
      kind: item.kind,
      required: item.required,
      reason: item.reason,
      uploaded: item.document
        ? { id: item.document.id, date: formatDate(new Date(item.document.uploadedAt), locale) }
        : null,
    })),
  }));
  const uploaded = url.searchParams.get("uploaded");
  return {
    title: t("documents.title", { reference }),
    reference,
    lenders,
    asOf: formatDate(new Date(`${checklist.asOf}T00:00:00+05:30`), locale),
    uploaded: uploaded && (DOCUMENT_KINDS as readonly string[]).includes(uploaded) ? uploaded : null,
  };
}

const fileOf = (value: FormDataEntryValue | null) => (value instanceof File && value.size > 0 ? value : null);

export async function documentsAction(
  context: Readonly<RouterContextProvider>,
  locale: Locale,
  reference: string,
  request: Request,
) {
  const { customer, deps } = customerOrLogin(context, locale);
  const form = await request.formData();
  const kind = String(form.get("kind") ?? "");
  // The camera's photo or the chosen file, whichever the borrower gave.
  const file = fileOf(form.get("photo")) ?? fileOf(form.get("file"));
  if (!file) return { kind, error: "empty" as const };
  try {
    await uploadDocument(deps.database.db, await documentStorageFor(deps.config), {
      userId: customer.user.id,
      reference,
      kind,
      bytes: new Uint8Array(await file.arrayBuffer()),
      at: deps.clock(),
      locale,
    });
  } catch (error) {
    if (error instanceof DocumentRefused) return { kind, error: error.reason };
    if (isAppError(error) && error.status === 404) throw new Response("Not Found", { status: 404 });
    throw error;
  }
  deps.queue.kick();
  throw redirect(localePath(locale, `/dashboard/documents/${reference}?uploaded=${kind}`));
}
