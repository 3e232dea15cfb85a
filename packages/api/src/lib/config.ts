import { z } from "zod";
import { parseTrustProxy, type TrustProxy } from "./client-address.ts";

/**
 * The one place that reads the environment. Everything else receives a Config.
 * Secrets have development defaults so `npm start` works on a fresh clone; production refuses them.
 */
const DEV_SECRET_PREFIX = "dev-only-";

const port = z.coerce.number().int().min(1).max(65_535);
const secret = (name: string) =>
  z
    .string()
    .min(32, `${name} must be at least 32 characters`)
    .default(`${DEV_SECRET_PREFIX}${name.toLowerCase()}-change-me-in-production-0123456789`);

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: port.default(3000),
  // Development listens on this machine only: 127.0.0.1 unless HOST says otherwise; production
  // on every interface. See the network check in loadConfig.
  HOST: z.string().optional(),
  /** Proxies whose X-Forwarded-For is believed: a hop count or addresses/CIDRs (see client-address.ts). */
  TRUST_PROXY: z.string().max(2000).optional(),
  /** How long SIGTERM waits for in-flight requests before cutting them off (keep it under the platform's). */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  /** Lets a development server (dev outbox, development secrets) listen on a network interface. */
  ALLOW_DEV_ON_NETWORK: z.stringbool().default(false),
  /**
   * The site's address as visitors reach it (https://www.example.in): every link the site builds (SMS,
   * e-mail, canonical, hreflang, sitemap) starts with it, and pages behind a TLS proxy check form posts
   * against it. Required in production; development uses its own address on this machine.
   */
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  BRAND_NAME: z.string().min(1).default("LoanSetu"),
  SUPPORT_EMAIL: z.email().default("support@loansetu.in"),
  /** Bearer token for /metrics from another machine; callers on this machine need none. */
  METRICS_TOKEN: z.string().min(32, "METRICS_TOKEN must be at least 32 characters").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SESSION_SECRET: secret("SESSION_SECRET"),
  OTP_SECRET: secret("OTP_SECRET"),
  LINK_SECRET: secret("LINK_SECRET"),
  // Lender consent links: the key consent calls carry in `x-api-key`, and the link lifetime.
  CONSENT_API_KEY: secret("CONSENT_API_KEY"),
  // The key of the audit log's mobile hashes: entries name a mobile only by this keyed hash.
  AUDIT_HASH_SECRET: secret("AUDIT_HASH_SECRET"),
  CONSENT_LINK_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(90 * 24 * 3600)
    .default(7 * 24 * 3600),
  // cKYC registry lookup after consent: a deterministic sandbox, or the registry's API (not wired yet).
  CKYC_PROVIDER: z.enum(["sandbox", "registry-http"]).default("sandbox"),
  PAN_ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, "PAN_ENCRYPTION_KEY must be 64 hex characters (32 bytes)")
    .default(`${"0".repeat(63)}1`),
  // Borrowers' documents (decision 0074): where their encrypted bytes are kept ("local": files under
  // DOCUMENT_STORAGE_DIR, by default DATA_DIR/documents) and the AES-256-GCM key (64 hex characters, e.g.
  // `openssl rand -hex 32`). Production refuses to start without the key; development and tests generate
  // one on first use and keep it beside the files.
  DOCUMENT_STORAGE: z.enum(["local"]).default("local"),
  DOCUMENT_STORAGE_DIR: z.string().min(1).optional(),
  DOCUMENT_ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, "DOCUMENT_ENCRYPTION_KEY must be 64 hex characters (32 bytes)")
    .optional(),
  // Many Indian mobile users share a carrier-grade NAT address: tune these to the traffic you see.
  OTP_SENDS_PER_IP_HOUR: z.coerce.number().int().min(1).default(30),
  OTP_SENDS_PER_IP_DAY: z.coerce.number().int().min(1).default(100),
  // Soft bureau checks the application journey runs for one address an hour (a customer gets three a day).
  SOFT_CHECKS_PER_IP_HOUR: z.coerce.number().int().min(1).default(30),
  // Calls one lender API key may make a minute (decision 0066).
  LENDER_API_CALLS_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  // Leads created through create-lead (the chatbot, partner forms) for one address an hour.
  CREATE_LEADS_PER_IP_HOUR: z.coerce.number().int().min(1).default(30),
  SMS_PROVIDER: z.enum(["console", "http"]).default("console"),
  SMS_HTTP_URL: z.url().optional(),
  SMS_HTTP_API_KEY: z.string().optional(),
  SMS_SENDER_ID: z.string().optional(),
  SMS_DLT_TEMPLATE_ID: z.string().optional(),
  // Credit bureau for the journey's soft check: a deterministic sandbox, or a real credit information
  // company's API (not wired yet: it answers "not configured"). See adapters/bureau.ts.
  BUREAU_PROVIDER: z.enum(["sandbox", "cic-http"]).default("sandbox"),
  EMAIL_PROVIDER: z.enum(["outbox", "smtp"]).default("outbox"),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: port.default(587),
  SMTP_SECURE: z.stringbool().default(false),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  EMAIL_FROM: z.string().default("LoanSetu <no-reply@loansetu.in>"),
  /** Chatbot answers: "sandbox" composes from retrieval alone; "openai" phrases them with an OpenAI-compatible model. */
  // openai: a model rephrases a retrieved passage; openai-tools: a model plans with our tools only
  // (support/tool-model.ts). Either way the local engine answers when the model is off or fails.
  CHATBOT_LLM: z.enum(["sandbox", "openai", "openai-tools"]).default("sandbox"),
  CHATBOT_LLM_URL: z.url().optional(),
  CHATBOT_LLM_API_KEY: z.string().optional(),
  CHATBOT_LLM_MODEL: z.string().default("gpt-4o-mini"),
  CHATBOT_QUESTIONS_PER_LEAD_HOUR: z.coerce.number().int().min(1).default(30),
  CHATBOT_QUESTIONS_PER_IP_HOUR: z.coerce.number().int().min(1).default(60),
  /** Pause between streamed answer pieces, so an answer appears as it is written (0 in API tests). */
  CHATBOT_STREAM_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(40),
  /** Share of analytics batches (POST /api/events) kept, 0 to 1: lower it when traffic makes the table grow. */
  EVENTS_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(1),
  /** Analytics batches accepted per IP address an hour (a shared NAT address carries many visitors). */
  EVENTS_PER_IP_HOUR: z.coerce.number().int().min(1).default(600),
});

