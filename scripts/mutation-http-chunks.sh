#!/usr/bin/env bash
# Mutation testing of src/adapters/http in chunks (`npm run mutation:http:chunks -- A B1 B2 C1 C2`).
#
# A whole `npm run mutation:http` takes hours on a two-core machine: each chunk mutates a group of
# files and judges them by the tests of those files alone (MUTATION_HTTP_TESTS), so a chunk's
# score is a lower bound. Each chunk keeps its own incremental file
# (reports/stryker-http-<chunk>.json): a second run retests only the mutants whose code or tests
# changed. Needs `npm run build` first (the page tests render with the client build). The report
# of the last chunk run is reports/mutation-http/mutation.json; each chunk's is copied to
# reports/mutation-http/<chunk>.json.
set -euo pipefail
cd "$(dirname "$0")/.."
S=src/adapters/http
H=test/adapters/http

files_A="$S/auth.routes.ts,$S/session.plugin.ts,$S/session.cookies.ts,$S/session-api.routes.ts,$S/account-page.reply.ts,$S/account.routes.ts,$S/account.plugin.ts,$S/account.deps.ts,$S/sign-in.rate-limit.ts,$S/pending-favourite.cookie.ts,$S/favourites.routes.ts,$S/csrf.ts,$S/user-state.request.ts"
tests_A="$H/account.routes.test.ts,$H/session-api.routes.test.ts,$H/session-check.routes.test.ts,$H/sign-up.routes.test.ts,$H/login-path.routes.test.ts,$H/identity-outage.routes.test.ts,$H/favourites-form.routes.test.ts,$H/validation.routes.test.ts,test/security/csrf.test.ts,test/security/sign-in-limit.test.ts,$H/auth-forms.routes.test.ts,test/security/sign-in-limit.windows.test.ts,test/security/csrf.parts.test.ts,$H/session-refused.routes.test.ts,$H/favourites-api.routes.test.ts,$H/account-screens.routes.test.ts"

files_B="$S/cached-reply.ts,$S/cache-hit.fast-path.ts,$S/pages.routes.ts,$S/request-edge.ts,$S/cache-purge.routes.ts,$S/content-webhook.payload.ts,$S/inject-page.refresh.ts,$S/render-reply.ts,$S/site.plugin.ts,$S/webhook-secret.ts,$S/query-values.ts"
tests_B="$H/cache-hit.fast-path.test.ts,$H/cache-hit.prebuilt.test.ts,$H/cache-key.query.test.ts,$H/cache-purge.routes.test.ts,$H/content-webhook.routes.test.ts,$H/page-cache.routes.test.ts,$H/pages.routes.test.ts,$H/request-edge.test.ts,$H/route-table.routes.test.ts,$H/layout-failure.routes.test.ts,$H/teaser-list.routes.test.ts,$H/content-webhook.payload.test.ts,$H/cached-reply.test.ts,$H/error-catalogue.routes.test.ts"

# B in two halves, each about half an hour on two idle cores: the fast path and the cached answers
# (their mutants often hang a request until Stryker's timeout), and the rest.
files_B1="$S/cached-reply.ts,$S/cache-hit.fast-path.ts,$S/pages.routes.ts"
files_B2="$S/request-edge.ts,$S/cache-purge.routes.ts,$S/content-webhook.payload.ts,$S/inject-page.refresh.ts,$S/render-reply.ts,$S/site.plugin.ts,$S/webhook-secret.ts,$S/query-values.ts"
tests_B1="$tests_B"
tests_B2="$tests_B"

files_C1="$S/error-handler.ts,$S/error-answers.ts,$S/security-headers.ts,$S/http-deps.ts,$S/health.routes.ts,$S/api.routes.ts,$S/search.routes.ts,$S/newsletter.routes.ts,$S/sitemap.routes.ts,$S/calculator.routes.ts,$S/teaser-list.routes.ts,$S/admin.routes.ts,$S/admin-dashboard.reader.ts,$S/admin-download.routes.ts"
tests_C1="$H/error-answers.test.ts,$H/error-catalogue.routes.test.ts,$H/error-handler.test.ts,$H/outage-log.routes.test.ts,$H/security-headers.test.ts,$H/security-headers.policy.test.ts,$H/search.routes.test.ts,$H/newsletter.routes.test.ts,$H/sitemap.routes.test.ts,$H/calculator.routes.test.ts,$H/admin-dashboard.reader.test.ts,$H/admin-download.routes.test.ts,$H/teaser-list.routes.test.ts,$H/admin.routes.test.ts,$H/api.routes.test.ts,$H/health.routes.test.ts,test/security/error-scopes.test.ts,test/security/hostile-input.test.ts,test/security/redirects.test.ts,$H/admin-download.key.test.ts,$H/newsletter.registered.test.ts,$H/security-headers.options.test.ts,$H/admin-dashboard.reader.samples.test.ts,$H/search.relay-failure.test.ts,$H/calculator.registered.test.ts,$H/teaser-list.query.test.ts,$H/error-answers.framework.test.ts,$H/error-handler.edges.test.ts"

# The overload plugin and the app's own options: judged by the slow tests that listen on sockets.
files_C2="$S/overload.plugin.ts,$S/app.ts"
tests_C2="$H/overload.plugin.test.ts,$H/overload.shedding.test.ts,$H/server-limits.test.ts,$H/static-assets.test.ts,$H/security-headers.test.ts,$H/error-handler.test.ts,$H/app.options.test.ts,$H/route-table.routes.test.ts,$H/health.routes.test.ts"

if [ $# -eq 0 ]; then
  echo "usage: npm run mutation:http:chunks -- <A|B|B1|B2|C1|C2>..." >&2
  exit 2
fi
mkdir -p reports/mutation-http
for chunk in "$@"; do
  files_var="files_$chunk"
  tests_var="tests_$chunk"
  if [ -z "${!files_var:-}" ]; then
    echo "unknown chunk: $chunk (A, B, B1, B2, C1 or C2)" >&2
    exit 2
  fi
  echo "chunk $chunk: $(date -u +%T)"
  MUTATION_HTTP_TESTS="${!tests_var}" npx stryker run stryker.http.config.mjs \
    --tempDirName .stryker-tmp-http --ignoreStatic \
    --incremental --incrementalFile "reports/stryker-http-$chunk.json" \
    --mutate "${!files_var}" ||
    # below the break threshold (80 %): keep the report and go on with the next chunk
    echo "chunk $chunk: stryker exited with $?" >&2
  cp reports/mutation-http/mutation.json "reports/mutation-http/$chunk.json"
done
