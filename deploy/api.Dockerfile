# The API image: the compiled API (api/dist) and its production dependencies, run by an unprivileged user.
# BASE_IMAGE: the official Node.js image by default; deploy/base-images.sh makes a local stand-in.
ARG BASE_IMAGE=node:20-bookworm-slim

# The workspace's dependencies, installed from the lockfile. The same first steps as
# frontend.Dockerfile, so that every image shares these layers.
FROM ${BASE_IMAGE} AS workspace
RUN npm install -g pnpm@12.21.0
WORKDIR /app
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml tsconfig.base.json ./
COPY shared/package.json shared/
COPY host/package.json host/
COPY remote-projects/package.json remote-projects/
COPY remote-repository/package.json remote-repository/
COPY remote-admin/package.json remote-admin/
COPY remote-billing/package.json remote-billing/
COPY api/package.json api/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
COPY test-fixtures/package.json test-fixtures/
RUN pnpm install --frozen-lockfile

FROM workspace AS build
COPY shared/src/contract shared/src/contract
COPY api/scripts api/scripts
COPY api/src api/src
RUN pnpm --filter @app/api run build

# Production dependencies only (no TypeScript, no test tools), linked as pnpm lays them out.
FROM workspace AS production-dependencies
RUN rm -rf node_modules */node_modules && pnpm install --frozen-lockfile --prod --filter @app/api

FROM ${BASE_IMAGE}
# LibreOffice (headless) converts office files to pdf for the in-page preview; without it the
# product answers a clear message instead (staging CI leaves it out: WITH_LIBREOFFICE=false).
ARG WITH_LIBREOFFICE=true
RUN if [ "$WITH_LIBREOFFICE" = true ]; then \
      apt-get update && apt-get install -y --no-install-recommends libreoffice-writer-nogui libreoffice-calc-nogui \
      && rm -rf /var/lib/apt/lists/*; \
    fi
WORKDIR /app
COPY --from=production-dependencies /app/node_modules node_modules
COPY --from=production-dependencies /app/api/node_modules api/node_modules
COPY --from=build /app/api/dist api/dist
COPY api/package.json api/
RUN mkdir -p /data && chown node:node /data
USER node
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0 DATA_DIR=/data TRUST_PROXY=true
EXPOSE 8080
# Any answer means the server is serving (a health route needs no organisation). Each check starts
# a Node process: spaced out so that checks do not pile up on a busy machine.
HEALTHCHECK --interval=15s --timeout=10s --start-period=120s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/v1/base/configuration/').then(r=>process.exit(r.status<500?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "api/dist/server.js"]
