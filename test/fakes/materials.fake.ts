import type { Material } from '../../src/domain/services/services.types';
import { failed, succeeded, type Outcome } from '../../src/domain/errors/outcome';
import type { Site } from '../../src/domain/site/site.types';
import type { MaterialsPort } from '../../src/ports/materials.port';

/**
 * An in-memory materials service: answers the materials a test put in, in the order asked, and
 * leaves unknown ids out. `down` makes every call answer the failure of an unreachable service.
 */
export class InMemoryMaterials implements MaterialsPort {
  readonly known = new Map<string, Material>();
  down = false;
  /** Every id list asked for, in order. */
  readonly asked: (readonly string[])[] = [];

  add(...materials: readonly Material[]): this {
    for (const material of materials) this.known.set(material.id, material);
    return this;
  }

  materials(_site: Site, ids: readonly string[]): Promise<Outcome<readonly Material[] | null>> {
    this.asked.push(ids);
    if (this.down) {
      return Promise.resolve(
        failed({ code: 'UPSTREAM_UNREACHABLE', service: 'materials', retryable: true }),
      );
    }
    return Promise.resolve(
      succeeded(
        ids.flatMap((id) => {
          const material = this.known.get(id);
          return material === undefined ? [] : [material];
        }),
      ),
    );
  }
}

/** A material as the materials adapter returns it. */
export function materialFixture(id: string, overrides: Partial<Material> = {}): Material {
  return {
    id,
    name: `Material ${id}`,
    description: null,
    imageUrl: null,
    url: null,
    unit: 'stk',
    ...overrides,
  };
}
