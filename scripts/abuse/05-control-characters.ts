// Hole 11: a NUL byte in a text field gave a 500 (and the failed SQL in the log).
export default {
  name: "control characters in text fields",
  async run(base: string) {
    const NUL = "\u0000";
    const cases: [string, unknown][] = [
      ["/api/contact/otp", { mobile: "9876543210", extraInfo: { note: `a${NUL}b` } }],
      ["/api/otp-v2", { mobile: "9876543210", type: `login${NUL}` }],
      [
        "/api/chatbot-feedback",
        { user: { leadId: "LS2610000001", feedback: "Yes", feedbackComment: `x${NUL}` } },
      ],
      [
        "/api/contact/email",
        {
          name: `Asha${NUL}`,
          email: "a@example.in",
          mobile: "9876543210",
          message: "Please call me about a loan",
          referenceId: "00000000-0000-4000-8000-000000000000",
        },
      ],
      ["/api/chatbot/send-otp", { mobile: "9876543210", referenceId: `r${NUL}` }],
      ["/api/create-lead", { name: `N${NUL}`, mobile: "9876543210" }],
    ];
    const statuses: number[] = [];
    for (const [path, body] of cases) {
      const res = await fetch(`${base}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base },
        body: JSON.stringify(body),
      });
      statuses.push(res.status);
    }
    const errors = statuses.filter((s) => s >= 500).length;
    return `${statuses.filter((s) => s === 400).length} of ${cases.length} NUL payloads refused with 400, ${errors} answered 5xx`;
  },
};
