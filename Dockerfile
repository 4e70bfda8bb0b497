# Dwa's server as a container image (docs/deploy.md, decision 046).
#   docker build -t dwa .                      the server (the last stage, "runtime")
#   docker build --target proxy -t dwa-proxy . Caddy with this build's "unavailable" pages
# NODE_IMAGE is any Debian-based Node 24 (or >= 22.22) image with a `node` user, the official
# one by default; CADDY_IMAGE the official Caddy 2. Machines without a registry build both from
# local images (bench/src/container.ts does, from Debian packages).
ARG NODE_IMAGE=node:24-bookworm-slim
ARG CADDY_IMAGE=caddy:2

# ── manifests: what npm install reads, so each install layer is reused until a package.json or
# the lockfile changes. `npm install`, not `npm ci`: a lockfile made on one platform lacks other
# platforms' optional packages and npm ci refuses it (README, stack notes).
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
COPY packages/db/package.json packages/db/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# ── build: every dependency, the web build, then only what runs is copied to /out ──────────
FROM manifests AS build
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && node deploy/prune-runtime.mjs /app /out

# ── deps: the server's runtime dependencies only ───────────────────────────────────────────
# The server workspace and the packages it imports (db, domain): the web app's libraries are
# bundled into dist-server at build time (~30 MB not installed), and e2e and bench keep their
# tools in devDependencies.
FROM manifests AS deps
RUN npm install --omit=dev --no-audit --no-fund --workspace @dwa/server

# ── pgtools: pg_dump and pg_restore for backups on PostgreSQL ───────────────────────────────
# Debian's postgresql-client brings Perl for its wrappers (~100 MB): only the two programs are
# copied into the runtime, which installs the library they need (libpq5).
FROM ${NODE_IMAGE} AS pgtools
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client \
 && mkdir /pgtools \
 && cp "$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"/pg_dump \
       "$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"/pg_restore /pgtools/

# ── proxy: Caddy in front of the instances, with the translated "unavailable" pages ────────
FROM ${CADDY_IMAGE} AS proxy
COPY --from=build /app/apps/web/dist/unavailable /srv/unavailable
COPY deploy/Caddyfile /etc/caddy/Caddyfile

# ── runtime: the server ─────────────────────────────────────────────────────────────────────
FROM ${NODE_IMAGE} AS runtime
# pg_dump and pg_restore, so `node apps/server/src/cli/backup.ts` and `restore.ts` work against
# PostgreSQL from this image. They are Debian's (15 on bookworm), and pg_dump dumps servers up
# to its own major version: compose.yaml runs PostgreSQL 15.
# fonts-dejavu-core: the font the link preview cards' texts are drawn in (sharp renders SVG text
# through fontconfig; the slim image has no font, and every letter would be an empty box).
RUN apt-get update \
 && apt-get install -y --no-install-recommends libpq5 fonts-dejavu-core \
 && apt-get clean \
 && rm -rf /var/lib/apt/lists/*
COPY --from=pgtools /pgtools/ /usr/local/bin/
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /out ./
# /backups: where compose mounts BACKUP_TARGET (a volume made from this keeps the owner).
RUN mkdir -p /data /backups && chown node:node /data /backups
USER node
# The embedded database, generated secrets and disk photos (unused parts stay empty on
# PostgreSQL with S3).
VOLUME ["/data"]
EXPOSE 3000
# Readiness (migrations applied, job workers running or elsewhere), with Node's own fetch.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health/ready') \
    .then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server stops taking requests, finishes what it started, stops its job workers and closes
# the database on SIGTERM; it gives up after 10 s, so give it more than that (stop -t 30).
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/src/server.ts"]
