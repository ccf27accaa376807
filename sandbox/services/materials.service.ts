import type { FastifyInstance } from 'fastify';

/** Training equipment named by material guides (by the content's numeric material ids), with names per language. */
const MATERIALS: Readonly<
  Record<string, { readonly unit: string; readonly names: Readonly<Record<string, string>> }>
> = {
  // kettlebell-12
  '4101': {
    unit: 'kg',
    names: {
      da: 'Kettlebell, 12 kg',
      sv: 'Kettlebell, 12 kg',
      nb: 'Kettlebell, 12 kg',
      fi: 'Kahvakuula, 12 kg',
      nl: 'Kettlebell, 12 kg',
    },
  },
  // yoga-mat
  '4102': {
    unit: 'stk',
    names: {
      da: 'Træningsmåtte',
      sv: 'Träningsmatta',
      nb: 'Treningsmatte',
      fi: 'Jumppamatto',
      nl: 'Trainingsmat',
    },
  },
  // resistance-band
  '4103': {
    unit: 'stk',
    names: {
      da: 'Elastikbånd, medium',
      sv: 'Gummiband, medium',
      nb: 'Strikk, medium',
      fi: 'Vastuskuminauha, keskiraskas',
      nl: 'Weerstandsband, medium',
    },
  },
  // foam-roller
  '4104': {
    unit: 'stk',
    names: {
      da: 'Foamroller',
      sv: 'Foamroller',
      nb: 'Foam roller',
      fi: 'Foam roller -rulla',
      nl: 'Foamroller',
    },
  },
  // dumbbells
  '4105': {
    unit: 'kg',
    names: {
      da: 'Håndvægte, 2 x 6 kg',
      sv: 'Hantlar, 2 x 6 kg',
      nb: 'Manualer, 2 x 6 kg',
      fi: 'Käsipainot, 2 x 6 kg',
      nl: 'Dumbbells, 2 x 6 kg',
    },
  },
  // jump-rope
  '4117': {
    unit: 'stk',
    names: { da: 'Sjippetov', sv: 'Hopprep', nb: 'Hoppetau', fi: 'Hyppynaru', nl: 'Springtouw' },
  },
};

export const SANDBOX_MATERIALS_TOKEN = 'sandbox-materials-token';

/**
 * The materials service: `GET api/v1/materials/locale/{lang}/{ids}` with a Bearer token, the
 * product's MATERIALS_SERVICE_TOKEN when it is set (docker-compose.yml gives both the one value),
 * else SANDBOX_MATERIALS_TOKEN.
 */
export function registerMaterialsService(app: FastifyInstance): void {
  const configured = process.env.MATERIALS_SERVICE_TOKEN?.trim();
  const token =
    configured === undefined || configured === '' ? SANDBOX_MATERIALS_TOKEN : configured;
  app.get<{ Params: { lang: string; ids: string } }>(
    '/materials/api/v1/materials/locale/:lang/:ids',
    async (request, reply) => {
      if (request.headers.authorization !== `Bearer ${token}`)
        return reply.status(401).send({ error: 'unauthorized' });
      const data = request.params.ids.split(',').flatMap((id) => {
        const material = MATERIALS[id];
        const name = material?.names[request.params.lang] ?? material?.names.da;
        return material === undefined || name === undefined
          ? []
          : [{ id, name, description: null, image_url: null, url: null, unit: material.unit }];
      });
      return { data };
    },
  );
}
