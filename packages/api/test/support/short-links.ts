import type { ApiDeps } from "../../src/lib/types.ts";
import { createShortLinks } from "../../src/short-links/service.ts";

/** The one short link in a message's text, and the path it opens (as a phone's browser would follow it). */
export async function shortLinkIn(deps: ApiDeps, text: string): Promise<{ link: string; target: string }> {
  const links = [...text.matchAll(/https?:\/\/\S+?\/l\/([0-9A-Za-z]+)/g)];
  if (links.length !== 1) throw new Error(`expected one short link in: ${text}`);
  const [link, code] = [links[0]![0], links[0]![1]!];
  const state = await createShortLinks(deps).resolve(code);
  if (state.state !== "valid") throw new Error(`short link ${link} is ${state.state}`);
  return { link, target: state.target };
}
