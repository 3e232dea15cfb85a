import type { ReactNode } from "react";

// The lender portal's one-line answers to a form: a done step (read out politely) or a refusal (read out at
// once), in the same box on every portal page.

export function PortalNotice({ kind, children }: { kind: "done" | "refused"; children: ReactNode }) {
  return kind === "done" ? (
    <p role="status" className="mt-4 rounded border border-green-300 bg-green-50 p-3 text-sm">
      {children}
    </p>
  ) : (
    <p role="alert" className="mt-4 rounded border border-red-300 bg-red-50 p-3 text-sm text-red-800">
      {children}
    </p>
  );
}
