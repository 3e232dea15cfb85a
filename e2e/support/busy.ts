import { availableParallelism, loadavg } from "node:os";

// Time limits guard against hangs; they are not what the tests check. On a machine far busier than its cores
// (load averages of 15 to 36 on two cores were seen with several engineers' runs at once) pages render many
// times slower, and a test stopped at its limit also restarts its worker and that worker's server, which costs
// minutes more. So the limits grow with the load when the run (or a worker) starts: up to four times.
export const BUSY = Math.min(4, Math.max(1, (loadavg()[0] ?? 0) / availableParallelism()));

/** A time limit for a quiet machine, grown with the load as the configured limits are. */
export const scaled = (quietMs: number) => Math.round(quietMs * BUSY);
