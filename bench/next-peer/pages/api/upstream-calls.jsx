// How many content API calls the peer has made since it started (`article.jsx` counts them): the
// bench reads it before and after a counted run to report upstream calls per page.
export default function handler(_request, response) {
  response.status(200).json({ calls: globalThis.benchUpstreamCalls ?? 0 });
}
