import { createStaticHandler, type ServerBuild, type StaticHandler } from "react-router";

/**
 * The ids of the routes a path matches, outermost first, as React Router's request handler matches them: the
 * same matcher (a static handler over the same route table, whose branches are flattened and ranked once per
 * build), and each path's answer kept. React Router's exported `matchRoutes` flattens and ranks the whole
 * table on every call, and its own handler compiles a regular expression per route tried for every path; the
 * page bridge (i18n namespaces) and route discovery (`/__manifest`, up to ~60 paths a page) ask for the same
 * header and footer paths again and again (decisions 0032 and 0034). Bounded per build: a crawler's made-up
 * paths cannot grow it without end.
 */
const MAX_ANSWERS = 2_000;

interface Node {
  id: string;
  path?: string | undefined;
  index?: boolean | undefined;
  caseSensitive?: boolean | undefined;
  children?: Node[];
}

interface Matcher {
  handler: StaticHandler;
  answers: Map<string, readonly string[]>;
}

const matchers = new WeakMap<ServerBuild["routes"], Matcher>();

function matcherOf(routes: ServerBuild["routes"]): Matcher {
  let matcher = matchers.get(routes);
  if (!matcher) {
    const nodes = new Map<string, Node>();
    for (const route of Object.values(routes)) {
      if (!route) continue;
      const { id, path, index, caseSensitive } = route;
      nodes.set(id, { id, path, index, caseSensitive });
    }
    const tree: Node[] = [];
    for (const route of Object.values(routes)) {
      if (!route) continue;
      const node = nodes.get(route.id)!;
      const parent = route.parentId ? nodes.get(route.parentId) : undefined;
      if (!parent) tree.push(node);
      else if (parent.children) parent.children.push(node);
      else parent.children = [node];
    }
    matcher = {
      handler: createStaticHandler(tree as Parameters<typeof createStaticHandler>[0]),
      answers: new Map(),
    };
    matchers.set(routes, matcher);
  }
  return matcher;
}

export function matchedRouteIds(build: ServerBuild, pathname: string): readonly string[] {
  const { handler, answers } = matcherOf(build.routes);
  let ids = answers.get(pathname);
  if (!ids) {
    if (answers.size >= MAX_ANSWERS) answers.clear();
    ids = (handler.match(pathname) ?? []).map((match) => match.route.id);
    answers.set(pathname, ids);
  }
  return ids;
}
