// What `react` resolves to in both builds (vite.config.ts): preact/compat, plus the one hook
// React Router 8 imports by name that Preact does not have. useOptimistic serves only
// <RouterProvider> (data routers); Dwa's declarative router never calls it. The stand-in is
// React Router 7's own fallback for a React without the hook: the value as given and a setter
// that does nothing. JavaScript, not TypeScript: preact/compat's types are `export =`, which
// TypeScript will not re-export with `export *` (the app's code is typed against @types/react).
export * from 'preact/compat';
export { default } from 'preact/compat';

const ignore = () => undefined;

export function useOptimistic(value) {
  return [value, ignore];
}
