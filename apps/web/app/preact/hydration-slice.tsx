/**
 * Hydration in slices for the Preact client (decision 0024). Preact's `hydrate` walks the whole document in
 * one task (270–340 ms under Lighthouse's 4× CPU slowdown), where React 19 yields to the browser every 5 ms.
 * A component that throws a promise while Preact hydrates keeps its server HTML (its one element) as it is
 * and hydrates it when the promise settles. So each `<HydrationSlice>` around one element is left out of
 * the first pass and hydrated later, a few slices a task: a task takes slices, in the order they were met,
 * until it has run for `BUDGET_MS`, then yields (a MessageChannel message, as React's scheduler does).
 *
 * The thrown "promise" is a thenable of our own whose callbacks run synchronously, inside `flushSync`, so a
 * slice is rendered at once when it is released and the time it took is known before the next one.
 *
 * The server (React) and `npm run dev` (React's client) render the children alone: no Suspense boundary, so
 * no `<!--$-->` markers in the HTML. After the first hydration a slice renders its children at once.
 *
 * A discrete interaction (pointer, key, focus, click) before the last slice is hydrated hydrates every slice
 * left at once, in the capturing listener, before the event reaches its target, as React 19 hydrates the
 * boundary an event is for before dispatching it.
 */
import { Component, type ReactNode, Suspense } from "react";
import { flushSync } from "react-dom";

const PREACT_CLIENT = !import.meta.env.SSR && !import.meta.env.DEV;
/** A task's time for slices (React's scheduler yields after 5 ms; Lighthouse's simulation makes that 20). */
const BUDGET_MS = 5;

/** Slices waiting for their turn, in the order the renders met them. */
const waiting: (() => void)[] = [];
/** True from the start of the first hydration until its last slice is hydrated. */
let slicing = false;
/** After an interaction: every slice renders at once. */
let hurry = false;
const whenDone: (() => void)[] = [];

class Slice extends Component<{ children: ReactNode }> {
  released = false;
  override render() {
    if (slicing && !hurry && !this.released) {
      const settled: (() => void)[] = [];
      waiting.push(() => {
        this.released = true;
        flushSync(() => {
          for (const callback of settled) callback();
        });
      });
      // biome-ignore lint/suspicious/noThenProperty: a thenable is what Suspense waits for
      throw { then: (callback: () => void) => void settled.push(callback) };
    }
    return this.props.children;
  }
}

/** Hydrates its child, one element, after the first pass on the Preact client; renders it as is elsewhere. */
export function HydrationSlice({ children }: { children: ReactNode }) {
  if (!PREACT_CLIENT) return children;
  return (
    <Suspense fallback={null}>
      <Slice>{children}</Slice>
    </Suspense>
  );
}

/** Runs `callback` once the whole document is hydrated (at once when it is, or outside the Preact client). */
export function whenHydrated(callback: () => void): void {
  if (slicing) whenDone.push(callback);
  else callback();
}

const INTERACTIONS = ["pointerdown", "keydown", "focusin", "click"] as const;

/** Preact's passive effects (`useEffect`), which hydrate-document.tsx runs in tasks of their own. */
export interface EffectsControl {
  /** Keeps them from running: during hydration they wait for the whole document, as after React's one commit. */
  hold(): void;
  /** Runs those held, then `then`: in a task of their own, or at once (`now`). */
  release(then: () => void, now: boolean): void;
}

/**
 * Hydrates with `hydrate` (the first pass, which leaves the slices' elements alone), then the slices, then
 * runs the effects all these renders queued; the promise settles after them and `whenHydrated`'s callbacks.
 * After an interaction the slices left and the effects run at once, before the event's target sees it
 * (React runs the effects of a hydration an event forced at once too).
 */
export function hydrateInSlices(hydrate: () => void, effects: EffectsControl): Promise<void> {
  return new Promise((done) => {
    const channel = new MessageChannel();
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      slicing = false;
      delete document.documentElement.dataset.hydrating;
      for (const type of INTERACTIONS) document.removeEventListener(type, hurryUp, true);
      for (const callback of whenDone.splice(0)) callback();
      done();
    };
    // In a microtask: after the listener, before the event goes on to its target, and never inside a
    // render (an element focused by a layout effect dispatches `focusin` synchronously).
    function hurryUp() {
      if (hurry) return;
      hurry = true;
      queueMicrotask(() => {
        for (let release = waiting.shift(); release; release = waiting.shift()) release();
        effects.release(finish, true);
      });
    }
    channel.port1.onmessage = () => {
      if (hurry) return;
      const started = performance.now();
      do {
        const release = waiting.shift();
        if (!release) return effects.release(finish, false);
        release();
      } while (performance.now() - started < BUDGET_MS);
      channel.port2.postMessage(null);
    };
    slicing = true;
    for (const type of INTERACTIONS) document.addEventListener(type, hurryUp, true);
    // From here a tap is answered (browser tests of an early tap wait for this).
    document.documentElement.dataset.hydrating = "";
    effects.hold();
    hydrate();
    channel.port2.postMessage(null);
  });
}
