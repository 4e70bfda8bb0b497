// The API as the component tests see it: MSW answers the app's real fetch and XMLHttpRequest
// calls at the network layer (msw/node), so the code under test builds its requests, reads the
// status and parses the body exactly as in the browser. Each test declares the answers it needs
// with server.use(...); a request no handler answers fails the test (setup.ts).
import { setupServer } from 'msw/node';

export const server = setupServer();

/** Answers in turn, the last one repeated: a payment polled pending, pending, then settled. */
export function inTurn<T>(...answers: T[]): () => T {
  let next = 0;
  return () => {
    const answer = answers[Math.min(next, answers.length - 1)] as T;
    next += 1;
    return answer;
  };
}
