// The data rights limits, in a module with no imports so pages can read them too.

/** The longest correction or erasure note a customer may write. */
export const RIGHTS_DETAILS_MAX = 1000;
/** The longest answer operations may write. */
export const RIGHTS_RESPONSE_MAX = 1000;
