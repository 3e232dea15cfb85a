import type { Database } from "@loansetu/db/client";
import { auditLog } from "@loansetu/db/schema";
import { and, asc, gt, or, sql } from "@loansetu/db/sql";
import { PURGE_BATCH } from "@loansetu/domain/retention";
import { auditMobile, MOBILE_REMOVED } from "../audit/mask.ts";
import { AUDIT_MOBILE_HASH_PREFIX } from "../audit/mobile-hash.ts";

// The audit log keeps its entries but no mobile number. New entries store a mobile's keyed hash
// from the start (audit/mask.ts, audit/mobile-hash.ts); entries written before that held a full number
// (a failed OTP's subject) or a masked one (98XXXXXX10) in their before/after/details. This rewrites them,
// in bounded batches, as part of the daily purge: a full number becomes its keyed hash, a masked one (which
// cannot be hashed) is removed. It is the one place that updates audit_log, and it touches nothing but
// mobiles (audit-log.test.ts holds both to that).

const MOBILE_KEY = /(mobile|phone)/i;

/** A JSON value with a key naming a mobile whose value is a number or a string that is not yet a hash. */
const MOBILE_IN_JSON = String.raw`"[^"]*(mobile|phone)[^"]*": ("[^"\[m]|[0-9])`;

const holdsMobile = or(
  sql`(${auditLog.subjectType} = 'mobile' and ${auditLog.subjectId} not like ${`${AUDIT_MOBILE_HASH_PREFIX}%`} and ${auditLog.subjectId} <> ${MOBILE_REMOVED})`,
  sql`${auditLog.details}::text ~* ${MOBILE_IN_JSON}`,
  sql`${auditLog.before}::text ~* ${MOBILE_IN_JSON}`,
  sql`${auditLog.after}::text ~* ${MOBILE_IN_JSON}`,
);

/** A copy of a logged JSON value with every mobile under a mobile's key replaced by its hash. */
function withoutMobiles(value: unknown, key = ""): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutMobiles(item, key));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutMobiles(v, k)]));
  }
  if (MOBILE_KEY.test(key) && (typeof value === "string" || typeof value === "number")) {
    return auditMobile(String(value));
  }
  return value;
}

/** Rewrites the entries still holding a mobile; answers how many it rewrote. */
export async function pseudonymiseAuditMobiles(
  db: Database,
  _now: Date,
  options: { batchRows?: number | undefined } = {},
): Promise<number> {
  const rows = options.batchRows ?? PURGE_BATCH.rows;
  let after = 0;
  let rewritten = 0;
  for (let batch = 0; batch < PURGE_BATCH.batchesPerRun; batch++) {
    const found = await db
      .select()
      .from(auditLog)
      .where(and(gt(auditLog.id, after), holdsMobile))
      .orderBy(asc(auditLog.id))
      .limit(rows);
    if (found.length) {
      // One statement per batch: `UPDATE … FROM (VALUES …)` with each entry's rewritten fields.
      const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
      const values = sql.join(
        found.map(
          (entry) =>
            sql`(${entry.id}::bigint, ${
              entry.subjectType === "mobile" && entry.subjectId
                ? auditMobile(entry.subjectId)
                : entry.subjectId
            }::text, ${json(withoutMobiles(entry.details))}::jsonb, ${json(withoutMobiles(entry.before))}::jsonb, ${json(withoutMobiles(entry.after))}::jsonb)`,
        ),
        sql`, `,
      );
      // The audit log refuses updates (migration 0022) unless the transaction says it is this redaction.
      await db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('loansetu.audit_redaction', 'on', true)`);
        await tx.execute(
          sql`update ${auditLog} set subject_id = v.subject_id, details = v.details, before = v.before, after = v.after from (values ${values}) as v(id, subject_id, details, before, after) where ${auditLog.id} = v.id`,
        );
      });
    }
    after = found.at(-1)?.id ?? after;
    rewritten += found.length;
    if (found.length < rows) break;
  }
  return rewritten;
}
