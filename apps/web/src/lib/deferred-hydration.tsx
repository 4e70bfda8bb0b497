// Progressive hydration. Hydrating a whole page in one go is one long task on a slow phone (a
// home page with 24 cards: ~300 ms at 4× CPU slowdown, all of it Total Blocking Time). Parts
// wrapped in <Deferred> keep their server HTML while the page hydrates and are hydrated after,
// a few per task, so no task is long. Preact keeps the server's DOM of a component that suspends
// while hydrating, one element of it: a <Deferred> child must always render exactly one element.
// Outside hydration (a screen the browser renders itself) <Deferred> renders at once.
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDataSaver } from './data-saver.ts';
import { useTranslation } from './i18n.ts';
import { KEEP_SCROLL } from './keep-scroll.ts';

interface Gate {
  open: boolean;
  promise?: Promise<void>;
}

let hydrating = false;
const waiting: (() => void)[] = [];

/** Before hydrating: <Deferred> parts rendered from now on wait. */
export function startHydration() {
  hydrating = true;
}

/** After the page's hydration: hydrates the waiting parts `perTask` at a time, each batch in a
 * task of its own (a part's own <Deferred> parts wait their turn too: a grid waits as one part,
 * then its cards a few at a time); resolves once all are done. */
export function finishHydration(perTask = 1): Promise<void> {
  return new Promise((resolve) => {
    const next = () => {
      for (const open of waiting.splice(0, perTask)) open();
      // Opened parts render in this task's microtasks, queueing their own parts.
      setTimeout(() => {
        if (waiting.length > 0) next();
        else {
          hydrating = false;
          resolve();
        }
      });
    };
    setTimeout(next);
  });
}

function Wait({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (!gate.open) throw gate.promise;
  return children;
}

/** A gate: open outside hydration; while hydrating, closed until `open` runs (Deferred queues
 * it; Static never does). */
function newGate(queue: boolean): Gate {
  if (!hydrating) return { open: true };
  const gate: Gate = { open: false };
  gate.promise = new Promise<void>((resolve) => {
    const open = () => {
      gate.open = true;
      resolve();
    };
    if (queue) waiting.push(open);
  });
  return gate;
}

export function Deferred({ children }: { children: ReactNode }) {
  const [gate] = useState<Gate>(() => newGate(true));
  return (
    <Suspense fallback={null}>
      <Wait gate={gate}>{children}</Wait>
    </Suspense>
  );
}

/**
 * Content with nothing to do in the browser (cards, facts, the footer: links and text). While a
 * page hydrates it keeps its server HTML and is never hydrated: no script runs for it (decision
 * 055). Its links still move within the app (useStaticLinks). When what it shows changes (the
 * language, the data saver, or `watch`: e.g. the ids of the cards), it is rendered afresh in the
 * browser, not hydrated: hydration would keep the server's attributes (links, photos). Outside
 * hydration it renders at once. One wrapper element (`display: contents`) marks the region.
 */
export function Static({ children, watch }: { children: ReactNode; watch?: string | number }) {
  const { i18n } = useTranslation();
  const [dataSaver] = useDataSaver();
  const now = `${i18n.language}|${dataSaver}|${watch ?? ''}`;
  const [rendered] = useState(now);
  const [gate] = useState<Gate>(() => newGate(false));
  // Closed (server HTML) while what it shows is what the server rendered; afresh once it changes,
  // and from then on rendered as any part is.
  const fresh = useRef(false);
  if (!gate.open && now !== rendered) fresh.current = true;
  return (
    <Suspense key={fresh.current ? 'fresh' : 'server'} fallback={null}>
      {fresh.current ? (
        <StaticRegion>{children}</StaticRegion>
      ) : (
        <Wait gate={gate}>
          <StaticRegion>{children}</StaticRegion>
        </Wait>
      )}
    </Suspense>
  );
}

function StaticRegion({ children }: { children: ReactNode }) {
  return (
    <div data-static="" className="contents">
      {children}
    </div>
  );
}

/**
 * Clicks on links in a region that was never hydrated (Static) move within the app, as a
 * hydrated <Link> would, instead of loading a new page. A hydrated link handles its own click
 * (defaultPrevented); new tabs, downloads, modified clicks and other sites go to the browser.
 */
export function useStaticLinks() {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || !link.closest('[data-static]')) return;
      if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      // A link that changes only what the page lists (a category chip) says so in the HTML, as
      // its <Link state> would once hydrated: the page keeps its scroll position.
      const state = link.hasAttribute('data-keep-scroll') ? KEEP_SCROLL : undefined;
      void navigateRef.current(`${url.pathname}${url.search}${url.hash}`, { state });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
}
