import type { Author } from '../../../domain/content/content.types';
import { Image } from '../../components/Image';

interface Props {
  readonly author: Author;
  /** Rendered size in CSS pixels (square). */
  readonly size: number;
}

/** An author's round portrait, cropped square on the CDN. */
export function AuthorAvatar({ author, size }: Props) {
  if (author.avatar === null) return null;
  const image = {
    url: author.avatar.url,
    alt: author.avatar.caption ?? author.name,
    title: null,
    caption: null,
    copyright: null,
    focalPoint: null,
    aspectRatio: null,
  };
  return (
    <Image className="avatar" image={image} sizes={`${size}px`} cropAspectRatio={1} width={size} />
  );
}
