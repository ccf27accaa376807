/**
 * The seeded accounts of the embedded identity service (README lists them). Passwords follow our
 * own policy (at least 6 characters), which cognito-local does not enforce.
 */
export interface SeedAccount {
  readonly role: 'just-register' | 'subscriber-wom' | 'subscriber-cos' | 'admin';
  readonly email: string;
  readonly password: string;
  readonly givenName: string;
  /** custom:subscribed_brands, comma separated. */
  readonly subscribedBrands: string;
  readonly groups: readonly string[];
  /** custom:postal_code and custom:subscription_number, shown on /profile when set. */
  readonly postalCode?: string;
  readonly subscriptionNumber?: string;
}

export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  {
    role: 'just-register',
    email: 'reader@wom.test',
    password: 'Reader-2026',
    givenName: 'Rikke',
    subscribedBrands: '',
    groups: [],
  },
  {
    role: 'subscriber-wom',
    email: 'subscriber@wom.test',
    password: 'Subscriber-2026',
    givenName: 'Sofie',
    subscribedBrands: 'WOM',
    groups: [],
    postalCode: '2100',
    subscriptionNumber: 'WOM-778812',
  },
  {
    role: 'subscriber-cos',
    email: 'cos-subscriber@wom.test',
    password: 'Cosmo-2026',
    givenName: 'Camilla',
    subscribedBrands: 'COS',
    groups: [],
  },
  {
    role: 'admin',
    email: 'admin@wom.test',
    password: 'Admin-2026',
    givenName: 'Anders',
    subscribedBrands: 'WOM,COS',
    groups: ['admin'],
  },
];

/** cognito-local answers every confirmation and reset with this code (CODE env). */
export const FIXED_CODE = '123456';
