# Stand-in for node:20-bookworm-slim: the build machine's own Node.js (≥ 20.19) with its npm and
# corepack, laid out as the official image has them (/usr/local), user `node` (1000). Copying it takes
# seconds where Debian's npm package (some 400 packages) took six minutes.
ARG DEBIAN
FROM ${DEBIAN}
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates \
  && rm -rf /var/lib/apt/lists/* \
  && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node
# Certificate authorities of the machine that made the image (see base-images.sh), for npm too.
COPY extra-ca/ /usr/local/share/ca-certificates/
RUN update-ca-certificates >/dev/null
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
COPY node/ /usr/local/
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
  && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
  && ln -s ../lib/node_modules/corepack/dist/corepack.js /usr/local/bin/corepack \
  && node --version && npm --version
CMD ["node"]
