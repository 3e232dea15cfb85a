/** The longest reply the support queue sends a customer (a module of its own, so the studio page can read it without bundling the service). */
export const REPLY_MAX = 2000;
