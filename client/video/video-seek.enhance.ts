/**
 * Starts the page's video at `?t=N` (whole seconds): the address each chapter's structured data
 * names (`Clip.url`, `SeekToAction`, src/domain/structured-data/video.structured-data.ts). An
 * embedded player gets the start as `#t=Ns` (the Vimeo/YouTube embed convention); a native
 * `<video>` seeks once its metadata is known. Anything but a positive whole number is ignored.
 */
export function startSeconds(search: string): number | null {
  const raw = new URLSearchParams(search).get('t');
  if (raw === null || !/^\d{1,6}$/.test(raw)) return null;
  const seconds = Number(raw);
  return seconds > 0 ? seconds : null;
}

export function seekVideos(): void {
  const seconds = startSeconds(window.location.search);
  const player = document.querySelector('[data-video-player]');
  if (seconds === null || player === null) return;
  if (player instanceof HTMLIFrameElement) {
    const url = new URL(player.src, window.location.href);
    url.hash = `t=${String(seconds)}s`;
    player.src = url.toString();
  } else if (player instanceof HTMLVideoElement) {
    const seek = (): void => {
      player.currentTime = seconds;
    };
    if (player.readyState >= HTMLMediaElement.HAVE_METADATA) seek();
    else {
      player.addEventListener('loadedmetadata', seek, { once: true });
      player.preload = 'metadata';
    }
  }
  player.scrollIntoView({ block: 'center' });
}
