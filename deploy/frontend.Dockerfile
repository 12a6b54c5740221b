# One image per front end (APP = host | remote-projects | remote-repository | remote-admin | remote-billing):
# the same `pnpm --filter ./$APP build` as `npm start`, served by nginx.
FROM node:20-bookworm-slim AS build
ARG APP
WORKDIR /app
RUN npm install -g pnpm@12.21.0
COPY . .
RUN pnpm install --frozen-lockfile --filter "./${APP}..." && pnpm --filter "./${APP}" run build

FROM nginx:1.27-alpine
ARG APP
COPY deploy/static-site.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/${APP}/dist /usr/share/nginx/html
