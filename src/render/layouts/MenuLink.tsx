import type { MenuItem } from '../../domain/content/content.types';
import { safeHref } from '../markdown/safe-url';

interface Props {
  readonly item: MenuItem;
  readonly className: string;
}

/** A menu item's link; an item with an unsafe URL renders as plain text. */
export function MenuLink({ item, className }: Props) {
  const href = safeHref(item.url);
  if (href === null) return <span className={className}>{item.title}</span>;
  const opensWindow = item.target === '_blank';
  // The editor's relation words and `noopener` for a new window, each once.
  const words = new Set(`${item.rel ?? ''} ${opensWindow ? 'noopener' : ''}`.split(/\s+/));
  words.delete('');
  const rel = [...words].join(' ');
  return (
    <a
      className={className}
      href={href}
      target={opensWindow ? '_blank' : undefined}
      rel={rel === '' ? undefined : rel}
    >
      {item.title}
    </a>
  );
}
