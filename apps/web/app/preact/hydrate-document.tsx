/**
 * Hydrates the server's HTML (rendered by React 19) with Preact, in the production browser build
 * (decision 0024): what React's `hydrateRoot(document, …)` does and Preact's `hydrate` does not, numbered
 * as in the decision record (1–10).
 */
import { type ComponentChildren, createElement, options, type VNode } from "preact";
import { flushSync, hydrate } from "preact/compat";
import { useLayoutEffect } from "preact/hooks";
import type { ReactNode } from "react";
import { HydratedRouter } from "react-router/dom";
import { type EffectsControl, HydrationSlice, hydrateInSlices } from "./hydration-slice.tsx";

/**
 * HydratedRouter's first render called as a plain function, outside any render: what it throws (it always
 * throws, either before its first hook or at it, where Preact has no component to hold the hook).
 */
function firstRenderOutsideARender(): unknown {
  try {
    (HydratedRouter as (props: object) => unknown)({});
  } catch (thrown) {
    return thrown;
  }
  return undefined;
}

/**
 * 1. React suspends the root until React Router has decoded the loader data the server streamed into the
 * page: HydratedRouter throws that decoding's promise on its first render. Preact has no root to suspend
 * (a Suspense boundary would need the server's markers around the whole document), so the decoding runs
 * first. Called as a plain function, HydratedRouter starts it and throws the promise before it calls a hook.
 */
async function routerStateDecoded(): Promise<void> {
  const thrown = firstRenderOutsideARender();
  if (thrown instanceof Promise) return void (await thrown);
  if (thrown !== undefined) throw thrown;
  throw new Error("HydratedRouter did not wait for its state: its first render changed, see decision 0024");
}

/**
 * 10. HydratedRouter creates its router (the client routes, the hydration data, the first match) on its first
 * render, the first thing of the first pass. Called as a plain function once the state is decoded, it makes
 * the router (kept in its module) and then throws at its first hook; the first pass then finds it made.
 */
