/** How many layers of percent-encoding are looked through (`%25` nested in `%25`…). */
const DECODING_ROUNDS = 4;

/**
 * The location as given and as each further percent-decoding reads it, until nothing changes.
 * `null` when the location itself is not well-formed; a deeper layer that does not decode (a
 * literal `%` in a path, `/100%25`) ends the list there.
 */
function decodedLayers(location: string): string[] | null {
  const layers = [location];
  let current = location;
  for (let round = 0; round < DECODING_ROUNDS && current.includes('%'); round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      if (round === 0) return null;
      break;
    }
    if (next === current) break;
    layers.push(next);
    current = next;
  }
  return layers;
}

/**
 * Where the product may send a reader: a path on the site itself. A location is a same-site path
 * when it starts with one `/` not followed by `/` or `\` and holds no control characters, both as
 * given and after each layer of percent-decoding (so neither `/%2F%2Fevil.example` nor
 * `/%252F%252Fevil.example` passes); anything else — another origin, a protocol-relative
 * `//host`, `/\host`, a scheme — becomes the home page.
 */
export function isSameSitePath(location: string): boolean {
  const layers = decodedLayers(location);
  if (layers === null) return false;
  for (const candidate of layers) {
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
