package commands_test

import (
	"context"
	"errors"
	"testing"

	"fray/storage"
)

// Stored value bounds: what is stored stays small. The channel value holds the
// encounter only: the log (LogKeep entries) and the undo history (UndoDepth
// snapshots) are kept under keys of their own beside it (storage/logring.go,
// storage/undo.go), so neither grows the value.
const (
	// maxChannelValue bounds the stored channel value of a six-combatant
	// fight after 1,000 actions, in bytes. Measured: 0.9–1.3 KiB depending
	// on the system; 4 KiB leaves room for conditions and notes.
	maxChannelValue = 4 << 10
	// maxGrowth bounds how much the value may grow between the 20th and the
	// 1,000th action: conditions and tallies change, they do not pile up.
	maxGrowth = 1.5
)

var errDiscard = errors.New("discard")

// TestChannelValueStaysSmall plays 1,000 actions (turns, rounds, holds,
// initiative changes) in a six-combatant fight of each system and checks the
// stored value against the bounds above, and the log and undo history
// against the store's limits.
func TestChannelValueStaysSmall(t *testing.T) {
	// A log limit below the entries 1,000 actions write (about 300: a Next
	// without events logs nothing), so trimming is exercised.
	opts := storage.Options{LogKeep: 100, UndoDepth: 20}
	for _, sys := range perfSystems() {
		t.Run(sys.ID(), func(t *testing.T) {
			a := newPerfApp(t, opts)
			p := &perfChannel{a: a, guild: "g", channel: "size"}
			p.startFight(t, sys.ID(), 6)
			size := func() int {
				var n int
				_ = a.Store().View(context.Background(), func(tx *storage.Tx) error {
					n = len(tx.ChannelRaw(p.guild, p.channel))
					return nil
				})
				return n
			}
			var early int
			for k := 1; k <= 1000; k++ {
				switch k % 10 {
				case 3:
					p.do(t, "combat/init", map[string]any{"name": "Orc6 2"})
				case 5:
					p.click(t, holdUnlessLast(t, p))
				case 6:
					p.click(t, holdUnlessLast(t, p)) // the held one acts now
				case 9:
					p.click(t, "round")
				default:
					p.click(t, "next")
				}
				if k == 20 {
					early = size()
				}
			}
			final := size()
			t.Logf("%s: channel value %d bytes after 20 actions, %d after 1000", sys.ID(), early, final)
			if final > maxChannelValue {
				t.Errorf("channel value after 1000 actions: %d bytes, bound %d", final, maxChannelValue)
			}
			if float64(final) > maxGrowth*float64(early) {
				t.Errorf("channel value grew from %d to %d bytes over 980 actions (bound ×%.1f)", early, final, maxGrowth)
			}
			var logs [][]byte
			_ = a.Store().View(context.Background(), func(tx *storage.Tx) error {
				logs, _ = tx.Logs(p.guild, p.channel, 100000)
				return nil
			})
			if len(logs) != opts.LogKeep {
				t.Errorf("log entries after 1000 actions: %d, want the newest %d", len(logs), opts.LogKeep)
			}
			undo := 0
			err := a.Store().Update(context.Background(), func(tx *storage.Tx) error {
				for {
					_, ok, err := tx.PopUndo(p.guild, p.channel)
					if err != nil {
						return err
					}
					if !ok {
						return errDiscard // count only: change nothing
					}
					undo++
				}
			})
			if !errors.Is(err, errDiscard) {
				t.Fatal(err)
			}
			if undo != opts.UndoDepth {
				t.Errorf("undo snapshots after 1000 actions: %d, want %d", undo, opts.UndoDepth)
			}
		})
	}
}

// holdUnlessLast is the Hold button, or Next turn when the current fighter
// is the round's last: holding there is refused (nobody acts after it).
func holdUnlessLast(t *testing.T, p *perfChannel) string {
	t.Helper()
	action := "hold"
	_ = p.a.Store().View(context.Background(), func(tx *storage.Tx) error {
		ch, err := tx.Channel(p.guild, p.channel)
		if err != nil {
			t.Fatal(err)
		}
		if e := ch.Encounter; e != nil && e.Turn == len(e.Combatants)-1 && !e.Combatants[e.Turn].Held {
			action = "next"
		}
		return nil
	})
	return action
}
