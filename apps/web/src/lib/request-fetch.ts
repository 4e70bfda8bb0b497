// While the server renders a page, API requests go to the app itself (entry-server.tsx sets the
// fetch of the request being rendered, with its cookie and language); in the browser there is
// none and the real fetch is used. Read through a global so no server module enters the bundle.
type Fetch = typeof fetch;

export const requestFetch = (): Fetch | undefined =>
  (globalThis as { __dwaRequestFetch?: () => Fetch | undefined }).__dwaRequestFetch?.();
