import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ageingOrder,
  checkDisbursal,
  entryDateFault,
  moveShare,
  PROMISED_HOURS,
  promisedByStatus,
  promisedHoursOf,
  SHARE_ACTIONS,
  SHARE_STATUSES,
  type ShareAction,
  type ShareStatus,
  shareActions,
  stepDue,
  stepTimers,
} from "../src/lender-share.ts";

const action = fc.constantFrom(...SHARE_ACTIONS);

/** Plays actions from "shared", skipping refused ones; answers the statuses passed through. */
function play(actions: readonly ShareAction[]): { status: ShareStatus; path: ShareStatus[] } {
  let status: ShareStatus = "shared";
  const path: ShareStatus[] = [status];
  for (const a of actions) {
    const move = moveShare(status, a);
    if (move.ok) {
      status = move.status;
      path.push(status);
    }
  }
  return { status, path };
}

/** The rank of the lender's progress: no step may lower it except a withdrawal (which ends everything). */
const RANK: Record<ShareStatus, number> = {
  shared: 0,
  countered: 1,
  rejected: 2,
  approved: 2,
  accepted: 3,
  sanctioned: 4,
  disbursed: 5,
  withdrawn: 6,
};

describe("a shared application's steps", () => {
  it("walks the documented happy paths", () => {
    expect(play(["approve", "accept", "sanction", "disburse", "schedule"]).status).toBe("disbursed");
    expect(play(["approve", "sanction"]).status).toBe("approved");
    expect(play(["counter", "accept", "sanction", "disburse"]).path).toEqual([
      "shared",
      "countered",
      "accepted",
      "sanctioned",
      "disbursed",
    ]);
    expect(play(["counter", "reject"]).status).toBe("rejected");
  });

  it("never goes backwards, whatever the order of the calls", () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        const { path } = play(actions);
        for (let i = 1; i < path.length; i++)
          expect(RANK[path[i]!]).toBeGreaterThanOrEqual(RANK[path[i - 1]!]);
      }),
    );
  });

  it("sanctions only after the borrower accepted the terms and disburses only after a sanction", () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        const { path } = play(actions);
        const sanctioned = path.indexOf("sanctioned");
        if (sanctioned >= 0) expect(path[sanctioned - 1]).toBe("accepted");
        const disbursed = path.indexOf("disbursed");
        if (disbursed >= 0) expect(path[disbursed - 1]).toBe("sanctioned");
      }),
    );
  });

  it("lets nothing act on a withdrawn share", () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 20 }), action, (before, after) => {
        const { status } = play([...before, "withdraw"]);
        expect(status).toBe("withdrawn");
        expect(moveShare(status, after)).toEqual({ ok: false, reason: "withdrawn" });
      }),
    );
    expect(shareActions("withdrawn")).toEqual([]);
  });

  it("refuses a step out of order with its reason", () => {
    expect(moveShare("shared", "sanction")).toEqual({ ok: false, reason: "outOfOrder" });
    expect(moveShare("approved", "approve")).toEqual({ ok: false, reason: "outOfOrder" });
    expect(shareActions("shared")).toEqual(["approve", "counter", "reject", "withdraw"]);
    expect(shareActions("countered")).toEqual(["reject", "accept", "withdraw"]);
    for (const status of SHARE_STATUSES)
      for (const a of shareActions(status)) expect(moveShare(status, a).ok).toBe(true);
  });
});

describe("a disbursal against its sanction", () => {
  const sanction = { amount: 300_000, date: "2026-11-20" };
  it("accepts an amount up to the sanction with a UTR", () => {
    expect(checkDisbursal({ amount: 300_000, utr: "HDFCN52026112012", date: "2026-11-21" }, sanction)).toBe(
      null,
    );
  });
  it("refuses any amount above the sanction", () => {
    fc.assert(
      fc.property(fc.integer({ min: 300_001, max: 1e9 }), (amount) => {
        expect(checkDisbursal({ amount, utr: "HDFCN52026112012", date: "2026-11-21" }, sanction)).toBe(
          "aboveSanction",
        );
      }),
    );
  });
  it("names each other fault", () => {
    const ok = { amount: 1000, utr: "123456789012", date: "2026-11-20" };
    expect(checkDisbursal({ ...ok, amount: 0 }, sanction)).toBe("amountNotPositive");
    expect(checkDisbursal({ ...ok, amount: 10.5 }, sanction)).toBe("amountNotPositive");
    expect(checkDisbursal({ ...ok, utr: "utr-1" }, sanction)).toBe("badUtr");
    expect(checkDisbursal({ ...ok, date: "2026-11-19" }, sanction)).toBe("beforeSanction");
  });
});

