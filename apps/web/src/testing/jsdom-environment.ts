// Vitest's jsdom environment, keeping Node's own Blob, File and FormData. jsdom's replace them,
// and Vitest 4.1's bridge from jsdom's to Node's fetch loses an uploaded file's bytes (it reads a
// field jsdom 28 renamed) and its name (vitest-dev/vitest#11294, #9135): the product form's photos
// would reach the mocked API empty and unnamed. Node's are the spec's classes (undici's), so
// FormData, XMLHttpRequest's body and MSW's request.formData() behave as in a browser; everything
// else (the DOM, focus, forms, events) stays jsdom's.
import { builtinEnvironments, type Environment } from 'vitest/environments';

const jsdom = builtinEnvironments.jsdom;

export default {
  name: 'jsdom-node-files',
  viteEnvironment: jsdom.viteEnvironment,
  async setup(global, options) {
    const { Blob, File, FormData } = global as typeof globalThis;
    const environment = await jsdom.setup(global, options);
    Object.assign(global, { Blob, File, FormData });
    return environment;
  },
} satisfies Environment;
