import { pino } from "pino";

export type Logger = pino.Logger;

/**
 * JSON logs. Anything that could hold an OTP, a token or a PAN is redacted by key wherever it appears,
 * as a second line of defence: code must not log such values in the first place.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: {
        paths: [
          "*.otp",
          "*.token",
          "*.refreshToken",
          "*.sessionToken",
          "*.pan",
          "*.authorization",
          "*.cookie",
          "req.headers.authorization",
          "req.headers.cookie",
        ],
        censor: "[redacted]",
      },
    },
    destination,
  );
}
