import { describe, expect, it } from "vitest";
import {
  CONTACT_MESSAGE_MIN_LENGTH,
  contactReference,
  validateContactMessage,
  validateEmail,
  validateFullName,
} from "../src/contact-fields.ts";

const EMPTY = { ok: false, id: "field.empty", message: "Field cannot be left empty." };

describe("full name (§5: 'Please enter a valid name')", () => {
  it.each(["Priya Sharma", "A. R. Rahman", "Joseph D'Souza", "Ram-Prasad Verma", "S Lakshmi"])(
    "accepts %s",
    (name) => {
      expect(validateFullName(name)).toEqual({ ok: true });
    },
  );

  // Names as people in India write them: Devanagari with its vowel signs and viramas, other Indian scripts,
  // and names mixing initials in Latin with a surname in Devanagari.
  it.each([
    "राम कुमार",
    "कृष्ण मुरारी",
    "प्रिया शर्मा",
    "सुनीता देवी",
    "ए. आर. रहमान",
    "राम-प्रसाद वर्मा",
    "S. लक्ष्मी",
    "সুনীল গঙ্গোপাধ্যায়",
    "முத்து குமார்",
  ])("accepts the name %s in the script it is written in", (name) => {
    expect(validateFullName(name)).toEqual({ ok: true });
  });

  it.each([
    "Priya123",
    "P",
    "<b>Priya</b>",
    "Priya_",
    "-Priya",
    "Lakshmi",
    "Priya -",
    "Priya .",
    "राम",
    "राम १२३",
    "राम 😀",
    "्राम कुमार",
  ])("rejects %s", (name) => {
    expect(validateFullName(name)).toEqual({
      ok: false,
      id: "name.invalid",
      message: "Please enter a valid name",
    });
  });

  it("passes empty unless required", () => {
    expect(validateFullName(" ")).toEqual({ ok: true });
    expect(validateFullName(" ", { required: true })).toEqual(EMPTY);
  });
});

describe("email (§5: chatbot and contact texts)", () => {
  it("says 'Please enter valid email.' on the contact form", () => {
    expect(validateEmail("priya@")).toEqual({
      ok: false,
      id: "email.invalid",
      message: "Please enter valid email.",
    });
  });

  it("says 'Please enter valid email ID.' in the chatbot", () => {
    expect(validateEmail("priya@", { form: "chatbot" })).toEqual({
      ok: false,
      id: "email.invalidId",
      message: "Please enter valid email ID.",
    });
  });

  it("accepts a real address, trimmed, and passes empty unless required", () => {
    expect(validateEmail(" priya@example.in ")).toEqual({ ok: true });
    expect(validateEmail("")).toEqual({ ok: true });
    expect(validateEmail("", { required: true })).toEqual(EMPTY);
  });
});

describe("contact message (§5: at least 10 characters)", () => {
  it("needs 10 characters", () => {
    expect(CONTACT_MESSAGE_MIN_LENGTH).toBe(10);
    expect(validateContactMessage("123456789")).toEqual({
      ok: false,
      id: "message.tooShort",
      message: "Write at least 10 characters in the message.",
    });
    expect(validateContactMessage("1234567890")).toEqual({ ok: true });
    expect(validateContactMessage("   123456789   ")).toMatchObject({ id: "message.tooShort" });
  });

  it("passes empty unless required", () => {
    expect(validateContactMessage("")).toEqual({ ok: true });
    expect(validateContactMessage("", { required: true })).toEqual(EMPTY);
  });
});

describe("contact reference", () => {
  it("is LSC- and the message number, six digits at least", () => {
    expect(contactReference(42)).toBe("LSC-000042");
    expect(contactReference(1_234_567)).toBe("LSC-1234567");
  });
});
