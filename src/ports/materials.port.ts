import type { Material } from '../domain/services/services.types';
import type { Site } from '../domain/site/site.types';

/** The materials service behind material-guide widgets. `null` when it does not answer. */
export interface MaterialsPort {
  materials(site: Site, ids: readonly string[]): Promise<readonly Material[] | null>;
}
