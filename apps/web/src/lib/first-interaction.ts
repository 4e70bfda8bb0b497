// A public page arrives rendered and readable; it hydrates when the visitor first acts on it
// (decision 058), not as soon as it loads: on an entry-level phone hydrating at once was most of
// the main-thread work after the first paint, spent even for a visitor who only reads. From the
// first touch, key or focus, hydration runs (~0.3 s of script at 8× CPU slowdown, in short tasks);
// a tap, click or submit that lands before it is done is held and replayed on the hydrated page,
// so nothing the visitor did is lost and nothing happens twice.

/** What starts hydration: any way of beginning to act on the page (and losing the network, so
 * the offline banner can show). Scrolling a phone starts with a touch, so it counts too. */
const STARTERS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** Resolves at the visitor's first interaction with the page (or when the browser goes offline). */
export function firstInteraction(): Promise<void> {
  return new Promise((resolve) => {
    const listening = new AbortController();
    const options = { capture: true, passive: true, signal: listening.signal };
    const start = () => {
      listening.abort();
      resolve();
    };
    for (const type of STARTERS) document.addEventListener(type, start, options);
    addEventListener('offline', start, options);
  });
}

/** A control a click acts on, which only the hydrated page can act on correctly. */
const ACTIONABLE = 'button,summary,label,input,[role=button]';
/** Inputs that are not text fields (their clicks are held; a text field's caret is native). */
const NOT_TEXT = /^(checkbox|radio|button|submit|reset|file|image)$/;

/**
 * From now until `ready` settles, clicks on links and controls of the page and form submissions
 * are stopped and kept; once the page has hydrated, text the visitor typed meanwhile is handed to
 * the hydrated fields (an `input` event per changed field, as typing would), then the kept
 * actions run again, in order, on elements still in the page. A select is left alone: the tap
 * that opens it starts hydration, which is over long before a choice closes it. If hydration fails, the browser acts on the page as without script.
 */
export function holdActionsUntil(ready: Promise<unknown>) {
  const held: (() => void)[] = [];
  const hold = (event: Event) => {
    const element = event.target instanceof Element ? event.target : null;
    if (!element?.closest('#root')) return;
    let replay: () => void;
    if (element instanceof HTMLFormElement) {
      const submitter = (event as SubmitEvent).submitter;
      replay = () => element.requestSubmit(submitter?.isConnected ? submitter : undefined);
    } else {
      if ((event as MouseEvent).button !== 0) return;
      // Links to other sites too: the hydrated "Chat on WhatsApp" counts the tap as it opens the
      // chat (a replayed click still opens it: the tap's activation lasts seconds). A download
      // is the browser's.
      const link = element.closest('a[href]');
      if (link?.hasAttribute('download')) return;
      const actionable = link ?? element.closest(ACTIONABLE);
      if (!(actionable instanceof HTMLElement)) return;
      // A text field takes its caret and keys natively; only its form's submit is held.
      if (actionable instanceof HTMLInputElement && !NOT_TEXT.test(actionable.type)) return;
      replay = () => actionable.click();
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(() => element.isConnected && replay());
  };
  const holding = new AbortController();
  const stop = () => holding.abort();
  for (const type of ['click', 'submit']) {
    document.addEventListener(type, hold, { capture: true, signal: holding.signal });
  }
  void ready.then(() => {
    stop();
    for (const field of document.querySelectorAll<HTMLInputElement>('#root input,#root textarea')) {
      if (field.value !== field.defaultValue && !NOT_TEXT.test(field.type)) {
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
    }
    // The fields' new state renders first (a submit handler reads it), then the actions run.
    setTimeout(() => {
      for (const replay of held.splice(0)) replay();
    });
  }, stop);
}
