import { type ComponentType, useEffect, useState } from "react";

/**
 * A component whose code loads on first use: null until `wanted` and its module has arrived, then the
 * component. Kept in state rather than rendered through React.lazy and Suspense: React 19 holds a suspended
 * part's content back at least 300 ms after its fallback showed, so the part would appear later than its code.
 */
export function useLoadedComponent<P>(
  wanted: boolean,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> | null {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    if (!wanted || Component) return;
    let live = true;
    load().then((loaded) => {
      if (live) setComponent(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [wanted, Component, load]);
  return Component;
}
