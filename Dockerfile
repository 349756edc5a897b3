# syntax=docker/dockerfile:1
# Multi-stage: install and build on Node 24 LTS (the line of .node-version),
# run on a slim image as the unprivileged `node` user, data on a volume.
# better-sqlite3 13 ships prebuilt Node-API binaries, so no compiler is needed.
# So does sharp (post images, decision 0349): its libvips and binding for
# linux-x64 and linux-arm64 with glibc (this Debian image) are optional
# dependencies listed in package-lock.json, which `npm install` fetches for
# the platform it builds on; the build stage checks that sharp loads.
# The image's Node is already the product's line, so the postinstall step
# (scripts/ensure-node.mjs) installs nothing.

FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .node-version ./
COPY scripts/ensure-node.mjs ./scripts/
# The postinstall step applies these to node_modules (patch-package, decision 1046).
COPY patches ./patches
# `npm install` (which keeps the locked versions) rather than `npm ci`: the lock
# file is written on machines whose registry lacks some other platforms' optional
# binaries (e.g. @tailwindcss/oxide-android-arm64), and `npm ci` refuses a lock file
# without them. Decision 0009.
RUN npm install --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund
# Fail the image build, not the first upload, when sharp's binary for this platform is missing.
RUN node -e "const sharp = require('sharp'); console.log('sharp', sharp.versions.sharp, 'libvips', sharp.versions.vips)"
# Likewise Litestream (decision 0700), whose binary @flydotio/litestream installs per platform.
RUN node --input-type=module -e "import { litestreamBinary } from './scripts/litestream.mjs'; import { execFileSync } from 'node:child_process'; execFileSync(litestreamBinary(), ['version'], { stdio: 'inherit' })"

FROM node:24-bookworm-slim AS runtime
# MALLOC_ARENA_MAX=2: glibc's allocator gives each thread its own arenas and
# keeps what image processing frees in them; measured over three 12 MP photo
# uploads the server's memory grew 179 -> 435 MB with the default and stayed
# at 245-285 MB with two arenas (decision 0316).
ENV NODE_ENV=production \
    PORT=3000 \
    STORAGE_DIR=/app/storage \
    DATABASE_URL=/app/storage/app.db \
    MALLOC_ARENA_MAX=2
WORKDIR /app
# pg_dump for `npm run db:backup` when DATABASE_URL is PostgreSQL (decision 0503).
# Debian's client is PostgreSQL 15's: it dumps servers up to 15; for a newer
# server rely on the provider's backups or point PG_DUMP at a matching pg_dump.
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client \
 && rm -rf /var/lib/apt/lists/*
COPY --from=build --chown=node:node /app/package.json /app/server.js /app/tsconfig.json /app/.node-version ./
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
# reaches Node directly and the graceful shutdown runs. With
# LITESTREAM_REPLICA_URL set it runs the server under Litestream, which
# restores a missing database first and ships every change off the machine
# (decision 0700; docs/backups.md).
CMD ["node", "server.js"]
