// The chatbot's knowledge read straight from the repository's files (content/ and data/), without a
// database: what the evaluation and the answer tests ask questions of.
import { readFile } from "node:fs/promises";
import { calculatorReference } from "@loansetu/api/calculators/reference";
import { type Knowledge, knowledgeFor } from "@loansetu/api/chatbot/answer";
import { createContentCache } from "@loansetu/api/content/service";
import { DATA_FILE_SCHEMAS, type DataFile, type DataFileName } from "@loansetu/api/data/schemas";
import type { DataStore } from "@loansetu/api/data/store";
import { createPageStore } from "@loansetu/api/pages/page-store";
import { loadSupportKnowledge } from "@loansetu/api/support/knowledge";

const DATA_DIR = new URL("../../data/", import.meta.url);

/** Reference data from data/*.json, validated like the database copy the server reads. */
export function fileDataStore(): DataStore {
  const cache = new Map<DataFileName, Promise<unknown>>();
  const get = <N extends DataFileName>(name: N): Promise<DataFile<N>> => {
    let entry = cache.get(name);
    if (!entry) {
      entry = readFile(new URL(name, DATA_DIR), "utf8").then((text) =>
        DATA_FILE_SCHEMAS[name].parse(JSON.parse(text)),
      );
      cache.set(name, entry);
    }
    return entry as Promise<DataFile<N>>;
  };
  return { get, check: async () => {} };
}

export async function fileKnowledge(): Promise<Knowledge> {
  const data = fileDataStore();
  const content = await createContentCache(data).get();
  return knowledgeFor(
    content,
    await calculatorReference(data),
    await loadSupportKnowledge(data, createPageStore()),
  );
}
