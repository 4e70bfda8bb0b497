// The buyer requests' shape: enough of them in every language, every third held out (so no row
// can change side unseen), each text once, and every grade on the 0–3 scale over the catalogue.
import { DEMO_PRODUCTS } from '@dwa/db/seed/catalog';
import { describe, expect, it } from 'vitest';
import { JUDGED_REQUESTS, REQUEST_LANGUAGES } from './relevance-requests.ts';

const catalogue = DEMO_PRODUCTS;

describe('the judged buyer requests', () => {
  it('are at least 300, in every language', () => {
    expect(JUDGED_REQUESTS.length).toBeGreaterThanOrEqual(300);
    for (const lang of REQUEST_LANGUAGES) {
      expect(JUDGED_REQUESTS.filter((r) => r.lang === lang).length).toBeGreaterThanOrEqual(60);
    }
  });

  it('hold out every third row, and only those', () => {
    const wrong = JUDGED_REQUESTS.filter((r, i) => r.heldOut !== (i % 3 === 2)).map((r) => r.q);
    expect(wrong).toEqual([]);
    for (const lang of REQUEST_LANGUAGES) {
      const own = JUDGED_REQUESTS.filter((r) => r.lang === lang);
      expect(own.filter((r) => r.heldOut).length).toBeGreaterThanOrEqual(own.length / 4);
    }
  });

  it('are each written once', () => {
    const texts = JUDGED_REQUESTS.map((r) => r.q.toLowerCase());
    expect(texts.filter((t, i) => texts.indexOf(t) !== i)).toEqual([]);
  });

  it('grade on the 0–3 scale, and only "no answer" requests find nothing to grade', () => {
    for (const request of JUDGED_REQUESTS) {
      const grades = catalogue.map((p) => request.grade(p));
      expect(
        grades.every((g) => [0, 1, 2, 3].includes(g)),
        request.q,
      ).toBe(true);
      const answered = grades.some((g) => g > 0);
      expect(answered, request.q).toBe(request.type !== 'no answer');
    }
  });
});
