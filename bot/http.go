package bot

import (
	"context"
	"errors"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/rs/zerolog"
)

// HTTPServer serves the interactions endpoint. (Being written: issue 7.)
type HTTPServer struct{}

// StartHTTP starts the HTTP interactions endpoint.
func StartHTTP(ctx context.Context, cfg Config, router *Router, s *discordgo.Session, log zerolog.Logger) (*HTTPServer, error) {
	return nil, errors.New("the HTTP interactions endpoint is not built yet")
}

// Stop shuts the server down.
func (h *HTTPServer) Stop(grace time.Duration) {}
