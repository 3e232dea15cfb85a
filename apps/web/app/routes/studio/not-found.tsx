import { requireEmployeePage } from "../../features/studio/studio.server.ts";
import type { Route } from "./+types/not-found";

/** An unknown `/studio/…` address: the back office's own 404, inside its shell. */
export async function loader(args: Route.LoaderArgs) {
  await requireEmployeePage(args);
  throw new Response("Not Found", { status: 404 });
}

export default function StudioNotFound() {
  return null;
}
