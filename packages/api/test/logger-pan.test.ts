import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "../src/lib/logger.ts";

// A PAN is never logged: not under a key named pan at any depth the code uses, and not inside a message, an
// error or any other string (a bureau adapter's error could quote the request it failed on).

const PAN = "ABCDE1234F";

function capture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger("info", sink), lines };
}

describe("the log never holds a PAN", () => {
  it("redacts it by key and cuts it out of text, errors included", () => {
    const { logger, lines } = capture();
    logger.info({ pan: PAN }, "top level");
    logger.info({ details: { pan: PAN } }, "one level down");
    logger.info({ form: { details: { pan: PAN.toLowerCase() } } }, "two levels down");
    logger.error({ err: String(new Error(`bureau refused PAN ${PAN}`)) }, "credit bureau check failed");
    logger.error({ err: new Error(`bad request for ${PAN}`) }, "adapter failed");
    logger.warn(`free text with ${PAN} in it`);
    expect(lines).toHaveLength(6);
    for (const line of lines) {
      expect(line.toUpperCase()).not.toContain(PAN);
    }
    expect(lines.join("")).toContain("[PAN not logged]");
    // A masked PAN, as the site shows it, is not a PAN and stays readable.
    logger.info({ masked: "XXXXXX234F" }, "masked");
    expect(lines.at(-1)).toContain("XXXXXX234F");
  });
});
