package bot

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/rs/zerolog"
)

// Gateway serves interactions arriving over the Discord gateway. Its
// connection is kept by a supervisor (supervisor.go) that owns every
// reconnect; the session S serves REST and supplies the identify data.
type Gateway struct {
	S        *discordgo.Session
	Dispatch *Dispatcher
	Log      zerolog.Logger
	// Seen, when set, drops an interaction ID already handled (shared with
	// the HTTP endpoint when both run).
	Seen *Dedupe
	// Metrics and Watch, when set, get the connection's series and state.
	Metrics *Metrics
	Watch   *GatewayWatch
	// Timing bounds the supervisor's waits (zero: the defaults).
	Timing GatewayTiming

	mu       sync.Mutex
	inflight sync.WaitGroup
	closing  bool
	cancel   context.CancelFunc
	done     chan struct{}
}

// Start connects and returns once the first READY arrives, or with the
// first connection's error; from then on the supervisor reconnects by
// itself until Stop or ctx's end.
func (g *Gateway) Start(ctx context.Context) error {
	// The library's own reconnect never runs (its Open is not called);
	// this keeps it off should anything call Open anyway.
	g.S.ShouldReconnectOnError = false
	runCtx, cancel := context.WithCancel(ctx)
	sup := newSupervisor(g.S, g.Log, g.Metrics, g.Watch, g.Timing, g.receive)
	first := make(chan error, 1)
	g.cancel, g.done = cancel, make(chan struct{})
	go func() {
		defer close(g.done)
		_ = sup.Run(runCtx, first)
	}()
	if err := <-first; err != nil {
		cancel()
		<-g.done
		return fmt.Errorf("open gateway: %w", err)
	}
	return nil
}

// receive takes one interaction from the connection's reader and runs it
// in a goroutine of its own, so that the reader goes on at once.
func (g *Gateway) receive(ic *discordgo.InteractionCreate) {
	if g.Seen != nil && !g.Seen.First(ic.ID) {
		g.Log.Warn().Str("interaction", ic.ID).Msg("interaction already handled: not run again")
		return
	}
	g.mu.Lock()
	if g.closing {
		g.mu.Unlock()
		return
	}
	g.inflight.Add(1)
	g.mu.Unlock()
	go func() {
		defer g.inflight.Done()
		ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
		defer cancel()
		g.Dispatch.Dispatch(ctx, ic.Interaction)
	}()
}

// Stop refuses new interactions, waits for those in flight (up to the
// timeout) and closes the connection.
func (g *Gateway) Stop(timeout time.Duration) {
	g.mu.Lock()
	g.closing = true
	g.mu.Unlock()
	done := make(chan struct{})
	go func() { g.inflight.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(timeout):
		g.Log.Warn().Msg("shutdown: interactions still running after the grace period")
	}
	if g.cancel != nil {
		g.cancel()
		<-g.done
	}
}

// Services are the transports StartServices started.
type Services struct {
	Gateway *Gateway
	HTTP    *HTTPServer
}

// Stop stops every transport, letting interactions in flight finish.
func (s *Services) Stop(grace time.Duration) {
	if s.HTTP != nil {
		s.HTTP.Stop(grace)
	}
	if s.Gateway != nil {
		s.Gateway.Stop(grace)
	}
}

// StartServices starts the gateway (when there is a token) and the HTTP
// endpoint (when an address is configured).
func StartServices(ctx context.Context, cfg Config, router *Router, log zerolog.Logger) (*Services, error) {
	return StartServicesWith(ctx, cfg, router, log, ServiceOptions{})
}

// ServiceOptions are the optional parts of StartServicesWith.
type ServiceOptions struct {
	// Metrics, when set, gets the router's outcomes and the gateway's
	// reconnects, and is served at /metrics.
	Metrics *Metrics
	// Session replaces the session built from the config (tests).
	Session *discordgo.Session
	// GatewayTiming bounds the gateway supervisor's waits (zero: the
	// defaults; tests shorten them).
	GatewayTiming GatewayTiming
}

// StartServicesWith is StartServices with metrics. The gateway and the HTTP
// endpoint share one router and one set of handled interaction IDs.
func StartServicesWith(ctx context.Context, cfg Config, router *Router, log zerolog.Logger, o ServiceOptions) (*Services, error) {
	srv := &Services{}
	seen := NewDedupe(DedupeWindow, 0)
	if o.Metrics != nil {
		router.Observe = o.Metrics.ObserveInteraction
	}
	sess := o.Session
	var watch *GatewayWatch
	if sess == nil && cfg.Discord.Token != "" {
		var err error
		sess, err = NewSession(cfg.Discord)
		if err != nil {
			return nil, err
		}
	}
	if sess != nil {
		router.Parent = parentResolver(sess)
		watch = &GatewayWatch{}
		srv.Gateway = &Gateway{S: sess, Log: log, Seen: seen, Metrics: o.Metrics, Watch: watch, Timing: o.GatewayTiming,
			Dispatch: &Dispatcher{Router: router, Responder: SessionResponder{S: sess}, Log: log}}
		log.Info().Int("shard_id", sess.ShardID).Int("shard_count", sess.ShardCount).Msg("connecting to the gateway")
		if err := srv.Gateway.Start(ctx); err != nil {
			return nil, err
		}
	}
	if cfg.HTTP.Listen != "" {
		h, err := startHTTP(ctx, cfg, router, sess, log, o.Metrics, watch, seen)
		if err != nil {
			srv.Stop(time.Second)
			return nil, err
		}
		srv.HTTP = h
	}
	return srv, nil
}

// parentResolver finds a thread's parent channel: the state cache first,
// then one REST call (cached by discordgo's state afterwards).
func parentResolver(s *discordgo.Session) func(ctx context.Context, channelID string) string {
	return func(ctx context.Context, channelID string) string {
		if ch, err := s.State.Channel(channelID); err == nil {
			if ch.IsThread() {
				return ch.ParentID
			}
			return ""
		}
		ch, err := s.Channel(channelID, discordgo.WithContext(ctx))
		if err != nil {
			return ""
		}
		_ = s.State.ChannelAdd(ch)
		if ch.IsThread() {
			return ch.ParentID
		}
		return ""
	}
}
