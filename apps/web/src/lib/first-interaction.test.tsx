// The rules of hydrating at the first interaction (decision 058), on a plain DOM: what starts
// it, what is held until the page has hydrated, what is replayed (once, in order) and what the
// browser is left to do itself.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstInteraction, holdActionsUntil } from './first-interaction.ts';

let root: HTMLDivElement;
beforeEach(() => {
  root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = `
    <button id="menu" type="button">Menu</button>
    <a id="card" href="/products/p1">Card</a>
    <a id="chat" href="https://wa.me/233200000000" target="_blank">Chat</a>
    <form id="search" action="/search"><input id="q" name="q" value=""><button>Go</button></form>`;
  document.body.append(root);
});
afterEach(() => root.remove());

/** A promise and its resolve, for the end of hydration. */
function hydration() {
  let done!: () => void;
  const ready = new Promise<void>((resolve) => {
    done = resolve;
  });
  return { ready, done };
}

const tick = () => new Promise((resolve) => setTimeout(resolve));
const click = (id: string) =>
  document
    .getElementById(id)!
    .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));

describe('firstInteraction', () => {
  for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin']) {
    it(`starts at the first ${type}`, async () => {
      let started = false;
      void firstInteraction().then(() => {
        started = true;
      });
      await tick();
      expect(started).toBe(false);
      document.getElementById('menu')!.dispatchEvent(new Event(type, { bubbles: true }));
      await tick();
      expect(started).toBe(true);
    });
  }

  it('does not start for scrolling with a mouse wheel or a pointer passing over', async () => {
    let started = false;
    void firstInteraction().then(() => {
      started = true;
    });
    document.dispatchEvent(new Event('wheel', { bubbles: true }));
    document.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await tick();
    expect(started).toBe(false);
  });
});

describe('holdActionsUntil', () => {
  it('holds a click on a control and replays it once after hydration', async () => {
    const { ready, done } = hydration();
    holdActionsUntil(ready);
    expect(click('menu')).toBe(false); // default prevented
    // What hydration attaches.
    const onClick = vi.fn();
    document.getElementById('menu')!.addEventListener('click', onClick);
    expect(onClick).not.toHaveBeenCalled();
    done();
    await tick();
    await tick();
    expect(onClick).toHaveBeenCalledTimes(1);
    // Held no more: the next click is the hydrated page's own.
    expect(click('menu')).toBe(true);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('holds links, to another site in a new tab too (its tap is counted once hydrated)', async () => {
    const { ready, done } = hydration();
    holdActionsUntil(ready);
    expect(click('card')).toBe(false);
    expect(click('chat')).toBe(false);
    const replayed: string[] = [];
    for (const id of ['card', 'chat']) {
      document.getElementById(id)!.addEventListener('click', (event) => {
        event.preventDefault();
        replayed.push(id);
      });
    }
    done();
    await tick();
    await tick();
    expect(replayed).toEqual(['card', 'chat']);
  });

  it('leaves a download to the browser', async () => {
    root.insertAdjacentHTML('beforeend', '<a id="file" href="/terms.pdf" download>Terms</a>');
    const { ready, done } = hydration();
    holdActionsUntil(ready);
    const reached = vi.fn((event: Event) => {
      expect(event.defaultPrevented).toBe(false);
      event.preventDefault();
    });
    root.addEventListener('click', reached);
    click('file');
    expect(reached).toHaveBeenCalledTimes(1);
    done();
    await tick();
  });

  it('hands typed text to the field, then submits the form once', async () => {
    const { ready, done } = hydration();
    holdActionsUntil(ready);
    const form = document.getElementById('search') as HTMLFormElement;
    const input = document.getElementById('q') as HTMLInputElement;
    input.value = 'phone';
    const submitted = form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(submitted).toBe(false);
    const seen: string[] = [];
    input.addEventListener('input', () => seen.push(`input ${input.value}`));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      seen.push('submit');
    });
    done();
    await tick();
    await tick();
    expect(seen).toEqual(['input phone', 'submit']);
  });

  it('replays nothing whose element left the page, and lets go if hydration fails', async () => {
    const first = hydration();
    holdActionsUntil(first.ready);
    click('menu');
    const gone = document.getElementById('menu')!;
    const onClick = vi.fn();
    gone.addEventListener('click', onClick);
    gone.remove();
    first.done();
    await tick();
    await tick();
    expect(onClick).not.toHaveBeenCalled();

    const failed = Promise.reject(new Error('chunk failed'));
    holdActionsUntil(failed);
    await tick();
    // The browser's own: reaches the page's listeners, default not prevented (which this
    // listener then does, as jsdom cannot load another document).
    const reached = vi.fn((event: Event) => {
      expect(event.defaultPrevented).toBe(false);
      event.preventDefault();
    });
    root.addEventListener('click', reached);
    click('card');
    expect(reached).toHaveBeenCalledTimes(1);
  });
});
