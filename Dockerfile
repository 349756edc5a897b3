# syntax=docker/dockerfile:1
# Multi-stage: build with the toolchain (better-sqlite3 compiles from source),
# run on a slim image as the unprivileged `node` user, data on a volume.

FROM node:20-bookworm-slim AS deps
WORKDIR /app
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    STORAGE_DIR=/app/storage \
    DATABASE_URL=/app/storage/app.db
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json /app/server.js /app/tsconfig.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
# Sources for the maintenance scripts (npm run admin:create, db:backup, ...), run with tsx.
COPY --from=build --chown=node:node /app/app ./app
COPY --from=build --chown=node:node /app/migrations ./migrations
COPY --from=build --chown=node:node /app/scripts ./scripts
RUN mkdir -p /app/storage && chown node:node /app/storage
USER node
VOLUME ["/app/storage"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then(r => process.exit(r.ok ? 0 : 1)).catch(() => process.exit(1))"
# The same start command as `npm start`, without npm in between so SIGTERM
# reaches Node directly and the graceful shutdown runs.
CMD ["node", "server.js"]
