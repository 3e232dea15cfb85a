import { useEffect, useState } from "react";

/**
 * True once React has hydrated the component (false in the server HTML). Components mark themselves
 * with `data-ready` so browser tests know when a click will be handled.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
