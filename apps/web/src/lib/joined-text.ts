// Adjacent text in JSX (`<PinIcon /> {place}`, `{name}{' '}<Badge />`) is one text node in the
// server's HTML but two or more vnodes. Hydrating, Preact then rewrites the first text node and
// inserts the others: the page looks the same, but each change costs the browser a style, layout
// and paint (and a frame) in the middle of hydration, the slowest moment on a cheap phone.
// Joining adjacent strings and numbers into one child, on the server and in the browser alike,
// lets hydration adopt the server's DOM without touching it. Positions are kept (joined texts
// leave `null` behind) so elements keep their place among their siblings.
import { options, type VNode } from 'preact';

const isText = (child: unknown): child is string | number =>
  typeof child === 'string' || typeof child === 'number';
/** Renders nothing, so the texts on either side of it end up in one DOM text node. */
const isHole = (child: unknown) => child == null || typeof child === 'boolean';

/** The children with every run of adjacent texts joined into its first and empty texts (which
 * the server renders as nothing, the browser as an empty node) as `null`; the same array when
 * there is nothing to change. */
export function joinAdjacentText(children: readonly unknown[]): readonly unknown[] {
  let joined: unknown[] | undefined;
  let runStart = -1;
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    if (child === '') {
      joined ??= [...children];
      joined[i] = null;
    } else if (isText(child)) {
      if (runStart === -1) {
        runStart = i;
        continue;
      }
      joined ??= [...children];
      joined[runStart] = `${joined[runStart]}${child}`;
      joined[i] = null;
    } else if (!isHole(child)) runStart = -1;
  }
  return joined ?? children;
}

let installed = false;

/** Joins adjacent texts in every element created from now on (elements only: a component's
 * children reach the DOM through an element, where they are joined). */
export function joinTextWhileRendering() {
  if (installed) return;
  installed = true;
  const previous = options.vnode;
  options.vnode = (vnode: VNode) => {
    const props = vnode.props as { children?: unknown } | undefined;
    if (typeof vnode.type === 'string' && props) {
      if (Array.isArray(props.children)) props.children = joinAdjacentText(props.children);
      else if (props.children === '') props.children = null;
    }
    previous?.(vnode);
  };
}
