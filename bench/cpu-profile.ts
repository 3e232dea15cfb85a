// Reading a V8 CPU profile (`--cpu-prof`, or the inspector's Profiler) the way the bench scripts print it:
// each sample's time charged to its function (self) and to every function on its stack once (inside).

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
export interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** A function as the tables name it: `name dir/file:line`. */
export const frameName = (node: ProfileNode) =>
  `${node.callFrame.functionName || "(anonymous)"} ${node.callFrame.url.split("/").slice(-2).join("/")}:${node.callFrame.lineNumber + 1}`;

/**
 * Self and inclusive time (µs) by function over the samples `counts` keeps, leaving out the samples of the
 * functions named in `ignore` (the idle loop). `delta(i)` is the time sample `i` stands for: the scripts
 * differ on whether that is the delta before or after it, and each keeps its own.
 */
export function tallyProfile(
  profile: Profile,
  options: { counts?: (i: number) => boolean; ignore: readonly string[]; delta: (i: number) => number },
) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    if (options.counts && !options.counts(i)) continue;
    const node = nodes.get(profile.samples[i]!)!;
    if (options.ignore.includes(node.callFrame.functionName)) continue;
    const dt = options.delta(i);
    total += dt;
    self.set(frameName(node), (self.get(frameName(node)) ?? 0) + dt);
    const seen = new Set<string>();
    for (let id: number | undefined = node.id; id !== undefined; id = parents.get(id)) {
      const key = frameName(nodes.get(id)!);
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + dt);
    }
  }
  return { nodes, parents, self, inclusive, total };
}
