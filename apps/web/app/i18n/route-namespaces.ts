import { matchRoutes, type ServerBuild } from "react-router";

/** What a route module may declare so its page ships the strings it uses: `handle = { i18n: ["calc"] }`. */
export interface I18nHandle {
  i18n?: readonly string[];
}

interface Node {
  id: string;
  path?: string | undefined;
  index?: boolean | undefined;
  caseSensitive?: boolean | undefined;
  children: Node[];
}

const trees = new WeakMap<ServerBuild["routes"], Node[]>();

function treeOf(routes: ServerBuild["routes"]): Node[] {
  let tree = trees.get(routes);
  if (!tree) {
    const nodes = new Map<string, Node>();
    for (const route of Object.values(routes)) {
      if (!route) continue;
      nodes.set(route.id, {
        id: route.id,
        path: route.path,
        index: route.index,
        caseSensitive: route.caseSensitive,
        children: [],
      });
    }
    tree = [];
    for (const route of Object.values(routes)) {
      if (!route) continue;
      const node = nodes.get(route.id)!;
      const parent = route.parentId ? nodes.get(route.parentId) : undefined;
      (parent ? parent.children : tree).push(node);
    }
    trees.set(routes, tree);
  }
  return tree;
}

/** Answers by path, per build. Bounded: a crawler's made-up paths cannot grow it without end. */
const answers = new WeakMap<ServerBuild["routes"], Map<string, readonly string[]>>();
const MAX_ANSWERS = 2_000;

/**
 * The namespaces the routes matching a request declare. Runs in the server bridge before React Router, for
 * documents and for the `.data` requests of client navigations (`/x.data`, `/_root.data` for `/`).
 * React Router's `matchRoutes` flattens and ranks the whole route table on every call (8 % of a test
 * server's CPU, decision 0032), so each path's answer is kept.
 */
export function routeNamespaces(build: ServerBuild, pathname: string): readonly string[] {
  let known = answers.get(build.routes);
  if (!known) {
    known = new Map();
    answers.set(build.routes, known);
  }
  let namespaces = known.get(pathname);
  if (!namespaces) {
    if (known.size >= MAX_ANSWERS) known.clear();
    namespaces = matchNamespaces(build, pathname);
    known.set(pathname, namespaces);
  }
  return namespaces;
}

function matchNamespaces(build: ServerBuild, pathname: string): string[] {
  let path = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
  if (path === "/_root") path = "/";
  const matches = matchRoutes(treeOf(build.routes) as Parameters<typeof matchRoutes>[0], path) ?? [];
  const namespaces = new Set<string>();
  for (const match of matches) {
    const handle = build.routes[match.route.id as string]?.module.handle as I18nHandle | undefined;
    for (const namespace of handle?.i18n ?? []) namespaces.add(namespace);
  }
  return [...namespaces];
}
