import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from "react";

/** How far below the screen a deferred block starts loading, so it is ready before the reader reaches it. */
const AHEAD = "600px 0px";

/**
 * Whether this module arrived with the first document, before React hydrated it. React hydrates a suspended
 * boundary after the rest of the page (the document is marked hydrated by then), so the mark is read here,
 * when the page's modules are evaluated, not when the block first renders.
 */
const WITH_FIRST_DOCUMENT =
  typeof document !== "undefined" && !document.documentElement.hasAttribute("data-hydrated");

/** Resolves once the element with this id comes within AHEAD of the viewport (at once without one). */
function nearViewport(id: string): Promise<void> {
  const element = document.getElementById(id);
  if (!element || typeof IntersectionObserver === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
  });
}

/**
 * A block far below the first screen (a product page's calculator) whose code the browser downloads only when
 * the reader scrolls near it, to keep a first visit's own JavaScript within its budget (decision 0062).
 *
 * The server renders the block whole from `serverModule` (loaded there before any render), so the HTML is the
 * same and its form works without script. In the browser the first render suspends inside a Suspense
 * boundary: React keeps the server's HTML as it is and hydrates it once the module has arrived, which waits
 * until the element `anchorId` (one the page renders above the block, outside it) is within 600 px of the
 * viewport. After the first page, a client navigation loads the module at once.
 */
export function nearViewportBlock<P extends object>(
  anchorId: string,
  load: () => Promise<ComponentType<P>>,
  serverModule: ComponentType<P> | undefined,
): (props: P) => ReactNode {
  // Leaving the page before the block came near starts the download, so the next page that shows the block
  // (a client navigation, where the first page's anchor is gone) is not left waiting for it.
  let startNow = () => {};
  const Deferred = lazy<ComponentType<P>>(() =>
    (WITH_FIRST_DOCUMENT
      ? new Promise<void>((resolve) => {
          startNow = resolve;
          nearViewport(anchorId).then(resolve);
        })
      : Promise.resolve()
    )
      .then(load)
      .then((component) => ({ default: component })),
  );
  // The server renders the module itself inside the same boundary, so the HTML carries the block and the
  // boundary's markers that the browser's suspended first render keeps.
  const Rendered = serverModule ?? Deferred;
  return function NearViewport(props: P) {
    useEffect(() => () => startNow(), []);
    return (
      <Suspense fallback={null}>
        <Rendered {...props} />
      </Suspense>
    );
  };
}
