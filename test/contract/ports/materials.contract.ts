import { describe, expect, it } from 'vitest';
import type { MaterialsPort } from '../../../src/ports/materials.port';
import type { PortTarget } from './port-contract';

export interface MaterialsGiven {
  /** Ids the service knows. */
  readonly knownIds: readonly string[];
}

/**
 * `MaterialsPort`: the known materials of the ids asked, unknown ones left out; the failure, with
 * its code and service, when the service cannot be reached.
 */
export function materialsPortContract(
  name: string,
  target: PortTarget<MaterialsPort, MaterialsGiven>,
) {
  describe(`MaterialsPort contract: ${name}`, () => {
    it('answers the known materials and leaves unknown ids out', async () => {
      const { port, site, given } = await target.answering();
      const answer = await port.materials(site, [...given.knownIds, '999999']);
      const materials = answer.ok ? answer.value : null;
      expect(materials?.map((material) => material.id)).toEqual(given.knownIds);
      for (const material of materials ?? []) expect(material.name).toMatch(/\S/);
    });

    it('answers no materials for no ids', async () => {
      const { port, site } = await target.answering();
      expect(await port.materials(site, [])).toEqual({ ok: true, value: [] });
    });

    it('answers the failure, its code and service, when the service cannot be reached', async () => {
      const { port, site } = await target.failing();
      expect(await port.materials(site, ['1'])).toMatchObject({
        ok: false,
        failure: { code: 'UPSTREAM_UNREACHABLE', service: 'materials', retryable: true },
      });
    });
  });
}
