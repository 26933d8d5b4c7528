import { loadConfig } from '../src/config.ts';
import { startService } from '../src/main.ts';

// Child process of bench/delivery.ts: the real service on the prepared database.
const config = loadConfig(process.env);
const service = await startService(config);
process.send?.({ ready: service.url });
process.on('message', async (m: { stop?: boolean }) => {
  if (m.stop) {
    await service.stop();
    process.exit(0);
  }
});
