/**
 * `react` in the browser build (decision 0024): Preact's compat layer, plus what React Router 8 imports
 * from React 19 and preact/compat lacks. The server renders with React 19 itself; see preact-on-client.ts.
 */
import { useCallback, useRef, useState } from "preact/compat";

// preact/compat's type declarations use `export =`, which TypeScript will not re-export with `export *`; the
// module itself is ESM with named exports, which is what the bundler reads.
// @ts-expect-error TS2498
export * from "preact/compat";
export { default } from "preact/compat";

type Updater<S, A> = (state: S, action: A) => S;

/**
 * React 19's `useOptimistic`, which React Router's RouterProvider imports (it calls the setter only with
 * `useTransitions`, an option we don't set). React shows the optimistic value while a transition is pending
 * and drops it when the transition's own update lands. Preact runs `startTransition` synchronously, so
 * "pending" ends when the value passed in changes: the optimistic value is kept until then. As in React,
 * without a reducer the setter takes a value or an updater function.
 */
export function useOptimistic<S, A = S | ((state: S) => S)>(
  passthrough: S,
  reducer?: Updater<S, A>,
): [S, (action: A) => void] {
  const latest = useRef({ passthrough, reducer });
  latest.current = { passthrough, reducer };
  const [optimistic, setOptimistic] = useState<{ base: S; value: S } | null>(null);
  const add = useCallback((action: A) => {
    setOptimistic((current) => {
      const { passthrough: base, reducer: reduce } = latest.current;
      const from = current && Object.is(current.base, base) ? current.value : base;
      const value = reduce
        ? reduce(from, action)
        : typeof action === "function"
          ? (action as (state: S) => S)(from)
          : (action as unknown as S);
      return { base, value };
    });
  }, []);
  return [optimistic && Object.is(optimistic.base, passthrough) ? optimistic.value : passthrough, add];
}
