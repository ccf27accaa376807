import { DocumentPageRenderer } from '../../adapters/render/document-page.renderer';
import { RendererMarkup } from '../../adapters/render/reader-markup';
import { family } from '../binding';
import { ID } from '../identifiers';

/** The renderer's markup beside pages (Markdown, overload page, inline scripts), and the document renderer over the client build in DIST_DIR (`load()` it before serving; ADR 16). */
export const renderingModule = family((provide) => {
  provide(ID.documentRenderer, (get) => new DocumentPageRenderer(get(ID.config).distDir));
  provide(ID.renderer, (get) => get(ID.documentRenderer));
  provide(ID.markup, () => new RendererMarkup());
});
