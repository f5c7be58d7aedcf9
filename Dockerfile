# Multi-stage build: a static binary (CGO_ENABLED=0, the same `go build` CI
# runs) on a minimal base, as a non-root user, with the database in /data.
FROM golang:1.26 AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -trimpath -o /out/fray .

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/fray /usr/local/bin/fray
VOLUME ["/data"]
ENV FRAY_DB=/data/fray.db
USER nonroot:nonroot
ENTRYPOINT ["/usr/local/bin/fray"]
CMD ["run"]
