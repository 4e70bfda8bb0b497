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
export function firstInteraction(target: Document = document): Promise<void> {
  return new Promise((resolve) => {
    const start = () => {
      for (const type of STARTERS) target.removeEventListener(type, start, true);
      target.defaultView?.removeEventListener('offline', start);
      resolve();
    };
    for (const type of STARTERS)
      target.addEventListener(type, start, { capture: true, passive: true });
    target.defaultView?.addEventListener('offline', start);
  });
}

/** A control a click acts on, which only the hydrated page can act on correctly. */
const ACTIONABLE = 'button, summary, label, input, [role="button"], [role="tab"]';

/** True for a link the browser should follow itself even before hydration: another site, a new
 * tab, a download. */
function leavesThePage(link: HTMLAnchorElement): boolean {
  if (link.target && link.target !== '_self') return true;
  if (link.hasAttribute('download')) return true;
  return new URL(link.href).origin !== link.ownerDocument.location.origin;
}

/**
 * From now until `ready` settles, clicks on links and controls of the page and form submissions
 * are stopped and kept; once the page has hydrated, text the visitor typed meanwhile is handed to
 * the hydrated fields (an `input` event per changed field, as typing would), then the kept actions
 * run again, in order, on elements still in the page. Returns a function that stops holding.
 */
export function holdActionsUntil(ready: Promise<unknown>, target: Document = document) {
  const held: (() => void)[] = [];
  let holding = true;
  const onClick = (event: MouseEvent) => {
    if (!holding || event.button !== 0) return;
    const element = event.target instanceof Element ? event.target : null;
    if (!element?.closest('#root')) return;
    const link = element.closest('a[href]');
    if (link instanceof HTMLAnchorElement && leavesThePage(link)) return;
    const actionable = link ?? element.closest(ACTIONABLE);
    if (!(actionable instanceof HTMLElement)) return;
    // A text field takes its caret and keys natively; only its form's submit is held.
    if (actionable instanceof HTMLInputElement && isTextLike(actionable)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(() => {
      if (actionable.isConnected) actionable.click();
    });
  };
  const onSubmit = (event: SubmitEvent) => {
    if (!holding) return;
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (!form?.closest('#root')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
    held.push(() => {
      if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : undefined);
    });
  };
  const stop = () => {
    holding = false;
    target.removeEventListener('click', onClick, true);
    target.removeEventListener('submit', onSubmit, true);
  };
  target.addEventListener('click', onClick, true);
  target.addEventListener('submit', onSubmit, true);
  void ready.then(
    () => {
      stop();
      handTypedTextToFields(target);
      // The fields' new state renders first (a submit handler reads it), then the actions run.
      setTimeout(() => {
        for (const replay of held.splice(0)) replay();
      });
    },
    () => {
      // Hydration failed: let the browser act on the page as it would without script.
      stop();
    },
  );
  return stop;
}

function isTextLike(input: HTMLInputElement): boolean {
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'image'].includes(input.type);
}

/** The hydrated fields hold what the server rendered; the page shows what the visitor typed or
 * picked (a select opens and changes natively: its click is not held). */
function handTypedTextToFields(target: Document) {
  for (const field of target.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    '#root input, #root textarea',
  )) {
    if (field instanceof HTMLInputElement && !isTextLike(field)) continue;
    if (field.value === field.defaultValue) continue;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  for (const select of target.querySelectorAll<HTMLSelectElement>('#root select')) {
    const rendered = [...select.options].find((o) => o.defaultSelected) ?? select.options[0];
    if (rendered && select.value !== rendered.value) {
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
}
