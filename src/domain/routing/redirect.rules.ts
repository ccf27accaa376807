/**
 * Where the product may send a reader: a path on the site itself. A location is a same-site path
 * when it starts with one `/` not followed by `/` or `\` (checked after percent-decoding, so
 * `/%2F%2Fevil.example` does not pass) and holds no control characters; anything else — another
 * origin, a protocol-relative `//host`, `/\host`, a scheme — becomes the home page.
 */
export function isSameSitePath(location: string): boolean {
  let decoded = location;
  try {
    decoded = decodeURIComponent(location);
  } catch {
    return false;
  }
  for (const candidate of [location, decoded]) {
    if (!candidate.startsWith('/')) return false;
    if (candidate.startsWith('//') || candidate.startsWith('/\\')) return false;
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(candidate)) return false;
  }
  return true;
}

/** A redirect target the product emits: the location when it is a same-site path, else `/`. */
export function sameSiteLocation(location: string): string {
  return isSameSitePath(location) ? location : '/';
}

/**
 * A location as an HTTP header may carry it: characters outside visible ASCII (a non-ASCII path,
 * spaces) percent-encoded, as browsers would send them. Already encoded sequences stay.
 */
export function headerSafeLocation(location: string): string {
  return location.replace(/[^\x21-\x7e]/gu, (character) => encodeURIComponent(character));
}
