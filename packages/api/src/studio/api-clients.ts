import { randomBytes } from "node:crypto";
import type { Database } from "@loansetu/db/client";
import { apiClients } from "@loansetu/db/schema";
import { and, eq, isNull } from "@loansetu/db/sql";
import { sha256 } from "../auth/tokens.ts";
import type { Employee } from "./employee.ts";
import { API_CLIENT_ROLES, type Role } from "./policy.ts";

/** API keys look like `lsk_<prefix>_<secret>`: the prefix names the key in lists, the whole is hashed. */
const KEY_PATTERN = /^lsk_([a-z0-9]{8})_[A-Za-z0-9_-]{32,}$/;

/** Creates an API client and answers its key: shown once, stored only as SHA-256. */
export async function createApiClient(
  db: Database,
  input: { name: string; role: Role; createdBy?: string | undefined },
): Promise<{ id: string; key: string; keyPrefix: string }> {
  if (!(API_CLIENT_ROLES as Role[]).includes(input.role))
    throw new Error(`An API key cannot hold ${input.role}`);
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
    })
    .returning({ id: apiClients.id });
  return { id: row!.id, key, keyPrefix };
}

/** The client holding this key, as the back office's principal, or null for an unknown or revoked key. */
export async function authenticateApiKey(db: Database, key: string, now: Date): Promise<Employee | null> {
  if (!KEY_PATTERN.test(key)) return null;
  const [client] = await db
    .select()
    .from(apiClients)
    .where(and(eq(apiClients.keyHash, sha256(key)), isNull(apiClients.revokedAt)));
  // A key made before keys were kept to the narrow roles may still say admin: it opens nothing.
  if (!client || !(API_CLIENT_ROLES as Role[]).includes(client.role)) return null;
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