function routerCreated(): void {
  firstRenderOutsideARender();
  if (!(window as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter)
    throw new Error(
      "HydratedRouter did not create its router first: its first render changed, see decision 0024",
    );
}

/** Runs `callback` in a task of its own (a MessageChannel message, as React's scheduler posts its work). */
const tasks = new MessageChannel();
const queued: (() => void)[] = [];
tasks.port1.onmessage = () => queued.shift()?.();
function inNextTask(callback: () => void): void {
  queued.push(callback);
  tasks.port2.postMessage(null);
}

const nextTask = () => new Promise<void>((resolve) => inNextTask(resolve));

/** The `<html>` element's own attributes (`lang` changes with the language), kept on the document's. */
function DocumentElement({
  children,
  ...attributes
}: {
  children?: ComponentChildren;
  [name: string]: unknown;
}) {
  const entries = Object.entries(attributes).map(([name, value]) => [
    name === "className" ? "class" : name,
    value,
  ]);
  const key = JSON.stringify(entries);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the attributes' value
  useLayoutEffect(() => {
    const root = document.documentElement;
    // Only what differs: writing `lang` again, even the same value, makes the browser match `:lang()` anew
    // on every element, a style recalculation of the whole page in the hydration's effects (8–45 ms of
    // main thread on the Hindi EMI article, measured in Chromium's trace; issue 23).
    for (const [name, value] of entries) {
      const attribute = String(name);
      if (value == null || value === false) {
        if (root.hasAttribute(attribute)) root.removeAttribute(attribute);
      } else if (root.getAttribute(attribute) !== String(value)) root.setAttribute(attribute, String(value));
    }
  }, [key]);
  return <>{children}</>;
}

const Nothing = () => null;

/**
 * 7. The body (after the head, in the first pass) and these elements, the parts of a page, are each hydrated
 * after the first pass, a few a task (hydration-slice.tsx). They stay wrapped after hydration, so that a
 * later render never meets another component type in their place and rebuilds the element.
 */
const SLICED_ELEMENTS = [
  "body",
  "section",
  "article",
  "aside",
  "nav",
  "form",
  "fieldset",
  "figure",
  "details",
  "ul",
  "ol",
  "dl",
  "table",
] as const;
let creatingElement = false;
const slicedElement = new Map(
  SLICED_ELEMENTS.map((tag) => {
    function ElementSlice({ elementRef, ...props }: { elementRef?: unknown; [name: string]: unknown }) {
      creatingElement = true;
      try {
        const element = createElement(tag, { ...props, ref: elementRef }) as unknown as ReactNode;
        return <HydrationSlice>{element}</HydrationSlice>;
      } finally {
        creatingElement = false;
      }
    }
    return [tag as string, ElementSlice];
  }),
);

// `<Scripts>`' preloads, the only links it marks so (PrefetchPageLinks' modulepreloads are not, and stay).
const isScriptsPreload = (props: Record<string, unknown>) =>
  props.rel === "modulepreload" && props.suppressHydrationWarning === true;

/**
 * 2. The root layout renders `<html>`. Preact 11 renders a tree given the document into
 * `document.documentElement` (its children are head and body), so an `<html>` element in the tree would be
 * looked for among them and created anew inside the old one. It becomes DocumentElement.
 * React 19 also hoists the `<link rel="modulepreload">` that React Router's `<Scripts>` renders in the body
 * into the head, where the server's HTML has them; Preact would add them to the body a second time.
 * (`<Scripts>` renders nothing once the app is hydrated, so this only concerns the first render.)
 */
function followReactsDocument() {
  const previous = options.vnode;
  options.vnode = (vnode: VNode) => {
    const props = vnode.props as Record<string, unknown>;
    if (vnode.type === "html") vnode.type = DocumentElement as unknown as string;
    else if (vnode.type === "link" && isScriptsPreload(props)) vnode.type = Nothing as unknown as string;
    else if (vnode.type === "input" || vnode.type === "textarea") keepControlled(props);
    if (typeof vnode.type === "string" && !creatingElement && slicedElement.has(vnode.type)) {
      vnode.props = { ...props, elementRef: vnode.ref } as unknown as typeof vnode.props;
      vnode.ref = null;
      vnode.type = slicedElement.get(vnode.type) as unknown as string;
    }
    previous?.(vnode);
  };
}

type FieldEvent = Event & { currentTarget: HTMLInputElement | HTMLTextAreaElement };
/** The values controlled fields rendered with during one change event's synchronous render, by id or name. */
let renderedDuringChange: Map<string, unknown> | null = null;

/**
 * 5. A controlled field (`value` and `onChange`) whose handler refuses a keystroke (digits only, a length
 * limit) sets the same state again. React then puts the field's value back; Preact, which does not render
 * when the state is unchanged, leaves what was typed in the field (Preact issues 1899, 4267). As React does
 * for a discrete event, the handler's updates are rendered at once (flushSync); a field that did not render
 * again gets back the value it was rendered with. Fields are known by their id or name (all of ours have one).
 */
function keepControlled(props: Record<string, unknown>) {
  const key = (props.id ?? props.name) as string | undefined;
  if (key !== undefined && renderedDuringChange) renderedDuringChange.set(String(key), props.value);
  const onChange = props.onChange;
  if (props.value === undefined || typeof onChange !== "function" || key === undefined) return;
  const value = String(props.value ?? "");
  props.onChange = (event: FieldEvent) => {
    const field = event.currentTarget;
    const outer = renderedDuringChange;
    renderedDuringChange = new Map();
    try {
      flushSync(() => onChange(event));
      if (!renderedDuringChange.has(String(key)) && field.value !== value) field.value = value;
    } finally {
      renderedDuringChange = outer;
    }
  };
}

/**
 * 4. React leaves nodes it did not render alone in the head; Preact removes every node it cannot match
 * (`node.remove()`). The server adds some: the inlined stylesheet (decision 0018), the script that asks for
 * the module preloads after the first paint (decision 0005) and the links it adds. Taking the stylesheet out
 * and putting it back made the browser parse it again and restyle the page (36 ms of main thread on `/`), so
 * while the head hydrates each of its nodes has a `remove` of its own that does nothing.
 */
function keepHeadNodes(): () => void {
  const nodes = [...document.head.children];
  for (const node of nodes) Object.defineProperty(node, "remove", { value: () => {}, configurable: true });
  return () => {
    for (const node of nodes) Reflect.deleteProperty(node, "remove");
  };
}

/**
 * 6. Preact runs effects after the next animation frame (or a 35 ms timer); React's scheduler runs them in a
 * task of their own (a MessageChannel message), which neither a hidden tab's paused frames nor a test's
 * fake clock holds back. Preact is told to do the same. While the document hydrates in slices (7) they are
 * held, and run once it is all hydrated, as after React's one commit of a hydration.
 */
function effectsInTheirOwnTask(): EffectsControl {
  const channel = new MessageChannel();
  const queue: (() => void)[] = [];
  let held = false;
  const flush = () => {
    for (const callback of queue.splice(0)) callback();
  };
  channel.port1.onmessage = () => {
    if (!held) flush();
  };
  options.requestAnimationFrame = (callback: () => void) => {
    if (queue.push(callback) === 1 && !held) channel.port2.postMessage(null);
  };
  return {
    hold: () => {
      held = true;
    },
    release: (then, now) => {
      held = false;
      queue.push(then);
      if (now) flush();
      else channel.port2.postMessage(null);
    },
  };
}

type DataRouter = {
  state: Record<string, unknown>;
  subscribe: (fn: (state: Record<string, unknown>, opts: Record<string, unknown>) => void) => () => void;
};

/**
 * 8. Route discovery (`/__manifest`) patches the router's routes after hydration and then tells its subscribers
 * about a state whose every field is unchanged, to give `router.routes` a new identity for the next render.
 * React renders that in a transition, in slices; Preact re-rendered the whole page in one task (85 ms under
 * Lighthouse's 4x slowdown on /personal-loan) for no change on screen. Such states are not passed on: the next
 * real change (a navigation) renders with the patched routes.
 */
function skipUnchangedRouterStates() {
  let router: DataRouter | undefined;
  Object.defineProperty(window, "__reactRouterDataRouter", {
    configurable: true,
    get: () => router,
    set(created: DataRouter) {
      router = created;
      const subscribe = created.subscribe;
      created.subscribe = (subscriber) => {
        let last = created.state;
        return subscribe((state, opts) => {
          const unchanged =
            Object.keys(state).every((key) => state[key] === last[key]) &&
            !(opts.deletedFetchers as unknown[] | undefined)?.length &&
            !opts.newErrors &&
            !opts.viewTransitionOpts &&
            !opts.flushSync;
          last = state;
          if (!unchanged) subscriber(state, opts);
        });
      };
    },
  });
}

/** Events after which React renders at once (its discrete event priority, ReactDOMEventListener's list). */
const DISCRETE_EVENTS = new Set([
  "beforeinput",
  "blur",
  "change",
  "click",
  "contextmenu",
  "copy",
  "cut",
  "dblclick",
  "focusin",
  "focusout",
  "input",
  "keydown",
  "keypress",
  "keyup",
  "mousedown",
  "mouseup",
  "paste",
  "pointerdown",
  "pointerup",
  "reset",
  "select",
  "submit",
  "touchend",
  "touchstart",
  "compositionend",
  "compositionstart",
]);

/**
 * 9. A state change is rendered by Preact in a microtask, inside the task that made it: an effect's or a
 * timer's update runs in the same long task as the code before it. React renders an update made during a
 * discrete event (a click, a key) at once, and any other (effects, timers, animation frames, fetches, scrolls)
 * in a task of its own from its scheduler, choosing by `window.event` as here.
 */
function rendersScheduledAsReactDoes() {
  options.debounceRendering = (process: () => void) => {
    const type = (window.event as Event | undefined)?.type;
    if (type && DISCRETE_EVENTS.has(type)) queueMicrotask(process);
    else inNextTask(process);
  };
}

/**
 * 7. The header, the page and the footer (`<HydrationSlice>` in locale-layout.tsx) and the elements above
 * are hydrated after the first pass, 5 ms of them a task, so that no task hydrates the whole document
 * (hydration-slice.tsx); the router state's decoding also gets a task of its own.
 */
export async function hydrateDocument(): Promise<void> {
  const effects = effectsInTheirOwnTask();
  rendersScheduledAsReactDoes();
  skipUnchangedRouterStates();
  await routerStateDecoded();
  // The decoding, the router's creation and the first pass each take a task.
  await nextTask();
  routerCreated();
  await nextTask();
  followReactsDocument();
  await hydrateInSlices(() => {
    const restoreHead = keepHeadNodes();
    try {
      hydrate(<HydratedRouter />, document.documentElement);
    } finally {
      restoreHead();
    }
  }, effects);
}
