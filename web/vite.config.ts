import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Built into web/dist; `tessera serve` serves index.html at / and the hashed files under /assets-app/
// (src/http/routes/dashboard.ts). Routes are split with React.lazy so the first screen stays small.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets-app',
    emptyOutDir: true,
    // Read by web/bundle-size.ts: what the first screen loads, checked against the budget.
    manifest: true,
    chunkSizeWarningLimit: 800,
  },
});
