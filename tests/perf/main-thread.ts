/**
 * What the page's main thread did during one Lighthouse run, in wall-clock time
 * and in the time it actually ran on a core.
 *
 * Lighthouse simulates a phone by multiplying each task's wall-clock duration
 * by 4, and counts any part of a task beyond 50 ms after the first paint as
 * blocking. When the host is busy, a task that waited for a core reads as long
 * as one that worked: a trace event's `tdur` (thread time) tells them apart.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { documentLoaderURL?: string } };
}

export interface MainThreadTimes {
  /** All of the page's main-thread tasks from navigation on. */
  wallMs: number;
  cpuMs: number;
  /** Among the tasks that end after the first contentful paint. */
  longestWallAfterFcpMs: number;
  mostCpuAfterFcpMs: number;
}

const taskNames = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);

export function mainThreadTimes(events: TraceEvent[]): MainThreadTimes | undefined {
  const fcp = events.find((event) => event.name === "firstContentfulPaint");
  if (!fcp) return undefined;
  const main = events.find(
    (event) => event.name === "thread_name" && event.pid === fcp.pid && event.args?.name === "CrRendererMain",
  );
  if (!main) return undefined;
  const navigation = events.find(
    (event) => event.name === "navigationStart" && event.pid === fcp.pid && event.args?.data?.documentLoaderURL,
  );
  const tasks = events.filter(
    (event) =>
      event.ph === "X" &&
      taskNames.has(event.name) &&
      event.pid === main.pid &&
      event.tid === main.tid &&
      event.ts >= (navigation?.ts ?? 0),
  );
  const afterFcp = tasks.filter((task) => task.ts + (task.dur ?? 0) > fcp.ts);
  const ms = (micros: number) => micros / 1000;
  return {
    wallMs: ms(tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0)),
    cpuMs: ms(tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0)),
    longestWallAfterFcpMs: ms(Math.max(0, ...afterFcp.map((task) => task.dur ?? 0))),
    mostCpuAfterFcpMs: ms(Math.max(0, ...afterFcp.map((task) => task.tdur ?? 0))),
  };
}
