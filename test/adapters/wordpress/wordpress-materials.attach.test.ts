import { describe, expect, it } from 'vitest';
import { failed, succeeded } from '../../../src/domain/errors/outcome';
import { attachMaterials } from '../../../src/adapters/wordpress/wordpress-materials.attach';
import type { Widget } from '../../../src/domain/content/content.types';
import type { Material } from '../../../src/domain/services/services.types';
import type { MaterialsPort } from '../../../src/ports/materials.port';
import { siteFixture } from '../../fakes/domain-builders';
import { contentPage } from '../../support/page-asked';
import { article } from '../../render/view-model.fixture';
import {
  compositeWithWidgets,
  RECORDED_COMPOSITE_ID,
  textItemWidget,
} from '../../fixtures/manual/wordpress/composite.fixture';
import { resolveComposite } from '../../fixtures/manual/wordpress/resolve.fixture';
import { materialGuideWidget } from '../../fixtures/manual/wordpress/widgets.fixture';
import { contentApiHarness, expectKind } from './content-api.harness';

function material(id: string): Material {
  return {
    id,
    name: `Materiale ${id}`,
    description: null,
    imageUrl: id === '7' ? 'https://materials.example.com/7.jpg' : null,
    url: null,
    unit: null,
  };
}

/**
 * A materials service that answers from a table and remembers what it was asked; `null`: it fails
 * (the service cannot be reached).
 */
function materialsService(answer: readonly Material[] | null) {
  const calls: (readonly string[])[] = [];
  const port: MaterialsPort = {
    materials: (_site, ids) => {
      calls.push(ids);
      return Promise.resolve(
        answer === null
          ? failed({ code: 'UPSTREAM_UNREACHABLE', service: 'materials', retryable: true })
          : succeeded(answer),
      );
    },
  };
  return { port, calls };
}

function guide(key: string, materialIds: number[], locked = false): Widget {
  return { type: 'material_guide', key, locked, title: null, materialIds, materials: null };
}

const site = siteFixture();

describe('material guides', () => {
  it('asks the materials service once for every id and gives each guide its own, in order', async () => {
    const service = materialsService([material('7'), material('3'), material('9')]);
    const result = await attachMaterials(
      article({ widgets: [guide('a', [3, 7]), guide('b', [9, 3])] }),
      site,
      service.port,
    );
    expect(service.calls).toEqual([['3', '7', '9']]);
    const names = result.widgets.map((widget) =>
      widget.type === 'material_guide' ? widget.materials?.map((item) => item.name) : null,
    );
    expect(names).toEqual([
      ['Materiale 3', 'Materiale 7'],
      ['Materiale 9', 'Materiale 3'],
    ]);
    const first = result.widgets[0];
    expect(first?.type === 'material_guide' && first.materials?.[1]?.image?.url).toBe(
      'https://materials.example.com/7.jpg',
    );
  });

  it('leaves the guides empty when the service fails, and skips locked guides', async () => {
    const failing = materialsService(null);
    const result = await attachMaterials(
      article({ widgets: [guide('a', [3])] }),
      site,
      failing.port,
    );
    expect(result.widgets[0]).toMatchObject({ materials: null });
    const locked = materialsService([material('3')]);
    await attachMaterials(article({ widgets: [guide('a', [3], true)] }), site, locked.port);
    expect(locked.calls).toEqual([]);
  });
});

describe('material guides of a resolved article', () => {
  it('are filled from the materials service after the entity call', async () => {
    const service = materialsService([material('11'), material('12')]);
    const harness = contentApiHarness({ materials: service.port });
    harness.replyResolve(resolveComposite(RECORDED_COMPOSITE_ID));
    harness.replyEntity(
      `wp/v2/composites/${RECORDED_COMPOSITE_ID}`,
      compositeWithWidgets([textItemWidget('Intro'), materialGuideWidget()]),
    );

    const { article: resolved } = expectKind(
      await harness.content.resolve(harness.site, contentPage('/a/b')),
      'article',
    );

    expect(service.calls).toEqual([['11', '12']]);
    expect(resolved.widgets[1]).toMatchObject({
      type: 'material_guide',
      materials: [
        { id: 11, name: 'Materiale 11' },
        { id: 12, name: 'Materiale 12' },
      ],
    });
    await harness.close();
  });
});
