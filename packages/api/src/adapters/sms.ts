import type { Config } from "../lib/config.ts";
import type { Logger } from "../lib/logger.ts";

/** Sends one text message. Implementations: the development console and a DLT-registered HTTP gateway. */
export interface SmsTransport {
  readonly name: "console" | "http";
  send(to: string, text: string): Promise<void>;
}

/** Shows only the last four digits of a mobile number in logs. */
export const maskMobile = (mobile: string) => `******${mobile.slice(-4)}`;

/** Development: the message is kept in the dev outbox (by the outbox service); the log line never has the text. */
export function consoleSms(logger: Logger): SmsTransport {
  return {
    name: "console",
    async send(to) {
      logger.info({ to: maskMobile(to) }, "sms written to the dev outbox");
    },
  };
}

/**
 * An Indian SMS gateway over HTTP. TRAI's DLT rules require the registered sender id and template id with
 * each message; the gateway's URL and key come from config.
 */
export function httpSms(config: Config, fetchImpl: typeof fetch = fetch): SmsTransport {
  return {
    name: "http",
    async send(to, text) {
      const response = await fetchImpl(config.SMS_HTTP_URL!, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(config.SMS_HTTP_API_KEY ? { authorization: `Bearer ${config.SMS_HTTP_API_KEY}` } : {}),
        },
        body: JSON.stringify({
          to: `91${to}`,
          sender: config.SMS_SENDER_ID,
          templateId: config.SMS_DLT_TEMPLATE_ID,
          text,
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}

export function createSmsTransport(config: Config, logger: Logger): SmsTransport {
  return config.SMS_PROVIDER === "http" ? httpSms(config) : consoleSms(logger);
}
