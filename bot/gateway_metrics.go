package bot

import "github.com/prometheus/client_golang/prometheus"

// gatewaySeries are the gateway connection's series. Together they show a
// loop: reconnects and resumes climbing while connections carry no
// interactions.
type gatewaySeries struct {
	resumes    *prometheus.CounterVec
	identifies *prometheus.CounterVec
	received   prometheus.Counter
	perConn    prometheus.Histogram
}

func newGatewaySeries(r prometheus.Registerer) gatewaySeries {
	g := gatewaySeries{
		resumes: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "fray_gateway_resumes_total",
			Help: "RESUMEs sent, by answer: resumed, invalid_session_resumable, invalid_session, failed (no answer).",
		}, []string{"outcome"}),
		identifies: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "fray_gateway_identifies_total",
			Help: "IDENTIFYs sent, by reason: start, invalid_session, session_lost (closed 4007/4009), resume_loop.",
		}, []string{"reason"}),
		received: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "fray_gateway_interactions_received_total", Help: "Interactions received over the gateway, replays included.",
		}),
		perConn: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name:    "fray_gateway_connection_interactions",
			Help:    "Interactions received on one gateway connection, observed when it ends.",
			Buckets: []float64{0, 1, 2, 5, 10, 100, 1000, 10000, 100000},
		}),
	}
	for _, o := range []string{"resumed", "invalid_session_resumable", "invalid_session", "failed"} {
		g.resumes.WithLabelValues(o)
	}
	for _, r := range []string{"start", "invalid_session", "session_lost", "resume_loop"} {
		g.identifies.WithLabelValues(r)
	}
	r.MustRegister(g.resumes, g.identifies, g.received, g.perConn)
	return g
}

// The recorders below take a nil *Metrics (no metrics) as a no-op.

func (m *Metrics) gatewayReconnect() {
	if m != nil {
		m.reconnects.Inc()
	}
}

func (m *Metrics) gatewayResume(outcome string) {
	if m != nil {
		m.gateway.resumes.WithLabelValues(outcome).Inc()
	}
}

func (m *Metrics) gatewayIdentify(reason string) {
	if m != nil {
		m.gateway.identifies.WithLabelValues(reason).Inc()
	}
}

func (m *Metrics) gatewayInteraction() {
	if m != nil {
		m.gateway.received.Inc()
	}
}

func (m *Metrics) gatewayConnectionEnded(interactions int) {
	if m != nil {
		m.gateway.perConn.Observe(float64(interactions))
	}
}
