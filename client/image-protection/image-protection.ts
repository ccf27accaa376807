/** The message shows for 3 s, then fades over 2 s. */
export const MESSAGE_VISIBLE_MS = 3000;
export const MESSAGE_FADE_MS = 2000;

function isImage(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('img, picture') !== null;
}

/**
 * Blocks the context menu (right-click, long press) on images and shows the
 * `fields.prevent-image-download` message (rendered hidden by the layout) near the pointer for
 * 3 s, then fades it out over 2 s. Also blocks dragging an image out of the page.
 */
export function protectImages(doc: Document = document): void {
  const box = doc.querySelector<HTMLElement>('[data-image-protection]');
  if (box === null) return;
  let fadeTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  const show = (x: number, y: number) => {
    clearTimeout(fadeTimer);
    clearTimeout(hideTimer);
    const left = Math.max(8, Math.min(x, window.innerWidth - box.offsetWidth - 8));
    box.style.left = `${String(left)}px`;
    box.style.top = `${String(Math.max(8, y))}px`;
    box.classList.remove('image-protection--fading');
    box.hidden = false;
    box.dataset.state = 'visible';
    fadeTimer = setTimeout(() => {
      box.classList.add('image-protection--fading');
      box.dataset.state = 'fading';
    }, MESSAGE_VISIBLE_MS);
    hideTimer = setTimeout(() => {
      box.hidden = true;
      box.classList.remove('image-protection--fading');
      box.dataset.state = 'hidden';
    }, MESSAGE_VISIBLE_MS + MESSAGE_FADE_MS);
  };
  doc.addEventListener('contextmenu', (event) => {
    if (!isImage(event.target)) return;
    event.preventDefault();
    show(event.clientX, event.clientY);
  });
  doc.addEventListener('dragstart', (event) => {
    if (isImage(event.target)) event.preventDefault();
  });
  doc.documentElement.dataset.imagesProtected = 'true';
}
