/**
 * The paths pages and browser scripts address: the route table's (`ROUTES` in `route-table.ts`
 * takes its paths from here), in a module small enough for the browser bundles, so no island or
 * client script writes a path of its own.
 */
export const PATHS = {
  home: '/',
  search: '/search',
  signIn: '/users/sign_in',
  signUp: '/users/sign_up',
  forgotPassword: '/users/forgot_password',
  newPassword: '/users/new_password',
  profile: '/profile',
  settings: '/users/settings',
  favouritesScreen: '/users/favourites',
  signOut: '/users/sign_out',
  usersArea: '/users',
  adminOverview: '/admin-dashboard/overview',
  adminPurge: '/admin-dashboard/purge',
  adminEndSessions: '/admin-dashboard/sessions/end',
  csrfToken: '/api/csrf-token',
  listingTeasers: '/api/listing-teasers',
  teaserList: '/api/teaser-list',
  searchResults: '/api/search-results',
  newsletterPermission: '/api/newsletter/permission',
  newsletterSignUp: '/api/newsletter/sign-up',
  favourites: '/api/favourites',
  authService: '/api/authservice',
  favouriteForm: '/users/favourites/change',
  newsletterForm: '/newsletter/sign-up',
} as const;

/** The header a browser script sends its CSRF token in (ADR 11). */
export const CSRF_HEADER = 'x-csrf-token';
