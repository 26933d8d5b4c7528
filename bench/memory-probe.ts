import fs from 'node:fs';
import { isMainThread, threadId } from 'node:worker_threads';
import v8 from 'node:v8';

// Loaded with --import by the delivery bench: each thread writes its own memory figures to
// BENCH_MEMORY_DIR every 500 ms (and the most seen of each), so the bench can tell the main thread from the writer thread.
const dir = process.env.BENCH_MEMORY_DIR;
if (dir) {
  const file = `${dir}/thread-${isMainThread ? 'main' : threadId}.json`;
  // The most seen of each figure too: the peak RSS comes from one phase of the bench, the
  // figures at the end from another.
  const peak = { heapTotal: 0, external: 0 };
  const write = () => {
    const m = process.memoryUsage();
    const h = v8.getHeapStatistics();
    peak.heapTotal = Math.max(peak.heapTotal, m.heapTotal);
    peak.external = Math.max(peak.external, m.external);
    fs.writeFileSync(file, JSON.stringify({ rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external, arrayBuffers: m.arrayBuffers, mallocked: h.malloced_memory, peakMalloced: h.peak_malloced_memory, heapPhysical: h.total_physical_size, peak }));
  };
  setInterval(write, 500).unref();
}