export type Config = Omit<z.infer<typeof schema>, "HOST"> & {
  HOST: string;
  /**
   * The origin of every link the site builds: PUBLIC_URL's, or in development this server's own address.
   * Never a request's Host header, which whoever sends the request chooses.
   */
  publicOrigin: string;
  trustProxy: TrustProxy;
  isProduction: boolean;
  devOutbox: boolean;
};

export class ConfigError extends Error {}

const DEV_DEFAULT_KEYS = [
  "SESSION_SECRET",
  "OTP_SECRET",
  "LINK_SECRET",
  "CONSENT_API_KEY",
  "AUDIT_HASH_SECRET",
] as const;

/** Parses the environment; throws a ConfigError whose message is one line naming the bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as in most deployment tools.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    const value = cleaned[name];
    throw new ConfigError(
      `Invalid configuration: ${name}${value === undefined ? "" : `=${JSON.stringify(redact(name, value))}`}: ${issue.message}`,
    );
  }
  const config = result.data;
  const isProduction = config.NODE_ENV === "production";
  if (isProduction) {
    for (const key of DEV_DEFAULT_KEYS) {
      if (config[key].startsWith(DEV_SECRET_PREFIX)) {
        throw new ConfigError(`Invalid configuration: ${key} must be set to a real secret in production`);
      }
    }
    if (/^0+1$/.test(config.PAN_ENCRYPTION_KEY)) {
      throw new ConfigError(
        "Invalid configuration: PAN_ENCRYPTION_KEY must be set to a real key in production",
      );
    }
    if (!config.DOCUMENT_ENCRYPTION_KEY) {
      throw new ConfigError(
        "Invalid configuration: DOCUMENT_ENCRYPTION_KEY must be set in production (borrowers' documents are encrypted with it)",
      );
    }
    if (!config.PUBLIC_URL) {
      throw new ConfigError(
        "Invalid configuration: PUBLIC_URL must name the site's address in production (links in SMS and e-mail start with it)",
      );
    }
    if (config.SMS_PROVIDER === "console") {
      throw new ConfigError(
        "Invalid configuration: SMS_PROVIDER=console is for development; use http in production",
      );
    }
  }
  if (config.SMS_PROVIDER === "http" && !config.SMS_HTTP_URL) {
    throw new ConfigError("Invalid configuration: SMS_HTTP_URL is required when SMS_PROVIDER=http");
  }
  if (config.EMAIL_PROVIDER === "smtp" && !config.SMTP_HOST) {
    throw new ConfigError("Invalid configuration: SMTP_HOST is required when EMAIL_PROVIDER=smtp");
  }
  const devOutbox = !isProduction;
  const host = config.HOST ?? (isProduction ? "0.0.0.0" : "127.0.0.1");
  // The dev outbox shows every OTP and the development secrets are public: on a network interface they
  // would let anyone log in as anyone. Only an explicit flag puts development mode on a network.
  if (devOutbox && !isLoopback(host) && !config.ALLOW_DEV_ON_NETWORK) {
    const secrets = developmentSecrets(config);
    throw new ConfigError(
      `Invalid configuration: HOST=${JSON.stringify(host)} would serve development mode (the dev outbox with every OTP${secrets.length ? `, development ${secrets.join(", ")}` : ""}) on the network; use NODE_ENV=production with real secrets, or set ALLOW_DEV_ON_NETWORK=1 to do it anyway`,
    );
  }
  let trustProxy: TrustProxy;
  try {
    trustProxy = parseTrustProxy(config.TRUST_PROXY);
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration: TRUST_PROXY=${JSON.stringify(config.TRUST_PROXY)}: ${(error as Error).message} (a hop count, or addresses and CIDRs separated by commas)`,
    );
  }
  const publicOrigin = config.PUBLIC_URL
    ? new URL(config.PUBLIC_URL).origin
    : developmentOrigin(host, config.PORT);
  return { ...config, HOST: host, publicOrigin, trustProxy, isProduction, devOutbox };
}

/** This server's own address in development: its loopback host, or localhost when it listens everywhere. */
function developmentOrigin(host: string, port: number): string {
  const name = isLoopback(host)
    ? host.includes(":")
      ? `[${host.replace(/^\[|\]$/g, "")}]`
      : host
    : "localhost";
  return `http://${name}:${port}`;
}

