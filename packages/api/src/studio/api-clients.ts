import { randomBytes } from "node:crypto";
import { BlockList, isIP } from "node:net";
import type { Database } from "@loansetu/db/client";
import { apiClients } from "@loansetu/db/schema";
import { and, desc, eq, gt, isNull } from "@loansetu/db/sql";
import { sha256 } from "../auth/tokens.ts";
import type { Employee } from "./employee.ts";
import { API_CLIENT_ROLES, type Role } from "./policy.ts";

/** API keys look like `lsk_<prefix>_<secret>`: the prefix names the key in lists, the whole is hashed. */
const KEY_PATTERN = /^lsk_([a-z0-9]{8})_[A-Za-z0-9_-]{32,}$/;

/** A key lives 90 days unless the admin says otherwise, and never more than a year. */
export const API_KEY_DEFAULT_DAYS = 90;
export const API_KEY_MAX_DAYS = 365;
/** At most this many addresses or ranges pinned to one key. */
export const API_KEY_MAX_ADDRESSES = 20;

/** An IPv4/IPv6 address or a CIDR range (`203.0.113.0/24`, `2001:db8::/32`), or null when it is neither. */
export function parseAddress(
  text: string,
): { address: string; prefix?: number; family: "ipv4" | "ipv6" } | null {
  const [address = "", prefixText, extra] = text.trim().split("/");
  if (extra !== undefined) return null;
  const version = isIP(address);
  if (version === 0) return null;
  const family = version === 4 ? "ipv4" : "ipv6";
  if (prefixText === undefined) return { address, family };
  if (!/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = Number(prefixText);
  if (prefix > (version === 4 ? 32 : 128)) return null;
  return { address, prefix, family };
}

/** Whether a caller's address is one of the pinned addresses or ranges; an empty list allows every address. */
export function addressAllowed(allowed: readonly string[], ip: string | undefined): boolean {
  if (allowed.length === 0) return true;
  if (!ip) return false;
  // An IPv4 caller seen through an IPv6 socket (`::ffff:203.0.113.7`) is the same caller.
  const caller = ip.startsWith("::ffff:") && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const callerFamily = isIP(caller) === 4 ? "ipv4" : isIP(caller) === 6 ? "ipv6" : null;
  if (!callerFamily) return false;
  const list = new BlockList();
  for (const entry of allowed) {
    const parsed = parseAddress(entry);
    if (!parsed) continue;
    if (parsed.prefix === undefined) list.addAddress(parsed.address, parsed.family);
    else list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return list.check(caller, callerFamily);
}

/** Creates an API client and answers its key: shown once, stored only as SHA-256. */
export async function createApiClient(
  db: Database,
  input: {
    name: string;
    role: Role;
    createdBy?: string | undefined;
    now: Date;
    expiresInDays?: number | undefined;
    allowedIps?: readonly string[] | undefined;
  },
): Promise<{ id: string; key: string; keyPrefix: string; expiresAt: Date; allowedIps: string[] }> {
  if (!(API_CLIENT_ROLES as Role[]).includes(input.role))
    throw new Error(`An API key cannot hold ${input.role}`);
  const days = input.expiresInDays ?? API_KEY_DEFAULT_DAYS;
  if (!Number.isInteger(days) || days < 1 || days > API_KEY_MAX_DAYS)
    throw new Error(`An API key lives 1 to ${API_KEY_MAX_DAYS} days`);
  const allowedIps = (input.allowedIps ?? []).map((entry) => entry.trim()).filter(Boolean);
  if (allowedIps.some((entry) => !parseAddress(entry))) throw new Error("Not an IP address or CIDR range");
  const expiresAt = new Date(input.now.getTime() + days * 86_400_000);
  const keyPrefix = randomBytes(6).toString("hex").slice(0, 8);
  const key = `lsk_${keyPrefix}_${randomBytes(32).toString("base64url")}`;
  const [row] = await db
    .insert(apiClients)
    .values({
      name: input.name,
      role: input.role,
      keyPrefix,
      keyHash: sha256(key),
      createdBy: input.createdBy,
      expiresAt,
      allowedIps,
    })
    .returning({ id: apiClients.id });
  return { id: row!.id, key, keyPrefix, expiresAt, allowedIps };
}

/**
 * The client holding this key, as the back office's principal, or null for an unknown, revoked or expired key
 * or a call from an address the key is not pinned to. All of these answer alike, so a caller holding a stolen
 * key learns nothing about why it does not work.
 */
export async function authenticateApiKey(
  db: Database,
  key: string,
  now: Date,
  ip?: string | undefined,
): Promise<Employee | null> {
  if (!KEY_PATTERN.test(key)) return null;
  const [client] = await db
    .select()
    .from(apiClients)
    .where(
      and(eq(apiClients.keyHash, sha256(key)), isNull(apiClients.revokedAt), gt(apiClients.expiresAt, now)),
    );
  // A key made before keys were kept to the narrow roles may still say admin: it opens nothing.
  if (!client || !(API_CLIENT_ROLES as Role[]).includes(client.role)) return null;
  if (!addressAllowed(client.allowedIps, ip)) return null;
  await db.update(apiClients).set({ lastUsedAt: now }).where(eq(apiClients.id, client.id));
  return {
    id: client.id,
    email: `${client.keyPrefix}@api-client`,
    name: client.name,
    roles: [client.role],
    kind: "apiClient",
  };
}

export async function revokeApiClient(db: Database, id: string, now: Date): Promise<void> {
  await db.update(apiClients).set({ revokedAt: now }).where(eq(apiClients.id, id));
}

/** Every API client, newest first, for the employees page (revoked and expired ones too, marked there). */
export function listApiClients(db: Database) {
  return db.select().from(apiClients).orderBy(desc(apiClients.createdAt));
}
