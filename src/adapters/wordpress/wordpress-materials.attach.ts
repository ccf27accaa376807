import type { Article, Material, Widget } from '../../domain/content/content.types';
import type { Material as ServiceMaterial } from '../../domain/services/services.types';
import type { Site } from '../../domain/site/site.types';
import type { MaterialsPort } from '../../ports/materials.port';

type MaterialGuide = Extract<Widget, { type: 'material_guide' }>;

function isGuide(widget: Widget): widget is MaterialGuide {
  return widget.type === 'material_guide' && !widget.locked;
}

function toMaterial(material: ServiceMaterial, index: number): Material {
  const id = Number(material.id);
  return {
    id: Number.isFinite(id) ? id : index,
    name: material.name,
    description: material.description,
    image:
      material.imageUrl === null
        ? null
        : {
            url: material.imageUrl,
            alt: material.name,
            title: null,
            caption: null,
            copyright: null,
            focalPoint: null,
            aspectRatio: null,
          },
  };
}

/**
 * Fills the material-guide widgets of an article from the materials service (one call
 * `api/v1/materials/locale/{lang}/{ids}` with a Bearer header, made by the port). Each guide gets
 * its own materials in its own order; when the service fails the guides keep `materials: null`
 * and render nothing.
 */
export async function attachMaterials(
  article: Article,
  site: Site,
  port: MaterialsPort,
): Promise<Article> {
  const ids = [...new Set(article.widgets.filter(isGuide).flatMap((widget) => widget.materialIds))];
  if (ids.length === 0) return article;
  // No service for the site, or one that fails: the widgets stay as the article has them.
  const outcome = await port.materials(site, ids.map(String)).catch(() => null);
  const answer = outcome?.ok === true ? outcome.value : null;
  if (answer === null) return article;
  const byId = new Map(answer.map((material, index) => [material.id, toMaterial(material, index)]));
  return {
    ...article,
    widgets: article.widgets.map((widget) =>
      isGuide(widget)
        ? {
            ...widget,
            materials: widget.materialIds.flatMap((id) => {
              const material = byId.get(String(id));
              return material === undefined ? [] : [material];
            }),
          }
        : widget,
    ),
  };
}
