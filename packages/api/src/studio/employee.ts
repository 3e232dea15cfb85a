import type { Role } from "./policy.ts";

/**
 * Who is calling the back office, as every studio route and page sees it (`c.get("employee")`): a signed-in
 * employee, or a server-to-server API client acting in its one role (kind "apiClient"; its email is a label).
 */
export interface Employee {
  id: string;
  email: string;
  name: string;
  roles: Role[];
  kind: "employee" | "apiClient";
  /** The employee session's id (absent for API clients). */
  sessionId?: string | undefined;
}

export const hasAnyRole = (employee: Pick<Employee, "roles">, roles: readonly Role[]): boolean =>
  roles.length === 0 || employee.roles.some((role) => roles.includes(role));
