/**
 * The set's scenes (empty list, error, page not found, expired link): 240 × 160 SVG files under
 * public/images/illustrations, drawn in the same 2 px strokes and theme colours as the icons (a unit test
 * holds their colours to the Tailwind tokens). Files rather than inline components because the error page
 * and the empty list are on many pages: an <img> costs no JavaScript and is cached once. Decorative
 * (`alt=""`), with width and height set so the page does not shift when it loads.
 */
export type Scene = "empty" | "error" | "not-found" | "expired";

export function SceneImage({
  scene,
  width = 240,
  className = "",
}: {
  scene: Scene;
  width?: number;
  className?: string;
}) {
  return (
    <img
      src={`/images/illustrations/${scene}.svg`}
      width={width}
      height={(width * 2) / 3}
      alt=""
      aria-hidden="true"
      decoding="async"
      className={`mx-auto h-auto max-w-full ${className}`}
      data-illustration={scene}
    />
  );
}
