# Marque's image: built here, run stateless anywhere (docs/deploy.md). Check it with `npm run docker:check`.
#
# Stage 1 installs every dependency and runs `npm run build` (TypeScript → dist/, the Studio → dist/studio), so
# the running container never builds. Stage 2 holds production dependencies only, the build, and the files the
# server reads at runtime (docs/ and skills/ for the documentation site), and runs as the unprivileged `node`.
#
# The exporter variant (the image `marque worker` runs with Redis, docs/deploy.md) is the same image with
# Debian's Chromium: `docker build --build-arg CHROMIUM=1 --tag marque-exporter .`, run with the command
# `node dist/src/cli/main.js worker`. The default image has no browser and refuses exports with 503.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# The workspace's manifest (clients/typescript, the typed client): npm ci installs what the lockfile names.
COPY clients/typescript/package.json ./clients/typescript/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ARG CHROMIUM=""
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    MALLOC_ARENA_MAX=2 \
    MIMALLOC_PURGE_DELAY=1000
WORKDIR /app
RUN if [ -n "$CHROMIUM" ]; then \
      apt-get update && apt-get install -y --no-install-recommends chromium fonts-liberation && \
      rm -rf /var/lib/apt/lists/*; \
    fi
COPY package.json package-lock.json ./
COPY clients/typescript/package.json ./clients/typescript/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY docs ./docs
COPY skills ./skills
USER node
EXPOSE 8080
# The image is also run without an orchestrator's probes; node is the only tool in it that can ask.
HEALTHCHECK --interval=30s --timeout=3s --start-period=20s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself is PID 1 (no npm or shell in between), so SIGTERM reaches the server's graceful drain.
CMD ["node", "--max-semi-space-size=4", "--heap-growing-percent=25", "--no-allocation-site-pretenuring", "dist/src/server/main.js"]
