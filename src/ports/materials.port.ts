import type { Material } from '../domain/services/services.types';
import type { Outcome } from '../domain/errors/outcome';
import type { Site } from '../domain/site/site.types';

/**
 * The materials service behind material-guide widgets: the known materials of the ids (unknown
 * ids left out); `null` for a site without the service (an answer); the failure, with its code,
 * when the service does not answer.
 */
export interface MaterialsPort {
  materials(site: Site, ids: readonly string[]): Promise<Outcome<readonly Material[] | null>>;
}
