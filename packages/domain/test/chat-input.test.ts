import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ALLOWED_SHORT_PHRASES,
  CHAT_INPUT_MAX_LENGTH,
  capChatInput,
  cleanQuestion,
  isAllowedShortPhrase,
  QUESTION_MAX_LENGTH,
  QUESTION_MIN_LENGTH,
  stripTags,
  UNSUPPORTED_TAGS,
  validateQuestion,
} from "../src/chat-input.ts";

const failure = (id: string, message: string) => ({ ok: false, id, message });

describe("chatbot question (§5, in the spec's order)", () => {
  it("has the spec's limits: input 255, question 4 to 300", () => {
    expect([CHAT_INPUT_MAX_LENGTH, QUESTION_MIN_LENGTH, QUESTION_MAX_LENGTH]).toEqual([255, 4, 300]);
  });

  it("trimmed empty: 'Please type a valid question.'", () => {
    expect(validateQuestion("  \n ")).toEqual(failure("question.empty", "Please type a valid question."));
  });

  it("under 4 characters: 'Your question seems too short…'", () => {
    expect(validateQuestion("EMI")).toEqual(
      failure("question.tooShort", "Your question seems too short. Could you please provide more details?"),
    );
    expect(validateQuestion("EMI?")).toEqual({ ok: true });
  });

  it("over 300 characters: 'Your question is too long…'", () => {
    expect(validateQuestion("a".repeat(301))).toEqual(
      failure("question.tooLong", "Your question is too long. Can you please ask something more specific?"),
    );
    expect(validateQuestion(`What ${"a".repeat(295)}`)).toEqual({ ok: true });
  });

  it.each(UNSUPPORTED_TAGS.map((tag) => [tag]))(
    "an HTML %s tag: 'Your message contains unsupported content…'",
    (tag) => {
      expect(validateQuestion(`What is EMI <${tag} src=x>`)).toEqual(
        failure(
          "question.unsupportedContent",
          "Your message contains unsupported content. Please remove HTML or links and try again.",
        ),
      );
    },
  );

  it("the tag list is the spec's", () => {
    expect(UNSUPPORTED_TAGS).toEqual([
      "script",
      "iframe",
      "object",
      "embed",
      "img",
      "svg",
      "math",
      "link",
      "meta",
    ]);
  });

  it.each([
    "< / SCRIPT >what",
    "see https://evil.example",
    "go to www.evil.example now",
    "javascript :alert(1) x",
  ])("refuses markup and links like %s", (text) => {
    expect(validateQuestion(text)).toMatchObject({ id: "question.unsupportedContent" });
  });

  it.each(["????", "1234 5678", "<b>hello there</b>", "what is {emi}"])(
    "failing the valid-text pattern (%s): 'Please ask a specific question…'",
    (text) => {
      expect(validateQuestion(text)).toEqual(
        failure("question.notSpecific", "Please ask a specific question so I can assist you better."),
      );
    },
  );

  it.each([
    "What is the EMI for ₹5,00,000 at 10.5% over 3 years?",
    "Can I prepay my car loan (after 12 EMIs)?",
    "मेरा सिबिल स्कोर 650 है, क्या मुझे लोन मिलेगा?",
    "Is “zero foreclosure” available—really?",
  ])("accepts a real question: %s", (text) => {
    expect(validateQuestion(text)).toEqual({ ok: true });
  });

  it("lets the allowed short phrases skip validation", () => {
    for (const phrase of ALLOWED_SHORT_PHRASES) {
      expect(validateQuestion(phrase), phrase).toEqual({ ok: true });
    }
    expect(isAllowedShortPhrase("  OK! ")).toBe(true);
    expect(isAllowedShortPhrase("Thank   you.")).toBe(true);
    expect(isAllowedShortPhrase("हाँ।")).toBe(true);
    expect(isAllowedShortPhrase("yo")).toBe(false);
    expect(validateQuestion("yo")).toMatchObject({ id: "question.tooShort" });
  });

  it("includes English and Hindi greetings and answers", () => {
    for (const phrase of ["hi", "hello", "yes", "no", "ok", "thanks", "हाँ", "नहीं", "नमस्ते"]) {
      expect(ALLOWED_SHORT_PHRASES).toContain(phrase);
    }
  });
});

describe("chat input cleaning (§5: capped at 255, stripped of all tags)", () => {
  it("strips tags, comments and nested reassembly attempts", () => {
    expect(stripTags("<p>Hello <b>there</b></p>")).toBe("Hello there");
    expect(stripTags("<<script>script>alert(1)</script>")).toBe("alert(1)");
    expect(stripTags("<scr<script>ipt>alert(1)</script>")).toBe("ipt>alert(1)");
    expect(stripTags("</<")).toBe("");
    expect(stripTags("a<!-- x -->b<img src=x onerror=alert(1)")).toBe("ab");
    expect(stripTags("Is EMI < 5000 or > 100?")).toBe("Is EMI < 5000 or > 100?");
  });

  it("caps at 255 characters without splitting an emoji", () => {
    expect(capChatInput("a".repeat(300))).toHaveLength(255);
    const emoji = capChatInput("😀".repeat(300));
    expect([...emoji]).toHaveLength(255);
    expect(capChatInput("short")).toBe("short");
  });

  it("cleans a question for sending", () => {
    expect(cleanQuestion("  <b>What is EMI?</b>  ")).toBe("What is EMI?");
  });

  it("property: a cleaned question has no tag and at most 255 characters", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme-composite", maxLength: 400 }), (text) => {
        const cleaned = cleanQuestion(text);
        expect(cleaned).not.toMatch(/<[/!?a-z]/i);
        expect([...cleaned].length).toBeLessThanOrEqual(CHAT_INPUT_MAX_LENGTH);
      }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom("<", ">", "/", "script", "a", " ", "!", "--"), { maxLength: 40 }),
        (parts) => {
          expect(stripTags(parts.join(""))).not.toMatch(/<[/!?a-z]/i);
        },
      ),
    );
  });
});
