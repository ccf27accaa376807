import { DEFAULT_BRAND_CODE } from '../site/markets';

/** Subscriber when some entitlement contains the brand code, compared case-insensitively. */
export function hasBrandEntitlement(entitlements: readonly string[], brandCode: string): boolean {
  const brand = brandCode.trim().toLowerCase();
  return (
    brand !== '' && entitlements.some((entitlement) => entitlement.toLowerCase().includes(brand))
  );
}

/** Comma-separated attribute lists (custom:subscribed_brands, custom:brand_subs_numbers). */
export function attributeList(value: string | null | undefined): readonly string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** The email as sign-in sends it: lower-cased and trimmed. */
export function signInEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The brand in sign-in validation data: `DEFAULT_BRAND_CODE` (PAS) when none is configured. */
export function signInBrand(brandCode: string | null | undefined): string {
  const brand = brandCode?.trim() ?? '';
  return brand === '' ? DEFAULT_BRAND_CODE : brand;
}
