# Arbiter in a container: `docker build -t arbiter .`, then see compose.yaml and README "Deploying".

# --- build: compile the TypeScript (needs the dev dependencies) ------------------------------------
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# Scripts wait for the sources: `prepare` would build before they are here.
RUN npm ci --ignore-scripts
COPY . .
# Then the native module, the build, and a copy of the JSON data files the runtime reads beside its
# sources (synonyms, nicknames, templates…).
RUN npm rebuild better-sqlite3 && npm run build \
 && mkdir /data-files \
 && find common database rules-db docs-db cards-db search scenarios state commands interactions bot http cli -name '*.json' -exec cp --parents {} /data-files/ \;

# --- runtime: production dependencies only, a non-root user, the database on a volume ---------------
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    RULES_DB=/data/rules.sqlite \
    RULES_AUTO_UPDATE=true \
    HOST=0.0.0.0 \
    PORT=8080 \
    HEALTH_PORT=8081
WORKDIR /app
COPY package.json package-lock.json ./
# --ignore-scripts skips `prepare` (the compiler is a dev dependency); better-sqlite3's own install
# script then fetches its prebuilt native module.
RUN npm ci --omit=dev --ignore-scripts && npm rebuild better-sqlite3 && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /data-files/ ./
COPY bin ./bin
COPY migrations ./migrations
RUN mkdir /data && chown node:node /data
# The content database (and, without DATABASE_URL, the state) lives here: keep it on a volume.
VOLUME /data
USER node
# 8080: POST /interactions, /healthz and /metrics in HTTP mode; 8081: /healthz and /metrics in gateway mode.
# Both on every interface of the container (HOST=0.0.0.0), where the container's port mapping reaches them.
EXPOSE 8080 8081
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
  CMD node -e "const port = process.env.INTERACTIONS_MODE === 'http' ? process.env.PORT : process.env.HEALTH_PORT; fetch('http://127.0.0.1:' + port + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# node itself, not npm, is PID 1's child: SIGTERM reaches Arbiter, which finishes replies in flight.
# --v8-pool-size=1: common/service-node-flags.ts says why.
CMD ["node", "--v8-pool-size=1", "bin/arbiter.js", "start"]
