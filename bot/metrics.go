package bot

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Metrics are Fray's Prometheus series, in a registry of their own (so tests
// can build many). Labels are bounded: a command label is a known route or
// "unknown", never what a payload claims.
type Metrics struct {
	Registry     *prometheus.Registry
	interactions *prometheus.CounterVec
	latency      *prometheus.HistogramVec
	commit       prometheus.Histogram
	commitErrors prometheus.Counter
	reconnects   prometheus.Counter
	gateway      gatewaySeries
	rejected     *prometheus.CounterVec
	known        map[string]bool
}

// NewMetrics registers the series; known lists the command routes that may
// appear as labels (commands.App.Routes).
func NewMetrics(known []string) *Metrics {
	m := &Metrics{
		Registry: prometheus.NewRegistry(),
		interactions: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "fray_interactions_total", Help: "Interactions handled, by command route and outcome (ok, refused, error, panic).",
		}, []string{"command", "outcome"}),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "fray_interaction_duration_seconds", Help: "Time from an interaction's arrival to its handler's answer.",
			Buckets: []float64{.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 1.5, 2.5, 5, 10},
		}, []string{"command"}),
		commit: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name: "fray_db_commit_duration_seconds", Help: "Duration of one database commit (a group of mutations, one fsync).",
			Buckets: []float64{.0001, .00025, .0005, .001, .0025, .005, .01, .025, .05, .1, .25, 1},
		}),
		commitErrors: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "fray_db_commit_errors_total", Help: "Database commits that failed.",
		}),
		reconnects: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "fray_gateway_reconnects_total", Help: "Gateway connections made after the first (resumes and re-identifies).",
		}),
		rejected: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "fray_http_rejected_total", Help: "HTTP interaction requests refused, by reason.",
		}, []string{"reason"}),
		known: map[string]bool{},
	}
	for _, k := range known {
		m.known[k] = true
	}
	m.Registry.MustRegister(m.interactions, m.latency, m.commit, m.commitErrors, m.reconnects, m.rejected,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	m.gateway = newGatewaySeries(m.Registry)
	return m
}

// label bounds a route to the known ones.
func (m *Metrics) label(route string) string {
	switch {
	case route == "":
		return "component"
	case m.known[route]:
		return route
	}
	// Autocomplete and subcommand routes of a known command keep its name.
	if head, _, ok := strings.Cut(route, "/"); ok && m.known[head] {
		return head
	}
	return "unknown"
}

// ObserveInteraction is a Router.Observe.
func (m *Metrics) ObserveInteraction(route, outcome string, d time.Duration) {
	l := m.label(route)
	m.interactions.WithLabelValues(l, outcome).Inc()
	m.latency.WithLabelValues(l).Observe(d.Seconds())
}

// ObserveCommit is a storage.Options.OnCommit.
func (m *Metrics) ObserveCommit(d time.Duration, _ int, err error) {
	m.commit.Observe(d.Seconds())
	if err != nil {
		m.commitErrors.Inc()
	}
}

// Rejected counts a refused HTTP request.
func (m *Metrics) Rejected(reason string) { m.rejected.WithLabelValues(reason).Inc() }

// Handler serves /metrics.
func (m *Metrics) Handler() http.Handler {
	return promhttp.HandlerFor(m.Registry, promhttp.HandlerOpts{Registry: m.Registry})
}

// GatewayWatch follows whether the gateway is connected, for /healthz; the
// connection supervisor sets it.
type GatewayWatch struct {
	connected atomic.Bool
}

// set records whether the gateway is connected; w may be nil.
func (w *GatewayWatch) set(up bool) {
	if w != nil {
		w.connected.Store(up)
	}
}

// Connected reports whether the gateway is up.
func (w *GatewayWatch) Connected() bool { return w != nil && w.connected.Load() }

// healthCache runs at most one database probe a second: /healthz must not
// become a way to queue fsyncs.
type healthCache struct {
	mu     sync.Mutex
	at     time.Time
	dbErr  error
	probed bool
}

// healthz reports whether the gateway (when one runs) is connected and the
// database takes a commit: 200 when both hold, 503 otherwise.
func (h *HTTPServer) healthz(w http.ResponseWriter, r *http.Request) {
	h.health.mu.Lock()
	if !h.health.probed || time.Since(h.health.at) > time.Second {
		ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
		h.health.dbErr = h.o.Router.App().Store().Probe(ctx)
		cancel()
		h.health.at, h.health.probed = time.Now(), true
	}
	dbErr := h.health.dbErr
	h.health.mu.Unlock()
	out := map[string]string{"db": "ok", "gateway": "off"}
	ok := dbErr == nil
	if dbErr != nil {
		out["db"] = dbErr.Error()
	}
	var committed bool
	out["last_commit"], committed = lastCommit(h.o.Router.App().Store().CommitStatus(), time.Now())
	ok = ok && committed
	if h.o.Gateway != nil {
		out["gateway"] = "connected"
		if !h.o.Gateway.Connected() {
			out["gateway"], ok = "disconnected", false
		}
	}
	w.Header().Set("Cache-Control", "no-store")
	if !ok {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusServiceUnavailable)
		_ = json.NewEncoder(w).Encode(out)
		return
	}
	_ = writeJSON(w, out)
}

// Know sets the command routes that may be labels (before serving).
func (m *Metrics) Know(routes []string) {
	for _, k := range routes {
		m.known[k] = true
	}
}
