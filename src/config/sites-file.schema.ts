import { z } from 'zod';

const httpUrl = z
  .url()
  .refine((value) => /^https?:\/\//.test(value), 'must be an http(s) URL')
  .transform((value) => value.replace(/\/+$/, ''));

/** An http(s) URL, or none: `null`, absent, or `""` (an unset `${NAME:-}` in the file). */
const optionalUrl = z.preprocess(
  (value) => (value === '' ? null : value),
  httpUrl.nullable().default(null),
);

/**
 * Where a reader buys a subscription: the paywall's offer and the upgrade for signed-in readers
 * link here. Every site names one (or `null` for a site that sells none), so a sites file that
 * forgets it stops the start instead of showing a paywall with nothing to buy.
 */
const SUBSCRIPTION_URL_PROBLEM = 'must be an http(s) URL, or null when the site sells none';
const subscriptionUrl = z.union(
  [
    z
      .url({ error: SUBSCRIPTION_URL_PROBLEM })
      .refine((value) => /^https?:\/\//.test(value), { error: SUBSCRIPTION_URL_PROBLEM }),
    z.null(),
  ],
  {
    error: (issue) =>
      issue.input === undefined
        ? 'is required: the http(s) address where readers subscribe, or null when the site sells none'
        : SUBSCRIPTION_URL_PROBLEM,
  },
);

/**
 * The site's brand share image: og:image and twitter:image of every page without an image of its
 * own. Every site names one, so a sites file that forgets it stops the start instead of sharing
 * pages without a picture.
 */
const SHARE_IMAGE_PROBLEM = 'must be the http(s) URL of a 1200x630 image';
const shareImage = z
  .url({
    error: (issue) =>
      issue.input === undefined
        ? "is required: the http(s) URL of the site's 1200x630 share image (og:image of pages without one)"
        : SHARE_IMAGE_PROBLEM,
  })
  .refine((value) => /^https?:\/\//.test(value), { error: SHARE_IMAGE_PROBLEM });

const color = z.string().regex(/^#[0-9a-fA-F]{3,8}$/, 'must be a hex colour');

export const themeSchema = z.object({
  primary: color,
  primaryContrast: color,
  accent: color,
  background: color,
  surface: color,
  text: color,
  mutedText: color,
  headingFont: z.string().min(1),
  bodyFont: z.string().min(1),
});

export const brandSchema = z.object({
  name: z.string().min(1),
  logoUrl: optionalUrl,
  theme: themeSchema,
});

const upstreamsSchema = z.object({
  contentApi: httpUrl,
  contentAdminApi: optionalUrl,
  imageHost: optionalUrl,
  userSettings: optionalUrl,
  subscription: optionalUrl,
  materials: optionalUrl,
  newsletter: optionalUrl,
  contentMarketing: optionalUrl,
  videoProvider: optionalUrl,
  signup: optionalUrl,
});

const authSchema = z.object({
  enabled: z.boolean().default(false),
  userPoolId: z.string().min(1).nullable().default(null),
  userPoolWebClientId: z.string().min(1).nullable().default(null),
  region: z.string().min(1).default('eu-west-1'),
  loginPath: z.string().min(1).default('/users/sign_in'),
  endpoint: z.string().min(1).nullable().default(null),
});

const locationName = z.string().regex(/^[A-Za-z0-9_-]+$/, 'must be a menu location name');

/** Defaults: the content API's own location names. */
export const DEFAULT_MENU_LOCATIONS = {
  header: 'header-primary',
  footer: 'footer-primary',
  user: 'user-menu',
  headerSecondary: 'header-secondary',
} as const;

const menuLocationsSchema = z.object({
  header: locationName.default(DEFAULT_MENU_LOCATIONS.header),
  footer: locationName.default(DEFAULT_MENU_LOCATIONS.footer),
  user: locationName.default(DEFAULT_MENU_LOCATIONS.user),
  headerSecondary: locationName.default(DEFAULT_MENU_LOCATIONS.headerSecondary),
});

export const siteEntrySchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens'),
  brandCode: z.string().regex(/^[A-Z]{2,5}$/, 'must be an upper-case brand code such as WOM'),
  market: z.enum(['dk', 'se', 'no', 'fi', 'nl']),
  hosts: z.array(z.string().regex(/^[a-z0-9.-]+$/, 'must be lower-case host names')).min(1),
  siteDomain: httpUrl,
  subscriptionUrl,
  shareImage,
  upstreams: upstreamsSchema,
  auth: authSchema.default({
    enabled: false,
    userPoolId: null,
    userPoolWebClientId: null,
    region: 'eu-west-1',
    loginPath: '/users/sign_in',
    endpoint: null,
  }),
  imgCdnDomain: z.string().min(1).nullable().default(null),
  imageProtection: z.boolean().default(false),
  trackingGa4: z.string().min(1).nullable().default(null),
  paywallProviderId: z.string().min(1).nullable().default(null),
  vertexSearch: z.boolean().default(false),
  menuLocations: menuLocationsSchema.default(DEFAULT_MENU_LOCATIONS),
  contentSearch: z.enum(['auto', 'get', 'post']).default('auto'),
});

export const sitesFileSchema = z.object({
  brands: z.record(z.string(), brandSchema),
  sites: z.array(siteEntrySchema).min(1),
});

/**
 * A site as configured. `shareImage` is null only for a site described by the environment alone
 * without `SHARE_IMAGE_URL`: a sites file always names one.
 */
export type SiteEntry = Omit<z.infer<typeof siteEntrySchema>, 'shareImage'> & {
  shareImage: string | null;
};
export type SitesFile = Omit<z.infer<typeof sitesFileSchema>, 'sites'> & { sites: SiteEntry[] };
