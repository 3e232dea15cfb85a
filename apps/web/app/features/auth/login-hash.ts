// What pages need to know of the login modal without loading it (it loads on first interaction:
// lazy-login-modal.tsx): the address fragment that opens it, and the route handle that keeps a person on the
// page after logging in.

export const LOGIN_HASH = "#myaccount";

/**
 * A route `handle` that keeps the person on the page after login (the page reloads its data as the
 * logged-in customer) instead of going to /dashboard: the application journey uses it.
 */
export interface LoginHandle {
  loginReturnsHere?: boolean;
}
