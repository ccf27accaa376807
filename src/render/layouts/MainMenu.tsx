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
 * The main menu with nested children. Below 1024px it fills the header's off-canvas panel, each
 * section with its children listed under it; from 1024px it is a horizontal bar whose sections'
 * children open on hover or keyboard focus (no JavaScript).
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
            className={`main-menu__item${item.children.length > 0 ? ' main-menu__item--parent' : ''}${item.highlight === true ? ' main-menu__item--highlight' : ''}`}
          >
            <MenuLink item={item} className="main-menu__link" />
            {item.children.length > 0 && <SubMenu items={item.children} />}
          </li>
        ))}
      </ul>
    </nav>
  );
}
