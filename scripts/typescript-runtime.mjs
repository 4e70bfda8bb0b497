// `node --import ./scripts/typescript-runtime.mjs <file.ts>`: how the npm scripts run the
// server and its CLIs. Node 22.18+ and 24 run TypeScript themselves by stripping the types,
// which is how Dwa runs in production (`node apps/server/src/server.ts`; decision 043): there
// this file does nothing. An older Node (Node 20, past its end of life) borrows tsx, a
// development dependency, so a newcomer's `npm start` still works; a production install
// (--omit=dev) has no tsx and says what to install instead.
if (!process.features.typescript) {
  try {
    const { register } = await import('tsx/esm/api');
    register();
    console.warn(
      `Node.js ${process.version} cannot run TypeScript itself; running through tsx. Dwa supports Node.js 22 (22.22 or later) and 24.`,
    );
  } catch {
    console.error(
      `Dwa runs on Node.js 22 (22.22 or later) or 24 (24.11 or later); this is ${process.version}. Install a supported Node.js: https://nodejs.org/en/download`,
    );
    process.exit(1);
  }
}
