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
  const rel = [item.rel, opensWindow ? 'noopener' : null]
    .filter((value) => value !== null && value !== '')
    .join(' ');
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
