package commands

import (
	"context"
	"time"

	"fray/rules"
	"fray/rules/dice"
	"fray/rules/encounter"
	"fray/storage"
)

// Mut is one mutation of a channel's state, run inside one storage
// transaction: load → change → save, with the undo snapshot and the log entry
// written in the same commit. Handlers change Enc (and Ch) in place.
type Mut struct {
	Tx  *storage.Tx
	Req *Request
	Ch  storage.Channel
	Enc *encounter.Encounter // nil when no fight is running
	Sys rules.System
	GM  bool
	// Log collects entries for the encounter log.
	Log []rules.Note
	// NoUndo skips the undo snapshot (undo itself, bookkeeping).
	NoUndo bool
	// Unchanged marks a mutation that changed nothing (no version bump).
	Unchanged bool
	// Dice is the source for this mutation.
	Dice dice.Source
	// Resting marks a mutation outside a fight on the channel's party
	// (MutOpts.Party): Enc holds the party's characters, in a fight that
	// never begins, and their states are written back to the party.
	Resting bool
	// partyKeys are the party keys of Enc's combatants while Resting.
	partyKeys []string
}

type MutOpts struct {
	NeedEncounter bool
	Version       int // for button clicks: the version the message was drawn from; -1 to skip
	// Party lets the command act on the channel's party when no fight is
	// running (Mut.Resting): time passing, care, the GM's heal and wound.
	Party bool
}

// Mutate runs fn on the channel's state in one transaction. The encounter's
// version goes up by one on every change, so buttons drawn from an older
// state are refused.
func (a *App) Mutate(ctx context.Context, req *Request, o MutOpts, fn func(m *Mut) error) (*Mut, error) {
	var out *Mut
	err := a.store.Update(ctx, func(tx *storage.Tx) error {
		ch, err := tx.Channel(req.GuildID, req.ChannelID)
		if err != nil {
			return err
		}
		sys, err := a.systemFor(tx, req, &ch)
		if err != nil {
			return err
		}
		m := &Mut{Tx: tx, Req: req, Ch: ch, Enc: ch.Encounter, Sys: sys, Dice: a.dice}
		if m.Enc != nil && m.Enc.Ended {
			m.Enc = nil
		}
		stored := ch.Encounter
		if m.Enc == nil && o.Party {
			if err := a.restingParty(m); err != nil {
				return err
			}
		}
		if o.NeedEncounter && m.Enc == nil {
			return rules.Errorf("combat.err.no_fight", nil)
		}
		if m.Enc != nil && m.Enc.System != sys.ID() {
			// The fight keeps the system it started with.
			if s, ok := a.rulesOf(m.Enc.System); ok {
				m.Sys = s
			}
		}
		gmOf := ""
		if m.Enc != nil {
			gmOf = m.Enc.GM
		}
		if m.GM, err = isGM(tx, req, gmOf); err != nil {
			return err
		}
		if o.Version >= 0 && m.Enc != nil && o.Version != m.Enc.Version {
			return rules.Errorf("combat.err.stale", nil)
		}
		// The undo snapshot is the channel as stored: no second encoding.
		var before []byte
		if m.Enc != nil {
			before = tx.ChannelRaw(req.GuildID, req.ChannelID)
		}
		if err := fn(m); err != nil {
			return err
		}
		// Scripted dice that ran out mean the result is not what was asked for.
		if err := dice.Check(m.Dice); err != nil {
			return err
		}
		if m.Unchanged {
			out = m
			return nil
		}
		if m.Enc != nil {
			m.Enc.Version++
		}
		if before != nil && !m.NoUndo {
			if err := tx.PushUndo(req.GuildID, req.ChannelID, before); err != nil {
				return err
			}
		}
		if m.Resting {
			m.settleParty()
			m.Ch.Encounter = stored
		} else {
			m.Ch.Encounter = m.Enc
		}
		if err := tx.PutChannel(req.GuildID, req.ChannelID, m.Ch); err != nil {
			return err
		}
		if len(m.Log) > 0 {
			round := 0
			if m.Enc != nil && !m.Resting {
				round = m.Enc.Round
			}
			raw, err := tx.Encode(&LogEntry{Round: round, At: a.now().Unix(), User: req.UserName, Notes: m.Log})
			if err != nil {
				return err
			}
			if err := tx.AppendLog(req.GuildID, req.ChannelID, raw); err != nil {
				return err
			}
		}
		out = m
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// rememberTracker returns the Sent callback that records the tracker
// message's ID once the transport knows it.
func (a *App) rememberTracker(req *Request) func(ctx context.Context, messageID string) {
	return func(ctx context.Context, messageID string) {
		ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
		defer cancel()
		_ = a.store.Update(ctx, func(tx *storage.Tx) error {
			ch, err := tx.Channel(req.GuildID, req.ChannelID)
			if err != nil || ch.Encounter == nil {
				return err
			}
			ch.Encounter.Tracker = encounter.MessageRef{ChannelID: req.ChannelID, MessageID: messageID}
			return tx.PutChannel(req.GuildID, req.ChannelID, ch)
		})
	}
}
