# Stand-in for nginx:1.27: Debian's nginx (1.26 in trixie) with curl and envsubst as the official
# image has them, user `nginx` (101).
ARG DEBIAN
FROM ${DEBIAN}
RUN apt-get update && apt-get install -y --no-install-recommends nginx curl gettext-base ca-certificates \
  && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/* \
  && groupadd --system --gid 101 nginx && useradd --system --uid 101 --gid nginx --no-create-home --shell /bin/false nginx
STOPSIGNAL SIGQUIT
EXPOSE 80
CMD ["nginx", "-g", "daemon off;"]
