import { VikePageRenderer } from '../../adapters/render/vike-page.renderer';
import { family } from '../binding';
import { ID } from '../identifiers';

/** The Vike renderer over the build in DIST_DIR (`load()` it before serving). */
export const renderingModule = family((provide) => {
  provide(ID.vikeRenderer, (get) => new VikePageRenderer(get(ID.config).distDir));
  provide(ID.renderer, (get) => get(ID.vikeRenderer));
});
