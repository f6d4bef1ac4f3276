# syntax=docker/dockerfile:1
# Smart Cover Letter: the API and the built web app on one origin.
#   docker build -t smart-cover-letter .
# Configuration is environment only (see README, "Production").

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- build: every dependency (native sqlite3 compiled here), the web app built, dev deps pruned
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# node-gyp builds sqlite3 when no prebuilt binary fits.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json ./
COPY common ./common
COPY web ./web
COPY api ./api
RUN npm run build:web \
 && npm prune --omit=dev --no-audit --no-fund \
 && npm cache clean --force

# ---- runtime: production dependencies only, no compilers, not root
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST_DIR=/app/dist/web
WORKDIR /app
# The server runs its TypeScript through tsx (a production dependency); tsconfig.json maps @common.
COPY --from=build /app/package.json /app/tsconfig.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/common ./common
COPY --from=build /app/api ./api
COPY --from=build /app/dist/web ./dist/web
# The node user (uid 1000) owns only the data folder; the code stays read-only to it.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=40s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains in-flight requests for SHUTDOWN_GRACE_MS before the process exits.
STOPSIGNAL SIGTERM
CMD ["node", "--require", "./api/src/lower-helper-threads.cjs", "--import", "tsx", "api/src/server.ts"]
