interface Props {
  /** The poster's address (the video's thumbnail, sized); none: a neutral poster in the brand's colours. */
  readonly src: string | null;
  /** The button's accessible name: "Play video: {name}" in the site's language. */
  readonly label: string;
}

/**
 * What a video shows before it plays: its thumbnail (or a neutral branded poster, never a black
 * box) under a visible play button, laid over the player in its frame. A click hands over to the
 * player, which starts (`client/video/video-poster.enhance.ts`); without scripts the poster is
 * hidden and the player's own controls remain (the `noscript` style in the document head).
 */
export function VideoPoster({ src, label }: Props) {
  return (
    <button type="button" className="video__poster" data-video-poster="" aria-label={label}>
      {src === null ? (
        <span className="video__poster-blank" aria-hidden="true" />
      ) : (
        <img className="video__poster-image" src={src} alt="" loading="lazy" decoding="async" />
      )}
      <span className="video__play" aria-hidden="true" />
    </button>
  );
}
