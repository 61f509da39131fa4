import { EARLY_INPUT_GLOBAL } from '@contract/early-input';
import type { AppRouter } from './router';

/** What index.html's inline script holds for each tap, submission or field typed in. */
type HeldInput = {
  type: 'click' | 'input' | 'submit';
  target: Element;
  /** Child indexes from #root to the target: finds it again when the app drew the page afresh. */
  path: number[];
  /** What the field held (type 'input'). */
  value?: string;
  /** A checkbox or radio button tapped: what the tap made it (the browser has shown it already). */
  checked?: boolean;
};

type Release = () => HeldInput[];

/** How long a page drawn afresh waits for its first route before it replays anyway. */
const READY_FALLBACK_MS = 2000;

/**
 * Replays what was held once the first route has rendered (drawn afresh, or hydrated), or after
 * READY_FALLBACK_MS whatever happened (a route that failed to load included: until the replay,
 * every tap on the page is held). A replay that comes while React is still hydrating makes it
 * hydrate the page at once, as a tap would.
 */
export function replayOnceRendered(root: HTMLElement, router: Pick<AppRouter, 'subscribe'>) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe = () => {};
  const replay = () => {
    clearTimeout(timer);
    unsubscribe();
    // A frame later: the route's own effects (a form's saved draft, a list's first answer) go first.
    requestAnimationFrame(() => replayEarlyInput(root));
  };
  unsubscribe = router.subscribe('onRendered', replay);
  timer = setTimeout(replay, READY_FALLBACK_MS);
}

/** Replays what was held, in order; a second call finds nothing. */
export function replayEarlyInput(root: HTMLElement) {
  const release = (window as unknown as Record<string, Release | undefined>)[EARLY_INPUT_GLOBAL];
  if (!release) return;
  const held = release();
  let typedInto: HTMLElement | null = null;
  held.forEach((input, index) => {
    const next = held[index + 1];
    if (input.type === 'input' && next?.type === 'input' && next.target === input.target) return;
    const target = resolve(root, input);
    if (!target) return;
    if (input.type === 'click') {
      if (input.checked !== undefined && target instanceof HTMLInputElement) untick(target, input.checked);
      // Dispatched rather than .click(): the tap may have landed on a button's icon, an SVG element.
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    } else if (input.type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
    else if (input.type === 'input' && input.value !== undefined && isField(target)) {
      setFieldValue(target, input.value);
      typedInto = target;
    }
  });
  const field = typedInto as HTMLElement | null;
  if (field?.isConnected && (document.activeElement === null || document.activeElement === document.body)) field.focus();
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (element: Element): element is Field =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

/** What a tap acts on: the button, tab or field around the icon or text it landed on. */
const ACTIONABLE = 'a, button, input, select, textarea, label, summary, [role], [tabindex]';

/**
 * The element itself if React kept it (hydrated); else, on a page the app drew afresh, the one
 * element that looks the same (its tag and text, or a field's type, name and placeholder), or
 * failing that the one at the same place.
 */
function resolve(root: HTMLElement, input: HeldInput): Element | null {
  if (input.target.isConnected) return input.target;
  let target = input.target;
  let path = input.path;
  const actionable = input.type === 'click' ? target.closest(ACTIONABLE) : null;
  if (actionable) {
    while (target !== actionable && target.parentElement) {
      target = target.parentElement;
      path = path.slice(0, -1);
    }
  }
  const wanted = signature(target);
  const alike = [...root.querySelectorAll(target.tagName)].filter((element) => signature(element) === wanted);
  if (alike.length === 1) return alike[0]!;
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node && signature(node) === wanted ? node : null;
}

const signature = (element: Element) =>
  isField(element)
    ? [element.tagName, element.getAttribute('type'), element.getAttribute('name'), element.getAttribute('placeholder'), element.getAttribute('aria-label')].join('|')
    : [element.tagName, element.textContent?.trim()].join('|');

/**
 * Undoes the tick the browser has already shown on a checkbox or radio button, so that React sees
 * the replayed tap make it: first an input event (no change for React) hydrates it, as for a typed
 * field (setFieldValue).
 */
function untick(box: HTMLInputElement, tickedTo: boolean) {
  box.dispatchEvent(new Event('input', { bubbles: true }));
  box.checked = !tickedTo;
}

/**
 * Sets a field's value so that React's onChange sees it.
 *
 * On a page being hydrated, React hydrates a part when an input event reaches it; if the field
 * then held the typed text, React would take it for the page's own and see no change. So the
 * field first goes back to its value in the HTML, and that input event (no change) hydrates it.
 * Then React must see the typed text as new: it remembers the value it last saw on the element
 * itself, which the element's own `value` updates and the prototype's setter does not.
 */
function setFieldValue(field: Field, value: string) {
  if (field instanceof HTMLSelectElement) for (const option of field.options) option.selected = option.defaultSelected;
  else field.value = field.defaultValue;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.value = '';
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}
