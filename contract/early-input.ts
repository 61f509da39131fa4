/**
 * Taps and typing on a prerendered page before the app has taken it over (issue 14).
 *
 * On 3G the page is drawn seconds before its JavaScript has arrived and run, and a traveller taps
 * and types in that time. Without handlers the tap does nothing and React, taking the page over,
 * forgets what was typed. So index.html carries this small inline script (no network, runs before
 * anything is drawn): it holds each tap, form submission and field's typing inside #root, and the
 * app replays them once it is in (src/app/early-input.tsx). A tap on a link is let through: the
 * browser opens that page, which is prerendered too.
 *
 * It is plain JavaScript in a string because it goes into the HTML as it is; the server's CSP
 * allows it by its hash (server/http/security-headers.ts), so no other inline script can run.
 */

/** The function that hands the app what was held and stops holding; undefined once it has. */
export const EARLY_INPUT_GLOBAL = '__freelyEarlyInput';

/**
 * Each held input is `{ type: 'click' | 'input' | 'submit', target, path, value, checked }` (HeldInput
 * in src/app/early-input.tsx). A tap on a checkbox or radio button is let through, so it shows at
 * once, and held too: `checked` is what the tap made it.
 */
export const EARLY_INPUT_SCRIPT = `(function () {
  var held = [];
  var types = ['click', 'input', 'change', 'submit'];
  function hold(event) {
    var root = document.getElementById('root');
    var target = event.target;
    if (!root || !(target instanceof Element) || !root.contains(target) || target === root) return;
    if (event.type === 'click' && target.closest('a[href]')) return;
    var toggle = target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio');
    if (toggle && event.type !== 'click') return;
    if (!toggle && (event.type === 'click' || event.type === 'submit')) event.preventDefault();
    event.stopImmediatePropagation();
    var path = [];
    for (var node = target; node !== root; node = node.parentElement) path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    held.push({ type: event.type === 'change' ? 'input' : event.type, target: target, path: path, value: 'value' in target ? String(target.value) : undefined, checked: toggle ? target.checked : undefined });
  }
  types.forEach(function (type) { window.addEventListener(type, hold, true); });
  window.${EARLY_INPUT_GLOBAL} = function () {
    types.forEach(function (type) { window.removeEventListener(type, hold, true); });
    window.${EARLY_INPUT_GLOBAL} = undefined;
    return held.splice(0);
  };
})();`;
