import { availableParallelism, loadavg } from "node:os";

// Time limits guard against hangs; they are not what the tests check. On a machine far busier than its cores
// (load averages of 15 to 36 on two cores were seen with several engineers' runs at once) pages render many
// times slower, and a test stopped at its limit also restarts its worker and that worker's server, which costs
// minutes more. So the limits grow with the load: up to four times.

/** How much busier than its cores the machine is now (1 to 4), from the one-minute load average. */
export const busyNow = () => Math.min(4, Math.max(1, (loadavg()[0] ?? 0) / availableParallelism()));

/** The factor when the run (or a worker) started: the configured limits use it. */
export const BUSY = busyNow();

/**
 * A time limit for a quiet machine, grown with the load as it is now or was at the start, whichever is busier:
 * the load average lags, so at the start of `npm test` it does not yet count the Vitest run and the type check
 * that start beside the browser tests, and other work can begin in the middle of a run.
 */
export const scaled = (quietMs: number) => Math.round(quietMs * Math.max(BUSY, busyNow()));
