import { z } from 'zod';
import { failed, succeeded, type Outcome } from '../../domain/errors/outcome';
import type { Material } from '../../domain/services/services.types';
import type { Site } from '../../domain/site/site.types';
import type { MaterialsPort } from '../../ports/materials.port';
import type { AdapterLogger } from '../http-client/adapter-logger';
import type { UpstreamHttpClient } from '../http-client/upstream-http.client';
import { readRequired } from '../http-client/upstream-http.types';
import { readParsed } from '../http-client/upstream-schema.reading';

const materialsSchema = z.object({
  data: z.array(
    z.object({
      id: z.coerce.string(),
      name: z.string(),
      description: z.string().nullable().default(null),
      image_url: z.string().nullable().default(null),
      url: z.string().nullable().default(null),
      unit: z.string().nullable().default(null),
    }),
  ),
});

/** The materials service: `GET api/v1/materials/locale/{lang}/{ids}` with a Bearer token. */
export class MaterialsHttpAdapter implements MaterialsPort {
  constructor(
    private readonly deps: {
      readonly http: UpstreamHttpClient;
      readonly logger: AdapterLogger;
      readonly token: string | null;
    },
  ) {}

  async materials(
    site: Site,
    ids: readonly string[],
  ): Promise<Outcome<readonly Material[] | null>> {
    const base = site.upstreams.materials;
    const safeIds = ids.filter((id) => /^[\w-]{1,64}$/.test(id));
    if (base === null || safeIds.length === 0) return succeeded(base === null ? null : []);
    const result = await this.deps.http.send({
      operation: 'materials',
      url: new URL(
        `${base}/api/v1/materials/locale/${site.language}/${safeIds.map(encodeURIComponent).join(',')}`,
      ),
      headers: this.deps.token === null ? {} : { authorization: `Bearer ${this.deps.token}` },
      read: (response) =>
        readRequired(response, (body) =>
          readParsed(materialsSchema, body, ({ data }) =>
            data.map((item) => ({
              id: item.id,
              name: item.name,
              description: item.description,
              imageUrl: item.image_url,
              url: item.url,
              unit: item.unit,
            })),
          ),
        ),
    });
    if (result.ok) return succeeded(result.value);
    return failed(
      this.deps.http.logFailure(this.deps.logger, result.error, {}, 'materials failed'),
    );
  }
}