/** 127.0.0.0/8, ::1 and localhost: the addresses only this machine can reach. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "").toLowerCase();
  return bare === "localhost" || bare === "::1" || /^127(\.\d{1,3}){3}$/.test(bare);
}

/** The signing keys still at their public development values. */
function developmentSecrets(config: z.infer<typeof schema>): string[] {
  const names: string[] = DEV_DEFAULT_KEYS.filter((key) => config[key].startsWith(DEV_SECRET_PREFIX));
  if (/^0+1$/.test(config.PAN_ENCRYPTION_KEY)) names.push("PAN_ENCRYPTION_KEY");
  return names;
}

/** One line for the start log: the mode and, per secret, whether it is configured — never a value. */
export function describeStart(config: Config): string {
  const defaults = new Set(developmentSecrets(config));
  const secrets = [...DEV_DEFAULT_KEYS, "PAN_ENCRYPTION_KEY" as const]
    .map((name) => `${name} ${defaults.has(name) ? "development default" : "configured"}`)
    .join(", ");
  const mode = config.isProduction ? "production" : config.NODE_ENV;
  return `${mode} mode; dev outbox ${config.devOutbox ? "on" : "off"}; secrets: ${secrets}`;
}

function redact(name: string, value: string): string {
  return /SECRET|PASSWORD|KEY/.test(name) ? "***" : value;
}
