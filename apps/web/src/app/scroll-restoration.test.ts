// prepareHistoryEntry: the document's own history entry gets the router's position and the
// scroll keeper's key in one replaceState, before the router starts, keeping what the entry had.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareHistoryEntry } from './scroll-restoration.tsx';

function fakeHistory(state: unknown) {
  const history = {
    state,
    replaceState: vi.fn((next: unknown) => {
      history.state = next;
    }),
  };
  vi.stubGlobal('history', history);
  return history;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('prepareHistoryEntry', () => {
  it('gives a fresh entry position 0 and a key, in one call', () => {
    const history = fakeHistory(null);
    prepareHistoryEntry();
    expect(history.replaceState).toHaveBeenCalledTimes(1);
    expect(history.state).toEqual({ idx: 0, key: expect.stringMatching(/^[a-z0-9]{4,8}$/) });
  });

  it('keeps what the entry already had (a reload, or Back into this document)', () => {
    const history = fakeHistory({ usr: { from: 'search' }, idx: 3 });
    prepareHistoryEntry();
    expect(history.state).toEqual({
      usr: { from: 'search' },
      idx: 3,
      key: expect.any(String),
    });
  });

  it('writes nothing to an entry that has both already', () => {
    const history = fakeHistory({ usr: null, idx: 2, key: 'k1' });
    prepareHistoryEntry();
    expect(history.replaceState).not.toHaveBeenCalled();
    expect(history.state).toEqual({ usr: null, idx: 2, key: 'k1' });
  });

  it('replaces a key or position of the wrong type', () => {
    const history = fakeHistory({ idx: '7', key: '' });
    prepareHistoryEntry();
    expect(history.state).toEqual({ idx: 0, key: expect.stringMatching(/^[a-z0-9]+$/) });
  });
});
