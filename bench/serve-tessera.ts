import { loadConfig } from '../src/config.ts';
import { startService } from '../src/main.ts';

// Child process of the benchmarks: the real service on the prepared database. `{cpu: 'start'}`
// and `{cpu: 'stop'}` measure the CPU it spends in between (process.cpuUsage, every thread: `us`),
// for per-event costs, and the main thread's own share (process.threadCpuUsage: `main`), the event
// loop that serves reads.
const config = loadConfig(process.env);
const service = await startService(config);
process.send?.({ ready: service.url });
let cpuFrom: NodeJS.CpuUsage | null = null;
let mainFrom: NodeJS.CpuUsage | null = null;
process.on('message', async (m: { stop?: boolean; cpu?: 'start' | 'stop' }) => {
  if (m.cpu === 'start') {
    cpuFrom = process.cpuUsage();
    mainFrom = process.threadCpuUsage();
  }
  if (m.cpu === 'stop') {
    const used = process.cpuUsage(cpuFrom ?? undefined);
    const main = process.threadCpuUsage(mainFrom ?? undefined);
    process.send?.({ us: used.user + used.system, main: main.user + main.system });
  }
  if (m.stop) {
    await service.stop();
    process.exit(0);
  }
});
