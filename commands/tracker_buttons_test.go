package commands_test

import (
	"context"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/bwmarrin/discordgo"

	"fray/bot/consoletest"
	"fray/commands"
)

func TestTrackerOrderClicksAndRefusals(t *testing.T) {
	h := consoletest.NewHarness(t, "", "en", 3, 9, 6)
	out := h.Run(`/system set system:klondike
/combat start
/combat add name:Orc count:3 stats:"REF 5"
!click Next turn
!click-old Next turn
@Player !click Next round
`)
	edit := out[3]
	if edit.Kind != "edit" {
		t.Fatalf("no tracker edit after add: %+v", out)
	}
	txt := edit.Text()
	i2, i3, i1 := strings.Index(txt, "Orc 2"), strings.Index(txt, "Orc 3"), strings.Index(txt, "Orc 1")
	if !(i2 < i3 && i3 < i1) {
		t.Fatalf("tracker not in initiative order: %s", txt)
	}
	if out[4].Kind != "update" || !strings.Contains(out[4].Text(), "Turn: Orc 3") {
		t.Fatalf("next turn: %+v", out[4])
	}
	if !out[5].Ephemeral || !strings.Contains(out[5].Text(), "out of date") {
		t.Fatalf("stale click not refused: %s", out[5].Text())
	}
	if !out[6].Ephemeral || !strings.Contains(out[6].Text(), "Only the GM") {
		t.Fatalf("player's Next round not refused: %s", out[6].Text())
	}
	// Nothing moved: a second process (same file) shows Orc 3's turn.
	path := h.Path
	h.Store.Close()
	h2 := consoletest.NewHarness(t, path, "en")
	if got := consoletest.LastOf(t, h2.Run("/combat list\n")); !strings.Contains(got.Text(), "Turn: Orc 3") {
		t.Fatalf("second process: %s", got.Text())
	}
}

func TestConcurrentClicksOnOneVersionAdvanceOnce(t *testing.T) {
	h := consoletest.NewHarness(t, "", "en", 3, 9, 6)
	out := h.Run("/system set system:klondike\n/combat start\n/combat add name:Orc count:3\n")
	re := regexp.MustCompile(`trk:next:\d+`)
	id := re.FindString(out[len(out)-1].Text())
	if id == "" {
		t.Fatalf("no next button: %s", out[len(out)-1].Text())
	}
	var wg sync.WaitGroup
	var mu sync.Mutex
	ok := 0
	for i := 0; i < 50; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			resp, err := h.App.Handle(context.Background(), &commands.Request{
				Kind: commands.KindComponent, CustomID: id, GuildID: "100000000000000001",
				ChannelID: channelID(h), UserID: "gm", UserName: "GM", Perms: discordgo.PermissionManageChannels, Locale: "en",
			})
			if err != nil {
				t.Error(err)
				return
			}
			if resp.Type == discordgo.InteractionResponseUpdateMessage {
				mu.Lock()
				ok++
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if ok != 1 {
		t.Fatalf("%d clicks advanced the turn, want exactly 1", ok)
	}
	got := consoletest.LastOf(t, h.Run("/combat list\n"))
	if !strings.Contains(got.Text(), "Turn: Orc 3") {
		t.Fatalf("after the clicks: %s", got.Text())
	}
}

// A new fight in the channel keeps the versions growing, so the buttons of
// the fight that ended stay stale. Before, the new fight's versions began
// again at 1: a Move on the ended fight's tracker, as it was before the end,
// matched the new fight's version and moved its fighter A.
func TestTrackerButtonsOfAnEndedFightStayStale(t *testing.T) {
	for _, tc := range []struct{ locale, move, stale string }{
		{"en", "Move", "out of date"},
		{"ru", "Перемещение", "устарела"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 5, 5)
			h.Run("/system set system:medieval\n/combat start\n/combat add name:X\n/combat end\n/combat start\n/combat add name:A\n")
			out := h.Run("!click-old " + tc.move + "\n")
			if len(out) != 1 || !out[0].Ephemeral || !strings.Contains(out[0].Text(), tc.stale) {
				t.Fatalf("a Move on the ended fight's tracker should be refused as out of date: %s", texts(out))
			}
		})
	}
}

// An undo refreshes the newest tracker. Before, it restored the tracker
// reference of its snapshot: after /combat list had posted a new copy,
// undoing the add of C edited the first tracker, and the new copy's Next
// turn, drawn before the undo, was refused as out of date.
func TestTrackerUndoRefreshesTheNewestTracker(t *testing.T) {
	for _, tc := range []struct{ locale, turn string }{
		{"en", "Turn: B"},
		{"ru", "Ход: B"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 9, 5, 1)
			h.Run("/system set system:medieval\n/combat start\n/combat add name:A\n/combat add name:B\n/combat add name:C\n/combat list\n/combat undo\n")
			out := h.Run("!click Next turn\n")
			if len(out) == 0 || out[0].Ephemeral || !strings.Contains(out[0].Text(), tc.turn) {
				t.Fatalf("Next turn on the newest tracker after an undo: %s", texts(out))
			}
		})
	}
}
