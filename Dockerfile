# Production image: one build, used by the app replicas, the sandbox, cognito-local and the
# identity seeder in docker-compose.yml. Node 20 by default; `--build-arg NODE_VERSION=22` for 22.
ARG NODE_VERSION=20
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 METRICS_HOST=0.0.0.0 METRICS_PORT=9464
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/package.json ./
COPY --from=build /app/sandbox/sites.json ./sandbox/sites.json
# The only places anything is written, owned by the user the containers run as (a named volume
# mounted there starts with this ownership): cognito-local's data and the sandbox's favourites
# (/app/.cognito), the identity seeder's ids (/seed). The app itself writes nothing.
RUN mkdir -p /app/.cognito /seed && chown node:node /app/.cognito /seed
USER node
EXPOSE 3000 9464
# The app's check; docker-compose.yml gives the other services built from this image their own.
HEALTHCHECK --interval=10s --timeout=2s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--max-semi-space-size=64", "--enable-source-maps", "dist/node/server.mjs"]
