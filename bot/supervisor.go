package bot

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"sync/atomic"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/gorilla/websocket"
	"github.com/rs/zerolog"
)

// The gateway connection is Fray's own, not discordgo's Session.Open:
// discordgo v0.29.0 takes the first frame after RESUME for the answer
// although Discord replays missed events before RESUMED, its heartbeat
// goroutine closes whichever connection the session holds when a write on
// its own (old) socket fails, every Close sleeps a second holding the
// session lock, INVALID_SESSION is answered with IDENTIFY whatever its
// d says, and resume_gateway_url is ignored. discordgo stays for REST and
// for the payload types.

// GatewayTiming bounds the supervisor's waits. Zero fields take the
// defaults of DefaultGatewayTiming.
type GatewayTiming struct {
	// Handshake bounds the dial, HELLO, and the answer to IDENTIFY or
	// RESUME (READY, RESUMED, or INVALID_SESSION).
	Handshake time.Duration
	// BackoffMin and BackoffMax bound the wait before an attempt that
	// follows a failed one; after a connection that worked, the next
	// attempt goes at once.
	BackoffMin, BackoffMax time.Duration
	// InvalidSessionMin and InvalidSessionMax bound the random wait
	// Discord asks for after INVALID_SESSION.
	InvalidSessionMin, InvalidSessionMax time.Duration
	// ResumeLoop is how many resumes in a row may end without a working
	// connection before the supervisor gives up the session and
	// identifies afresh.
	ResumeLoop int
}

// DefaultGatewayTiming is what production uses.
func DefaultGatewayTiming() GatewayTiming {
	return GatewayTiming{
		Handshake:  30 * time.Second,
		BackoffMin: time.Second, BackoffMax: 2 * time.Minute,
		InvalidSessionMin: time.Second, InvalidSessionMax: 5 * time.Second,
		ResumeLoop: 3,
	}
}

func (t GatewayTiming) withDefaults() GatewayTiming {
	d := DefaultGatewayTiming()
	if t.Handshake <= 0 {
		t.Handshake = d.Handshake
	}
	if t.BackoffMin <= 0 {
		t.BackoffMin = d.BackoffMin
	}
	if t.BackoffMax < t.BackoffMin {
		t.BackoffMax = max(d.BackoffMax, t.BackoffMin)
	}
	if t.InvalidSessionMin <= 0 && t.InvalidSessionMax <= 0 {
		t.InvalidSessionMin, t.InvalidSessionMax = d.InvalidSessionMin, d.InvalidSessionMax
	}
	if t.InvalidSessionMax < t.InvalidSessionMin {
		t.InvalidSessionMax = t.InvalidSessionMin
	}
	if t.ResumeLoop <= 0 {
		t.ResumeLoop = d.ResumeLoop
	}
	return t
}

// backoff is the wait before the next attempt after failures attempts in a
// row that gave no working connection: none after a working one, then
// BackoffMin doubling up to BackoffMax, each drawn from its upper half so
// that shards do not reconnect in step.
func (t GatewayTiming) backoff(failures int) time.Duration {
	if failures <= 0 {
		return 0
	}
	d := t.BackoffMin
	for i := 1; i < failures && d < t.BackoffMax; i++ {
		d *= 2
	}
	d = min(d, t.BackoffMax)
	return d/2 + time.Duration(rand.Int64N(int64(d/2)+1))
}

// invalidSessionWait is the random wait after INVALID_SESSION.
func (t GatewayTiming) invalidSessionWait() time.Duration {
	return t.InvalidSessionMin + time.Duration(rand.Int64N(int64(t.InvalidSessionMax-t.InvalidSessionMin)+1))
}

// supervisor owns the gateway connection: it dials, identifies or resumes,
// and after every loss decides how to come back, one connection at a time.
type supervisor struct {
	sess          *discordgo.Session
	dialer        *websocket.Dialer
	log           zerolog.Logger
	metrics       *Metrics // nil: none
	watch         *GatewayWatch
	timing        GatewayTiming
	onInteraction func(*discordgo.InteractionCreate)

	// Only Run's goroutine touches these, but seq, which the heartbeat
	// reads.
	gatewayURL string
	sessionID  string
	resumeURL  string
	seq        atomic.Int64
}

func newSupervisor(sess *discordgo.Session, log zerolog.Logger, m *Metrics, w *GatewayWatch, t GatewayTiming, on func(*discordgo.InteractionCreate)) *supervisor {
	d := sess.Dialer
	if d == nil {
		d = websocket.DefaultDialer
	}
	return &supervisor{sess: sess, dialer: d, log: log, metrics: m, watch: w, timing: t.withDefaults(), onInteraction: on}
}

