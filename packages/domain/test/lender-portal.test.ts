import { describe, expect, it } from "vitest";
import {
  canActOnApplications,
  canManageUsers,
  isLenderUserRole,
  LENDER_USER_ROLES,
} from "../src/lender-portal.ts";

describe("lender portal roles", () => {
  it("a read-only user acts on nothing; a credit officer acts but manages no users; a manager does both", () => {
    expect(LENDER_USER_ROLES.map((role) => [role, canActOnApplications(role), canManageUsers(role)])).toEqual(
      [
        ["manager", true, true],
        ["creditOfficer", true, false],
        ["readOnly", false, false],
      ],
    );
  });

  it("only the three roles are roles", () => {
    expect(isLenderUserRole("manager")).toBe(true);
    expect(isLenderUserRole("admin")).toBe(false);
    expect(isLenderUserRole(undefined)).toBe(false);
  });
});
