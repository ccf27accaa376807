export function hydrateIslands() {
  for (const el of document.querySelectorAll('[data-island]')) console.log('island', el.getAttribute('data-island'));
}
