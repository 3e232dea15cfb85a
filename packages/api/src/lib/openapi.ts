import type { OpenAPIHono, z } from "@hono/zod-openapi";

/** A required JSON request body for `createRoute`, validated by `schema` (every router's one way to say so). */
export const json = <T extends z.ZodType>(schema: T) => ({
  content: { "application/json": { schema } },
  required: true,
});

/**
 * An operation's OpenAPI `security`: the alternatives a caller may present, each naming the schemes it
 * combines (`app.ts` and `studio/routes.ts` define them). `[]` says the operation takes no credential;
 * an empty alternative `{}` beside others says the credential is optional (the answer differs for a
 * signed-in caller, the call works without).
 */
export type Security = Record<string, string[]>[];

/** Anyone may call: the operation checks its own input (an OTP, a signed link in the body) or nothing. */
export const PUBLIC: Security = [];
/** The logged-in customer's session (`auth/middleware.ts`'s `personal` marks such routes one by one). */
export const CUSTOMER: Security = [{ customerSession: [] }];
/** Anyone, and a logged-in customer's session is used when there is one. */
export const CUSTOMER_OPTIONAL: Security = [{}, { customerSession: [] }];
/** A signed-in channel partner's session cookie. */
export const PARTNER: Security = [{ partnerSession: [] }];

/**
 * Gives each operation of `router` that declares no `security` the router's default, so a route added to
 * a router is documented with the credential its neighbours take unless it says otherwise. Called where the
 * router is mounted (`app.ts`), before the parent copies the router's definitions into the document.
 * Changes only the document: who may call is decided by each route's middleware and handler.
 */
export function withSecurity<R extends Pick<OpenAPIHono, "openAPIRegistry">>(
  router: R,
  security: Security,
): R {
  for (const definition of router.openAPIRegistry.definitions) {
    if (definition.type === "route" && definition.route.security === undefined) {
      definition.route.security = security;
    }
  }
  return router;
}

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"] as const;

/**
 * A stable operationId from the method and path, for the operations that do not name their own:
 * `GET /api/resources/articles/{slug}` becomes `getResourcesArticlesBySlug`. Client generators name their
 * functions after it, so a renamed path renames the function; operations a partner's code calls (the lender
 * API) name theirs in the route.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api(?=\/|$)/, "")
    .split("/")
    .filter(Boolean)
    .flatMap((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment)?.[1];
      const parts = (parameter ?? segment).split(/[^A-Za-z0-9]+/).filter(Boolean);
      return parameter ? ["By", ...parts] : parts;
    });
  return method + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join("");
}

type Operation = { operationId?: string };

/** Fills in the operationId of every operation of `document` that has none (see `operationIdOf`). */
export function withOperationIds<D extends { paths?: object | undefined }>(document: D): D {
  for (const [path, item] of Object.entries(document.paths ?? {}) as [string, Record<string, unknown>][]) {
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined;
      if (operation && operation.operationId === undefined)
        operation.operationId = operationIdOf(method, path);
    }
  }
  return document;
}

type Document = {
  info: { title: string; [key: string]: unknown };
  paths?: Record<string, unknown> | undefined;
  components?: Record<string, Record<string, unknown> | undefined> | undefined;
  [key: string]: unknown;
};

/**
 * The part of `document` under `prefix` (the lender API's own document): its paths, the components they
 * reference (directly or through other components) and the security schemes they name, nothing else, so
 * a client generated from it changes only when those operations do.
 */
export function documentPart<D extends { info: object }>(whole: D, prefix: string, title: string): D {
  const document = whole as unknown as Document;
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).filter(([path]) => path.startsWith(prefix)),
  );
  const wanted = new Map<string, Set<string>>();
  const schemes = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!node || typeof node !== "object") return;
    for (const [key, value] of Object.entries(node)) {
      const ref = key === "$ref" && typeof value === "string" && /^#\/components\/(\w+)\/(.+)$/.exec(value);
      if (ref) {
        const [, kind, name] = ref as unknown as [string, string, string];
        const names = wanted.get(kind) ?? new Set<string>();
        wanted.set(kind, names);
        if (!names.has(name)) {
          names.add(name);
          visit(document.components?.[kind]?.[name]);
        }
      } else if (key === "security" && Array.isArray(value)) {
        for (const alternative of value) for (const scheme of Object.keys(alternative)) schemes.add(scheme);
      } else visit(value);
    }
  };
  visit(paths);
  // Every webhook is a lender's (lenders/webhook-document.ts): the lender API's part keeps them.
  const webhooks = prefix.startsWith("/api/lender/") ? document.webhooks : undefined;
  visit(webhooks);
  if (schemes.size > 0) wanted.set("securitySchemes", schemes);
  const components = Object.fromEntries(
    [...wanted].map(([kind, names]) => [
      kind,
      Object.fromEntries([...names].sort().map((name) => [name, document.components?.[kind]?.[name]])),
    ]),
  );
  return {
    ...document,
    info: { ...document.info, title },
    paths,
    components,
    webhooks,
  } as unknown as D;
}