// Run connects and keeps the gateway connected until ctx ends (nil) or
// Discord refuses the connection for good (an error). The first
// connection's result goes to first, which must have room for it: nil once
// READY arrives, else the error, and then Run returns it without retrying.
func (s *supervisor) Run(ctx context.Context, first chan<- error) error {
	var (
		started        bool   // a connection has come up
		failures       int    // attempts in a row without a working connection
		unstable       int    // resumes in a row without a working connection
		cause          string // why the last connection ended
		identifyReason = "start"
		lostAt         time.Time
		wait           time.Duration
	)
	defer func() {
		// Ended before any connection came up (ctx's end).
		if first != nil {
			first <- fmt.Errorf("gateway stopped before connecting: %w", errOr(ctx.Err()))
		}
	}()
	for {
		if err := sleepCtx(ctx, wait); err != nil {
			return nil
		}
		resume := s.sessionID != ""
		if resume && unstable >= s.timing.ResumeLoop {
			s.log.Warn().Int("resumes", unstable).Str("session", s.sessionID).
				Msg("gateway resume loop: giving up the session and identifying afresh")
			s.dropSession()
			resume, identifyReason = false, "resume_loop"
		}
		if !resume {
			// A new session starts its own count.
			unstable = 0
			s.metrics.gatewayIdentify(identifyReason)
		}
		url, err := s.url(ctx, resume)
		var a *attempt
		if err != nil {
			a = &attempt{resume: resume, outcome: "failed", resumable: true, cause: "no gateway address", err: err}
		} else {
			a = s.connect(ctx, url, resume, func(a *attempt) {
				s.up(a, started, cause, lostAt)
				started = true
				if first != nil {
					first <- nil
					first = nil
				}
			})
		}
		s.down(a)
		if first != nil {
			err := fmt.Errorf("first gateway connection (%s): %w", a.cause, errOr(a.err))
			first <- err
			first = nil
			return err
		}
		if ctx.Err() != nil {
			return nil
		}
		if !a.up {
			s.logFailed(a, cause, lostAt)
			if a.resume {
				s.metrics.gatewayResume(a.outcome)
			}
		}
		if a.fatal {
			s.log.Error().Err(a.err).Msg("gateway: Discord refused the connection; not reconnecting")
			return a.err
		}

		// What comes next.
		if a.up {
			lostAt = time.Now()
		}
		cause = a.cause
		if a.up && a.stable {
			failures, unstable = 0, 0
		} else {
			failures++
			if a.resume && a.helloed {
				unstable++
			}
		}
		if !a.resumable {
			s.dropSession()
			identifyReason = "invalid_session"
			if a.cause != "invalid session" {
				identifyReason = "session_lost"
			}
		}
		if a.err != nil && !a.helloed {
			// The address may be stale: ask the REST API for it again,
			// and resume there rather than at READY's resume address.
			s.gatewayURL, s.resumeURL = "", ""
		}
		wait = s.timing.backoff(failures)
		if a.cause == "invalid session" {
			wait = max(wait, s.timing.invalidSessionWait())
		}
	}
}

// dropSession forgets the session: the next attempt identifies.
func (s *supervisor) dropSession() {
	s.sessionID, s.resumeURL = "", ""
	s.seq.Store(0)
}

// url is where to connect: the resume address READY gave when resuming,
// else the gateway's, asked of the REST API once.
func (s *supervisor) url(ctx context.Context, resume bool) (string, error) {
	base := s.resumeURL
	if !resume || base == "" {
		if s.gatewayURL == "" {
			u, err := s.sess.Gateway(discordgo.WithContext(ctx))
			if err != nil {
				return "", fmt.Errorf("ask for the gateway address: %w", err)
			}
			s.gatewayURL = u
		}
		base = s.gatewayURL
	}
	if !strings.HasSuffix(base, "/") {
		base += "/"
	}
	return base + "?v=" + discordgo.APIVersion + "&encoding=json", nil
}

// up records a connection that got READY or RESUMED: one log line, the
// metrics, and the health watch.
func (s *supervisor) up(a *attempt, reconnect bool, cause string, lostAt time.Time) {
	s.watch.set(true)
	if reconnect {
		s.metrics.gatewayReconnect()
	}
	if a.resume {
		s.metrics.gatewayResume(a.outcome)
	}
	if !reconnect {
		ev := s.log.Info()
		if r := a.ready; r != nil {
			if r.User != nil {
				ev = ev.Str("user", r.User.Username)
			}
			ev = ev.Int("guilds", len(r.Guilds))
			if r.Shard != nil {
				ev = ev.Ints("shard", r.Shard[:])
			}
		}
		ev.Msg("gateway ready")
		return
	}
	s.log.Info().Str("cause", cause).Str("action", action(a.resume)).Str("outcome", a.outcome).
		Int("replayed", a.replayed).Dur("down", time.Since(lostAt)).Msg("gateway reconnect")
}

// logFailed is the line of an attempt that never came up.
func (s *supervisor) logFailed(a *attempt, cause string, lostAt time.Time) {
	ev := s.log.Warn().Str("action", action(a.resume)).Str("outcome", a.outcome).Str("ended", a.cause).Err(a.err)
	if cause != "" {
		ev = ev.Str("cause", cause).Dur("down", time.Since(lostAt))
	}
	ev.Msg("gateway reconnect")
}

// down records the end of a connection.
func (s *supervisor) down(a *attempt) {
	if a.up {
		s.watch.set(false)
		s.metrics.gatewayConnectionEnded(a.received)
	}
}

func action(resume bool) string {
	if resume {
		return "resume"
	}
	return "identify"
}

// sleepCtx waits d, or until ctx ends (its error).
func sleepCtx(ctx context.Context, d time.Duration) error {
	if d <= 0 {
		return ctx.Err()
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}
