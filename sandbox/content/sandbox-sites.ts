/**
 * The sites the sandbox serves: one brand in one market each, all from one process under
 * `/{site id}/wp-json`. Add a brand by adding its catalogue and market texts here.
 */
import type { BrandCatalogue, LanguageCode, MarketText } from './content-pack.types';
import { COS_CATALOGUE } from './cos/cos.catalogue';
import { COS_DA_TEXT } from './cos/da/cos-da.text';
import { COS_SV_TEXT } from './cos/sv/cos-sv.text';
import { WOM_DA_TEXT } from './wom/da/wom-da.text';
import { WOM_FI_TEXT } from './wom/fi/wom-fi.text';
import { WOM_NB_TEXT } from './wom/nb/wom-nb.text';
import { WOM_NL_TEXT } from './wom/nl/wom-nl.text';
import { WOM_SV_TEXT } from './wom/sv/wom-sv.text';
import { WOM_CATALOGUE } from './wom/wom.catalogue';

export interface SandboxSiteSpec {
  /** `<brand>-<market>`, e.g. `wom-dk`. */
  readonly id: string;
  readonly market: string;
  readonly language: LanguageCode;
  readonly timezone: string;
  /** Entity ids of the site are `idBase + …`; keep bases 10 000 apart. */
  readonly idBase: number;
  /** The site's name in the API root. */
  readonly name: string;
  readonly catalogue: BrandCatalogue;
  readonly text: MarketText;
}

export const SANDBOX_SITES: readonly SandboxSiteSpec[] = [
  {
    id: 'wom-dk',
    market: 'dk',
    language: 'da',
    timezone: 'Europe/Copenhagen',
    idBase: 10_000,
    name: 'WOM Danmark',
    catalogue: WOM_CATALOGUE,
    text: WOM_DA_TEXT,
  },
  {
    id: 'wom-se',
    market: 'se',
    language: 'sv',
    timezone: 'Europe/Stockholm',
    idBase: 20_000,
    name: 'WOM Sverige',
    catalogue: WOM_CATALOGUE,
    text: WOM_SV_TEXT,
  },
  {
    id: 'wom-no',
    market: 'no',
    language: 'nb',
    timezone: 'Europe/Oslo',
    idBase: 30_000,
    name: 'WOM Norge',
    catalogue: WOM_CATALOGUE,
    text: WOM_NB_TEXT,
  },
  {
    id: 'wom-fi',
    market: 'fi',
    language: 'fi',
    timezone: 'Europe/Helsinki',
    idBase: 40_000,
    name: 'WOM Suomi',
    catalogue: WOM_CATALOGUE,
    text: WOM_FI_TEXT,
  },
  {
    id: 'wom-nl',
    market: 'nl',
    language: 'nl',
    timezone: 'Europe/Amsterdam',
    idBase: 50_000,
    name: 'WOM Nederland',
    catalogue: WOM_CATALOGUE,
    text: WOM_NL_TEXT,
  },
  {
    id: 'cos-dk',
    market: 'dk',
    language: 'da',
    timezone: 'Europe/Copenhagen',
    idBase: 60_000,
    name: 'COS Danmark',
    catalogue: COS_CATALOGUE,
    text: COS_DA_TEXT,
  },
  {
    id: 'cos-se',
    market: 'se',
    language: 'sv',
    timezone: 'Europe/Stockholm',
    idBase: 70_000,
    name: 'COS Sverige',
    catalogue: COS_CATALOGUE,
    text: COS_SV_TEXT,
  },
];
