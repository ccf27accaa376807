/**
 * Embeds whose frames set the provider's cookies (Instagram, TikTok, X, Spotify: ADR 22) wait
 * for the reader's consent to marketing. The server renders each as a box explaining why, with
 * the frame's address in `data-embed-src`; once marketing is granted (a stored choice or a new
 * one), the box is replaced by the provider's frame. Only an address on a provider's own frame
 * origin is ever loaded, so a tampered attribute cannot frame anything else.
 */
import { EMBED_FRAME_ORIGINS, EMBED_SANDBOX } from '../../src/domain/content/embed.rules';
import { onConsent } from '../consent/consent-state';

function allowedFrame(src: string | undefined): string | null {
  if (src === undefined) return null;
  try {
    const url = new URL(src);
    return EMBED_FRAME_ORIGINS.includes(url.origin) ? url.href : null;
  } catch {
    return null;
  }
}

function showFrame(box: HTMLElement, doc: Document): void {
  const src = allowedFrame(box.dataset.embedSrc);
  if (src === null) return;
  const frame = doc.createElement('iframe');
  frame.className = 'embed__player';
  frame.src = src;
  frame.title = box.dataset.embedTitle ?? '';
  frame.setAttribute('sandbox', EMBED_SANDBOX);
  frame.setAttribute('allow', 'encrypted-media; picture-in-picture; fullscreen');
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  frame.loading = 'lazy';
  box.replaceWith(frame);
}

export function showEmbedsWithConsent(doc: Document = document): void {
  onConsent((choice) => {
    if (!choice.marketing) return;
    for (const box of doc.querySelectorAll<HTMLElement>('[data-embed-src]')) showFrame(box, doc);
  });
}
