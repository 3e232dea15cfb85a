import { pino } from "pino";

export type Logger = pino.Logger;

// A failed query's error ("Failed query: … params: Asha,asha@example.in") wrote names
// and e-mails into the log. Whatever code logs, SQL parameters are cut out of every string here, and an
// error is logged as its type, query text and database error code — never the values.
const PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/g;
const QUOTED_VALUE = /: ".*"$/;

// A PAN is never logged, whatever carries it: a key named pan is redacted (below), and a PAN written into any
// string (an adapter's error message, a form echoed into an error) is cut out here.
const PAN_IN_TEXT = /\b[A-Za-z]{5}\d{4}[A-Za-z]\b/g;

function withoutParams(value: unknown, depth = 0): unknown {
  if (typeof value === "string")
    return value.replace(PARAMS, "\n[SQL parameters not logged]").replace(PAN_IN_TEXT, "[PAN not logged]");
  if (depth > 4 || !value || typeof value !== "object") return value;
  if (value instanceof Error) return errorForLog(value);
  if (Array.isArray(value)) return value.map((item) => withoutParams(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutParams(v, depth + 1)]));
}

/** An error as it may be logged: type, message and stack without SQL parameters; the database's code. */
export function errorForLog(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error, message: withoutParams(String(error)) };
  const cause = error.cause as { message?: unknown; code?: unknown } | undefined;
  return {
    type: error.name,
    message: withoutParams(error.message),
    stack: withoutParams(error.stack ?? ""),
    ...(cause && typeof cause === "object"
      ? {
          cause: {
            // PostgreSQL quotes the offending value at the end of some messages (invalid input syntax).
            message:
              typeof cause.message === "string"
                ? cause.message.replace(QUOTED_VALUE, ": [not logged]")
                : undefined,
            code: typeof cause.code === "string" ? cause.code : undefined,
          },
        }
      : {}),
  };
}

/**
 * JSON logs. Anything that could hold an OTP, a token or a PAN is redacted by key wherever it appears,
 * as a second line of defence: code must not log such values in the first place.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      serializers: { err: (value: unknown) => withoutParams(value) },
      formatters: { log: (object) => withoutParams(object) as Record<string, unknown> },
      hooks: {
        logMethod(args, method) {
          method.apply(this, args.map((arg) => withoutParams(arg)) as Parameters<typeof method>);
        },
      },
      redact: {
        paths: [
          "*.otp",
          "*.token",
          "*.refreshToken",
          "*.sessionToken",
          "pan",
          "*.pan",
          "*.*.pan",
          "*.authorization",
          "*.cookie",
          "req.headers.authorization",
          "req.headers.cookie",
        ],
        censor: "[redacted]",
      },
    },
    // By default through pino's asynchronous destination, so a request line is a buffer append,
    // not a blocking write to stdout; pino flushes what is left when the process exits.
    destination ?? (level === "silent" ? undefined : pino.destination({ dest: 1, sync: false })),
  );
}
