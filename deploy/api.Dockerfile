# The API image: runs from TypeScript source through tsx, exactly as `npm start` does.
FROM node:20-bookworm-slim
WORKDIR /app
# LibreOffice (headless) converts questionnaires to pdf for the in-page preview.
RUN apt-get update && apt-get install -y --no-install-recommends libreoffice-writer-nogui libreoffice-calc-nogui \
  && rm -rf /var/lib/apt/lists/*
RUN npm install -g pnpm@12.21.0
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml tsconfig.base.json ./
COPY shared/package.json shared/
COPY api/package.json api/
RUN pnpm install --frozen-lockfile --prod --filter @app/api...
COPY shared/src/contract shared/src/contract
COPY api/src api/src
ENV NODE_ENV=production PORT=8080 TRUST_PROXY=true
EXPOSE 8080
CMD ["node", "--import", "tsx", "api/src/server.ts"]
