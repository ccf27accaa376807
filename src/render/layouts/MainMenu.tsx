import type { MenuItem } from '../../domain/content/content.types';
import { useRenderEnv } from '../env/RenderEnv';
import { MenuLink } from './MenuLink';

interface Props {
  readonly items: readonly MenuItem[];
}

function SubMenu({ items }: Props) {
  return (
    <ul className="main-menu__submenu">
      {items.map((item) => (
        <li key={item.id} className="main-menu__subitem">
          <MenuLink item={item} className="main-menu__sublink" />
          {item.children.length > 0 && <SubMenu items={item.children} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * The main menu with nested children. Phones get a scrollable row of top-level sections; from
 * 1024px a section's children open on hover or keyboard focus (no JavaScript).
 */
export function MainMenu({ items }: Props) {
  const { t } = useRenderEnv();
  if (items.length === 0) return null;
  return (
    <nav className="main-menu" aria-label={t('nav.main_menu')}>
      <ul className="main-menu__list">
        {items.map((item) => (
          <li
            key={item.id}
            className={`main-menu__item${item.children.length > 0 ? ' main-menu__item--parent' : ''}`}
          >
            <MenuLink item={item} className="main-menu__link" />
            {item.children.length > 0 && <SubMenu items={item.children} />}
          </li>
        ))}
      </ul>
    </nav>
  );
}
