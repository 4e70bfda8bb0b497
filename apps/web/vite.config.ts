import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.DWA_API_ORIGIN ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    target: 'es2022',
    // The server sends its own precompressed files; no need for Vite's size report.
    reportCompressedSize: false,
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: { '/api': api, '/media': api },
  },
});
