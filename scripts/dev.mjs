// npm run dev — the web app with hot reload at http://localhost:3000 (Vite) and the API server
// restarting on change at :3001; Vite proxies /api and /media to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: '3001', PUBLIC_ORIGIN: 'http://localhost:3000' },
  }),
  spawn('npx', ['vite', '--port', '3000', '--strictPort'], {
    cwd: 'apps/web',
    stdio: 'inherit',
    env: { ...process.env, DWA_API_ORIGIN: 'http://127.0.0.1:3001' },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
