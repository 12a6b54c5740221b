# One image per front end (APP = host | remote-projects | remote-repository | remote-admin | remote-billing):
# the same production build as `npm start` (with its .br and .gz files), served by an unprivileged nginx.
# BUILD_IMAGE and BASE_IMAGE: the official images by default; deploy/base-images.sh makes local stand-ins.
ARG BUILD_IMAGE=node:20-bookworm-slim
ARG BASE_IMAGE=nginx:1.27

# The workspace's dependencies, installed from the lockfile: the same first steps as api.Dockerfile.
FROM ${BUILD_IMAGE} AS workspace
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
ARG APP
COPY shared shared
COPY ${APP} ${APP}
RUN pnpm --filter "./${APP}" run build

FROM ${BASE_IMAGE}
ARG APP
COPY deploy/nginx/nginx.conf deploy/nginx/precompressed.conf deploy/nginx/static-headers.conf /etc/nginx/
COPY deploy/nginx/static-site.conf.template /etc/nginx/site.conf.template
COPY deploy/nginx/entrypoint.sh /usr/local/bin/nginx-entrypoint.sh
COPY --from=build /app/${APP}/dist /usr/share/nginx/html
USER nginx
ENV LISTEN_PORT=8080
EXPOSE 8080
HEALTHCHECK --interval=5s --timeout=3s --retries=5 CMD curl -fsS "http://127.0.0.1:${LISTEN_PORT}/healthz" || exit 1
ENTRYPOINT ["nginx-entrypoint.sh"]
CMD ["nginx", "-g", "daemon off;"]
