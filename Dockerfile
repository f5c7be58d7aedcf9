# Multi-stage build: a static binary (CGO_ENABLED=0, the same `go build` CI
# runs) on a minimal base, as the non-root user 65532, with the database in
# /data.
FROM golang:1.26 AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -trimpath -o /out/fray .
# The data folder, made here because the final image has no shell: owned by
# the user the image runs as, so that a fresh named volume (which Docker
# fills from the image's folder, owner included) is writable by the bot.
RUN mkdir -p /out/root/data && chown 65532:65532 /out/root/data && chmod 0750 /out/root/data

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/fray /usr/local/bin/fray
COPY --from=build --chown=65532:65532 /out/root/ /
ENV FRAY_DB=/data/fray.db
USER 65532:65532
VOLUME ["/data"]
ENTRYPOINT ["/usr/local/bin/fray"]
CMD ["run"]
