# The gateway: nginx routing /api to the API replicas and each front end to its server (upstreams from
# the environment, see deploy/nginx/entrypoint.sh), run by an unprivileged user.
ARG BASE_IMAGE=nginx:1.27
FROM ${BASE_IMAGE}
COPY deploy/nginx/nginx.conf /etc/nginx/
COPY deploy/nginx/gateway.conf.template /etc/nginx/site.conf.template
COPY deploy/nginx/entrypoint.sh /usr/local/bin/nginx-entrypoint.sh
USER nginx
ENV LISTEN_PORT=8080
EXPOSE 8080
HEALTHCHECK --interval=5s --timeout=3s --retries=5 CMD curl -fsS "http://127.0.0.1:${LISTEN_PORT}/healthz" || exit 1
ENTRYPOINT ["nginx-entrypoint.sh"]
CMD ["nginx", "-g", "daemon off;"]
