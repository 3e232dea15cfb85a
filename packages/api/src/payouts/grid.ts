import type { Database } from "@loansetu/db/client";
import { payoutGridEntries } from "@loansetu/db/schema";
import { and, desc, eq, lte } from "@loansetu/db/sql";
import { kolkataDate } from "@loansetu/domain/application";
import { recordAudit } from "../audit/record.ts";
import type { ProductKey } from "../data/schemas.ts";
import { AppError } from "../lib/errors.ts";
import { transaction } from "../lib/transaction.ts";
import type { ApiDeps } from "../lib/types.ts";
import type { Employee } from "../studio/employee.ts";

// The payout grid: data/payout-grid.json holds the agreed, dated, indicative rates per lender and
// product; the admin's edits in the studio are dated rows of `payout_grid_entries` on top of it (append-only,
// each audited). The rate of a loan is the newest entry in force on its disbursal date, else the file's.

export interface GridCell {
  lenderId: number;
  product: ProductKey;
  rateBps: number;
  capRupees: number;
  /** "file" or "entry:<id>". */
  source: string;
  /** The date the rate applies from: the file's asOf or the entry's effective date. */
  effectiveFrom: string;
}

export interface GridEdit {
  lenderId: number;
  product: ProductKey;
  rateBps: number;
  capRupees: number;
  effectiveFrom: string;
  remarks: string;
}

export interface GridActor {
  employee: Pick<Employee, "id" | "roles" | "kind">;
  ip?: string | undefined;
  requestId?: string | undefined;
}

export function createPayoutGrid(deps: ApiDeps) {
  const db = deps.database.db;

  async function fileCell(lenderId: number, product: string): Promise<GridCell | null> {
    const file = await deps.data.get("payout-grid.json");
    const row = file.rows.find((r) => r.lenderId === lenderId && r.product === product);
    return row ? { ...row, source: "file", effectiveFrom: file.asOf } : null;
  }

  /** The rate and cap in force for a lender's product on a day (YYYY-MM-DD), or null when none is agreed. */
  async function cellOn(
    lenderId: number,
    product: string,
    on: string,
    q: Database = db,
  ): Promise<GridCell | null> {
    const [entry] = await q
      .select()
      .from(payoutGridEntries)
      .where(
        and(
          eq(payoutGridEntries.lenderId, lenderId),
          eq(payoutGridEntries.product, product),
          lte(payoutGridEntries.effectiveFrom, on),
        ),
      )
      .orderBy(desc(payoutGridEntries.effectiveFrom), desc(payoutGridEntries.id))
      .limit(1);
    if (entry) {
      return {
        lenderId,
        product: entry.product as ProductKey,
        rateBps: entry.rateBps,
        capRupees: entry.capRupees,
        source: `entry:${entry.id}`,
        effectiveFrom: entry.effectiveFrom,
      };
    }
    return fileCell(lenderId, product);
  }

  return {
    cellOn,

    /** Every cell as in force today, and the edits dated later (scheduled), for the studio's grid page. */
    async overview() {
      const today = kolkataDate(deps.clock());
      const file = await deps.data.get("payout-grid.json");
      const entries = await db
        .select()
        .from(payoutGridEntries)
        .orderBy(desc(payoutGridEntries.id))
        .limit(500);
      const cells = await Promise.all(file.rows.map((row) => cellOn(row.lenderId, row.product, today)));
      return {
        asOf: file.asOf,
        cells: cells.filter((cell): cell is GridCell => cell !== null),
        edits: entries.map((e) => ({
          id: e.id,
          lenderId: e.lenderId,
          product: e.product,
          rateBps: e.rateBps,
          capRupees: e.capRupees,
          effectiveFrom: e.effectiveFrom,
          remarks: e.remarks,
          createdAt: e.createdAt,
          scheduled: e.effectiveFrom > today,
        })),
      };
    },

    /** The admin's dated edit of one cell: a new entry and one audit entry, together. */
    async edit(input: GridEdit, actor: GridActor, messages: { unknownCell: string }) {
      const today = kolkataDate(deps.clock());
      const before = await cellOn(input.lenderId, input.product, input.effectiveFrom);
      if (!(await fileCell(input.lenderId, input.product)))
        throw new AppError("NOT_FOUND", messages.unknownCell);
      return transaction(db, async (tx) => {
        const [row] = await tx
          .insert(payoutGridEntries)
          .values({ ...input, createdBy: actor.employee.id, createdAt: deps.clock() })
          .returning();
        await recordAudit(tx, {
          actor: actor.employee,
          action: "payout.grid.edit",
          subjectType: "payout-grid",
          subjectId: `${input.lenderId}/${input.product}`,
          before: before && {
            rateBps: before.rateBps,
            capRupees: before.capRupees,
            from: before.effectiveFrom,
          },
          after: { rateBps: input.rateBps, capRupees: input.capRupees, from: input.effectiveFrom },
          details: { remarks: input.remarks, scheduled: input.effectiveFrom > today },
          requestId: actor.requestId,
          ip: actor.ip,
        });
        return row;
      });
    },
  };
}

export type PayoutGrid = ReturnType<typeof createPayoutGrid>;
