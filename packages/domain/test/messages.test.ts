import { describe, expect, it } from "vitest";
import { MESSAGES, messageText } from "../src/messages.ts";

// Each text as the product spec writes it (quotes, capitals, full stops and the curly ’ included).
const SPEC_TEXTS = {
  "field.empty": "Field cannot be left empty.",
  "mobile.invalid": "Please enter correct mobile number",
  "mobile.notValid": "Mobile Number is not valid",
  "name.invalid": "Please enter a valid name",
  "email.invalidId": "Please enter valid email ID.",
  "email.invalid": "Please enter valid email.",
  "otp.invalid": "Please enter a valid Otp.",
  "otp.incorrect": "The OTP you have entered is incorrect",
  "message.tooShort": "Write at least 10 characters in the message.",
  "question.empty": "Please type a valid question.",
  "question.tooShort": "Your question seems too short. Could you please provide more details?",
  "question.tooLong": "Your question is too long. Can you please ask something more specific?",
  "question.unsupportedContent":
    "Your message contains unsupported content. Please remove HTML or links and try again.",
  "question.notSpecific": "Please ask a specific question so I can assist you better.",
  "chatbot.timeout": "Sorry, the request is taking longer than expected. Please try again.",
  "chatbot.failed": "An error occurred while processing your request.",
  "chatbot.delayed": "We\u2019re experiencing some delays. Please try again in a moment.",
  "chatbot.closed": "This conversation has been closed",
  "chatbot.anythingElse": "Is there anything else I can assist you with?",
  "chatbot.wasHelpful": "Was this conversation helpful?",
  "session.expired": "Session Token has expired",
  "optOut.confirm": "Are you sure you want to proceed?",
  "optOut.success": "You have successfully opted out!",
  "optOut.failed": "Error in opting out!",
  "consent.declineConfirm": "Do you really want to decline?",
  "consent.wait": "Wait for a while",
  "consent.accepted": "Thank you for accepting the terms and conditions",
  "consent.declined": "You have successfully declined the consent to apply for loan",
  "consent.mobileVerified": "Your Mobile number has been verified!",
  "ckyc.noRecord": "No record found!",
  "link.expired": "Whoops! Link Expired",
  "list.empty": "No items to display.",
} as const;

describe("messages", () => {
  it.each(Object.entries(SPEC_TEXTS))("%s is the spec's exact text", (id, text) => {
    expect(MESSAGES[id as keyof typeof SPEC_TEXTS]).toBe(text);
  });

  it("keeps the curly apostrophe of the chatbot's delay message", () => {
    expect(MESSAGES["chatbot.delayed"].codePointAt(2)).toBe(0x2019);
  });

  it("has one id per text, so a Hindi catalogue keyed by id cannot mix two messages up", () => {
    const texts = Object.values(MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("fills placeholders and leaves an unfilled one visible", () => {
    expect(messageText("validation.minLength", { min: 3 })).toBe("Please enter at least 3 characters.");
    expect(messageText("validation.minLength")).toBe("Please enter at least {min} characters.");
    expect(messageText("field.empty", { unused: 1 })).toBe("Field cannot be left empty.");
  });
});
