import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import type { Config } from "../lib/config.ts";

// Where borrowers' documents keep their bytes (decision 0074): a small interface (put, get, delete by key,
// and the keys under a prefix for the retention sweep), so an S3-compatible store can take the local
// disk's place behind it later. Every implementation stores ciphertext only: the bytes are sealed here
// with AES-256-GCM before they reach the store, bound to their key (a file moved to another key does not
// open), with a fresh 12-byte nonce each time.

export interface DocumentStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
  /** The first segment of every key under `prefix` ("applications/" → application ids). */
  children(prefix: string): Promise<string[]>;
}

/** What a sealed file starts with: the format's version, so a later format can read the old one. */
const MAGIC = Buffer.from("LSD1");
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export function seal(plain: Uint8Array, key: Buffer, storageKey: string): Buffer {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, nonce);
  cipher.setAAD(Buffer.from(storageKey));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([MAGIC, nonce, cipher.getAuthTag(), body]);
}

export function open(sealed: Uint8Array, key: Buffer, storageKey: string): Buffer {
  const data = Buffer.from(sealed);
  if (!data.subarray(0, MAGIC.length).equals(MAGIC)) throw new Error("not a sealed document");
  const nonce = data.subarray(MAGIC.length, MAGIC.length + NONCE_BYTES);
  const tag = data.subarray(MAGIC.length + NONCE_BYTES, MAGIC.length + NONCE_BYTES + TAG_BYTES);
  const decipher = createDecipheriv("aes-256-gcm", key, nonce);
  decipher.setAAD(Buffer.from(storageKey));
  decipher.setAuthTag(tag);
  return Buffer.concat([
    decipher.update(data.subarray(MAGIC.length + NONCE_BYTES + TAG_BYTES)),
    decipher.final(),
  ]);
}

/** Keys are ours (`applications/<uuid>/<uuid>`), but a path never leaves the store's folder whatever it is. */
const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/** Encrypted files under one folder of the local disk. */
export function localDiskStorage(root: string, key: Buffer): DocumentStorage {
  const base = resolve(root);
  const pathOf = (storageKey: string) => {
    if (!KEY_PATTERN.test(storageKey)) throw new Error("invalid storage key");
    const path = resolve(base, storageKey);
    if (!path.startsWith(base + sep)) throw new Error("invalid storage key");
    return path;
  };
  return {
    async put(storageKey, bytes) {
      const path = pathOf(storageKey);
      await mkdir(dirname(path), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${path}.${randomBytes(4).toString("hex")}.partial`;
      await writeFile(partial, seal(bytes, key, storageKey), { mode: 0o600 });
      await rename(partial, path);
    },
    async get(storageKey) {
      try {
        return open(await readFile(pathOf(storageKey)), key, storageKey);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(storageKey) {
      const path = pathOf(storageKey);
      await rm(path, { force: true, recursive: true });
    },
    async children(prefix) {
      const folder = prefix.replace(/\/$/, "");
      try {
        return await readdir(pathOf(folder));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
    },
  };
}

const KEY_FILE = ".dev-document-key";

/**
 * The key from DOCUMENT_ENCRYPTION_KEY; outside production, when it is unset, one generated on first use
 * and kept in the store's folder (so a restarted development server still opens its files).
 */
async function keyFor(config: Config, root: string): Promise<Buffer> {
  if (config.DOCUMENT_ENCRYPTION_KEY) return Buffer.from(config.DOCUMENT_ENCRYPTION_KEY, "hex");
  if (config.isProduction) throw new Error("DOCUMENT_ENCRYPTION_KEY is required in production");
  const file = join(root, KEY_FILE);
  try {
    const hex = (await readFile(file, "utf8")).trim();
    if (/^[0-9a-f]{64}$/.test(hex)) return Buffer.from(hex, "hex");
  } catch {
    // No key yet: made below.
  }
  await mkdir(root, { recursive: true });
  const fresh = randomBytes(32);
  await writeFile(file, fresh.toString("hex"), { mode: 0o600, flag: "wx" }).catch(async () => undefined);
  // Another process may have won the race to write it: the file is the key either way.
  return Buffer.from((await readFile(file, "utf8")).trim(), "hex");
}

const stores = new WeakMap<Config, Promise<DocumentStorage>>();

/** The configured store for this process's config (one per config, made on first use). */
export function documentStorageFor(config: Config): Promise<DocumentStorage> {
  let store = stores.get(config);
  if (!store) {
    const root = resolve(config.DOCUMENT_STORAGE_DIR ?? join(config.DATA_DIR, "documents"));
    store = keyFor(config, root).then((key) => localDiskStorage(root, key));
    stores.set(config, store);
  }
  return store;
}