describe("the lender's promised time", () => {
  const since = new Date("2026-11-20T06:00:00Z");
  it("is due the promised hours after the step began, late after that", () => {
    const due = stepDue("shared", since, new Date("2026-11-21T05:00:00Z"));
    expect(due).toEqual({ due: new Date("2026-11-21T06:00:00Z"), late: false });
    expect(stepDue("shared", since, new Date("2026-11-21T06:00:01Z"))?.late).toBe(true);
    expect(stepDue("sanctioned", since, since, { ...PROMISED_HOURS, sanctioned: 1 })?.due).toEqual(
      new Date("2026-11-20T07:00:00Z"),
    );
  });
  it("is nothing when the borrower or nobody owes the next step", () => {
    expect(stepDue("countered", since, since)).toBe(null);
    expect(stepDue("withdrawn", since, since)).toBe(null);
  });
});

describe("a lender's promised times and the stage timers", () => {
  const promised = { decision: 24, sanction: 48, disbursal: 72 };
  const at = (iso: string) => new Date(iso);

  it("maps each step's promise to the status that owes it", () => {
    const byStatus = promisedByStatus({ decision: 2, sanction: 3, disbursal: 4 });
    expect([byStatus.shared, byStatus.accepted, byStatus.sanctioned]).toEqual([2, 3, 4]);
    expect(byStatus.countered).toBe(null);
  });

  it("takes each lender's own promise, and the common figures for a lender without one", () => {
    const lenders = [{ id: 7, promisedHours: { decision: 2, sanction: 3, disbursal: 4 } }, { id: 8 }];
    expect(promisedHoursOf(lenders, 7).shared).toBe(2);
    expect(promisedHoursOf(lenders, 8)).toEqual(PROMISED_HOURS);
    expect(promisedHoursOf(lenders, 9).sanctioned).toBe(PROMISED_HOURS.sanctioned);
  });

  it("times a step done late, a step running in time and a step not begun", () => {
    const timers = stepTimers(
      [
        { kind: "accepted", at: at("2026-11-23T00:00:00Z") },
        { kind: "shared", at: at("2026-11-20T00:00:00Z") },
        { kind: "read", at: at("2026-11-20T01:00:00Z") },
        { kind: "countered", at: at("2026-11-21T06:00:00Z") },
      ],
      promised,
      at("2026-11-24T00:00:00Z"),
    );
    expect(timers.map((timer) => [timer.step, timer.minutes, timer.late])).toEqual([
      ["decision", 30 * 60, true],
      ["sanction", 24 * 60, false],
      ["disbursal", null, false],
    ]);
    expect(timers[0]!.doneAt).toEqual(at("2026-11-21T06:00:00Z"));
    expect(timers[1]!.dueAt).toEqual(at("2026-11-25T00:00:00Z"));
    expect(timers[2]!.dueAt).toBe(null);
  });

  it("counts a running step late once its promised time has passed", () => {
    const [decision] = stepTimers(
      [{ kind: "shared", at: at("2026-11-20T00:00:00Z") }],
      promised,
      at("2026-11-21T00:00:01Z"),
    );
    expect(decision).toMatchObject({ late: true, doneAt: null, minutes: 24 * 60 });
  });

  it("orders the ageing queue: late (most overdue first), then in time (nearest due), then owing nothing", () => {
    const row = (name: string, due: string | null, late: boolean, since = "2026-11-01T00:00:00Z") => ({
      name,
      due: due ? at(due) : null,
      late,
      since: at(since),
    });
    const ordered = ageingOrder([
      row("idle-new", null, false, "2026-11-10T00:00:00Z"),
      row("soon", "2026-11-26T00:00:00Z", false),
      row("late-recent", "2026-11-22T00:00:00Z", true),
      row("idle-old", null, false, "2026-11-02T00:00:00Z"),
      row("late-oldest", "2026-11-20T00:00:00Z", true),
      row("later", "2026-11-27T00:00:00Z", false),
    ]);
    expect(ordered.map((r) => r.name)).toEqual([
      "late-oldest",
      "late-recent",
      "soon",
      "later",
      "idle-old",
      "idle-new",
    ]);
  });

  it("refuses a date an employee typed that is not a day or is after today in India", () => {
    expect(entryDateFault("2026-11-28", "2026-11-28")).toBe(null);
    expect(entryDateFault("2026-11-29", "2026-11-28")).toBe("future");
    expect(entryDateFault("2026-02-30", "2026-11-28")).toBe("badDate");
    expect(entryDateFault("2026-13-01", "2026-11-28")).toBe("badDate");
    expect(entryDateFault("28/11/2026", "2026-11-28")).toBe("badDate");
  });
});
