/**
 * A video's poster hands over to its player on a click (`VideoPoster.tsx`): the poster goes, and
 * the player starts. A native `<video>` plays at once; an embedded player is asked to start with
 * `autoplay=1` (the Vimeo/YouTube/Qbrick convention; its `allow="autoplay"` lets it), keeping a
 * chapter's `#t=Ns`. Focus moves to the player, so a keyboard reader stays on the video.
 */
export function startVideo(poster: HTMLElement): void {
  const frame = poster.closest('.video__frame');
  const player = frame?.querySelector('.video__player') ?? null;
  poster.remove();
  if (player instanceof HTMLVideoElement) {
    player.focus();
    player.play().catch(() => {
      // A browser that refuses to start it still shows the player's own controls.
    });
  } else if (player instanceof HTMLIFrameElement) {
    const url = new URL(player.src, window.location.href);
    url.searchParams.set('autoplay', '1');
    player.src = url.toString();
    player.focus();
  }
}

export function enhanceVideoPosters(): void {
  for (const poster of document.querySelectorAll<HTMLElement>('[data-video-poster]')) {
    poster.addEventListener(
      'click',
      () => {
        startVideo(poster);
      },
      { once: true },
    );
    poster.dataset.videoPoster = 'ready';
  }
}
