/**
 * jsdom works out a computed style from scratch on every call: it matches its whole default
 * stylesheet against the element and, for each inherited property, against every ancestor. Role
 * queries ask that of every candidate and its ancestors (to leave out what is hidden), which made
 * them most of a walk's time. A style here changes only when the document does (an element, an
 * attribute, a text, a stylesheet) or focus moves (the sheet styles `:focus-visible`), so each
 * answer is kept until then: the same answers, each worked out once.
 */
const computeStyle = window.getComputedStyle.bind(window);
let kept = new WeakMap<Element, CSSStyleDeclaration>();
const forget = () => {
  kept = new WeakMap();
};

const changes = new MutationObserver(forget);
changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
document.addEventListener('focusin', forget, true);
document.addEventListener('focusout', forget, true);

window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
  if (pseudoElement) return computeStyle(element, pseudoElement);
  // Changes made since the observer last reported are read now, not a microtask later.
  if (changes.takeRecords().length > 0) forget();
  let style = kept.get(element);
  if (!style) {
    style = computeStyle(element);
    kept.set(element, style);
  }
  return style;
};
