# Two images from one build. The default target (the last stage, `runtime`) is the production
# server and nothing else: the server bundle, the client assets and the packages the server
# imports. The `sandbox` target is the embedded upstreams, the identity emulator (cognito-local)
# and the identity seeder, for docker-compose.yml's sandbox, cognito and identity-seed services.
#   docker build -t magazine .                          # the production server (runtime)
#   docker build --target sandbox -t magazine-sandbox . # the sandbox, cognito-local, the seeder
# Node 20 by default (the version the checks run on); `--build-arg NODE_VERSION=22` for 22.
# test/deploy/runtime-image.test.ts lists the runtime stage's packages.
ARG NODE_VERSION=20.20.2

# Everything `npm run build` needs (devDependencies included), and the build: dist/node (the
# server), dist/client and dist/assets.json (the client assets), dist/sandbox (sandbox with its
# content pack's data files in dist/sandbox/content, seeder).
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# The production server's packages: `dependencies` only. devDependencies (the build, the tests)
# and optionalDependencies (the sandbox's sharp and cognito-local) are left out.
FROM node:${NODE_VERSION}-bookworm-slim AS runtime-modules
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --omit=optional --ignore-scripts --no-audit --no-fund

# The sandbox's packages: `dependencies` and `optionalDependencies` (sharp for the image CDN,
# cognito-local for the identity emulator).
FROM node:${NODE_VERSION}-bookworm-slim AS sandbox-modules
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# The sandbox image: `node dist/sandbox/main.mjs` (default), `node dist/sandbox/identity-seed.mjs`,
# `node node_modules/cognito-local/lib/bin/start.js`; docker-compose.yml gives each its command
# and health check.
FROM node:${NODE_VERSION}-bookworm-slim AS sandbox
ENV NODE_ENV=production SANDBOX_HOST=0.0.0.0 SANDBOX_PORT=4100 SANDBOX_CDN_PORT=4101
WORKDIR /app
COPY --from=sandbox-modules /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/dist/sandbox ./dist/sandbox
COPY --from=build /app/sandbox/sites.json ./sandbox/sites.json
# The only places anything is written, owned by the user the containers run as (a named volume
# mounted there starts with this ownership): cognito-local's data and the sandbox's favourites
# (/app/.cognito), the identity seeder's ids (/seed).
RUN mkdir -p /app/.cognito /seed && chown node:node /app/.cognito /seed
USER node
EXPOSE 4100 4101 9229
CMD ["node", "--enable-source-maps", "dist/sandbox/main.mjs"]

# The production image (default target): no sandbox, no identity emulator, no sites file (mount
# one and set SITES_FILE, as the Kubernetes Deployment and docker-compose.yml do, or configure a
# single site from the environment). It writes nothing.
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 METRICS_HOST=0.0.0.0 METRICS_PORT=9464
WORKDIR /app
COPY --from=runtime-modules /app/node_modules ./node_modules
COPY --from=build /app/dist/node ./dist/node
COPY --from=build /app/dist/client ./dist/client
COPY --from=build /app/dist/assets.json ./dist/assets.json
USER node
EXPOSE 3000 9464
HEALTHCHECK --interval=10s --timeout=2s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--max-semi-space-size=64", "--enable-source-maps", "dist/node/server.mjs"]
