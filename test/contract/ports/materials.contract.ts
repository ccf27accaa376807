import { describe, expect, it } from 'vitest';
import type { MaterialsPort } from '../../../src/ports/materials.port';
import type { PortTarget } from './port-contract';

export interface MaterialsGiven {
  /** Ids the service knows. */
  readonly knownIds: readonly string[];
}

/** `MaterialsPort`: the known materials of the ids asked, unknown ones left out; `null` on failure. */
export function materialsPortContract(
  name: string,
  target: PortTarget<MaterialsPort, MaterialsGiven>,
) {
  describe(`MaterialsPort contract: ${name}`, () => {
    it('answers the known materials and leaves unknown ids out', async () => {
      const { port, site, given } = await target.answering();
      const materials = await port.materials(site, [...given.knownIds, '999999']);
      expect(materials?.map((material) => material.id)).toEqual(given.knownIds);
      for (const material of materials ?? []) expect(material.name).toMatch(/\S/);
    });

    it('answers no materials for no ids', async () => {
      const { port, site } = await target.answering();
      expect(await port.materials(site, [])).toEqual([]);
    });

    it('answers null when the service fails', async () => {
      const { port, site } = await target.failing();
      expect(await port.materials(site, ['1'])).toBeNull();
    });
  });
}
