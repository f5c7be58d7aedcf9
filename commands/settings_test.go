package commands_test

import (
	"context"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"fray/bot/consoletest"
	"fray/commands"
)

func TestThreadFollowsItsParentUnlessSetItself(t *testing.T) {
	h := consoletest.NewHarness(t, "", "en")
	h.Run("/system set system:storyteller\n")
	parent := channelID(h)
	show := func(channel string, perms int64) string {
		resp, err := h.App.Handle(context.Background(), &commands.Request{
			Kind: commands.KindCommand, Path: []string{"system", "show"}, GuildID: "100000000000000001",
			ChannelID: channel, ParentID: parent, UserID: "u", Perms: perms, Locale: "en",
		})
		if err != nil {
			t.Fatal(err)
		}
		return resp.Data.Embeds[0].Description
	}
	if got := show("thread-1", 0); !strings.Contains(got, "Storyteller") || !strings.Contains(got, "parent") {
		t.Fatalf("thread: %s", got)
	}
	_, err := h.App.Handle(context.Background(), &commands.Request{
		Kind: commands.KindCommand, Path: []string{"system", "set"}, Options: map[string]commands.Option{"system": {Value: "medieval"}},
		GuildID: "100000000000000001", ChannelID: "thread-1", ParentID: parent, UserID: "gm", Perms: discordgo.PermissionManageChannels, Locale: "en",
	})
	if err != nil {
		t.Fatal(err)
	}
	if got := show("thread-1", 0); !strings.Contains(got, "Medieval") {
		t.Fatalf("thread's own system: %s", got)
	}
}

func TestGMRoleGrantsGMRights(t *testing.T) {
	h := consoletest.NewHarness(t, "", "en")
	h.Run("/system gm-role role:4242\n")
	resp, err := h.App.Handle(context.Background(), &commands.Request{
		Kind: commands.KindCommand, Path: []string{"system", "set"}, Options: map[string]commands.Option{"system": {Value: "klondike"}},
		GuildID: "100000000000000001", ChannelID: channelID(h), UserID: "p", Roles: []string{"4242"}, Locale: "en",
	})
	if err != nil || resp.Ephemeral() {
		t.Fatalf("a GM-role member was refused: %v %+v", err, resp.Data.Embeds[0])
	}
	if got := consoletest.LastOf(t, h.Run("@Player /system gm-role role:1\n")); !got.Ephemeral {
		t.Fatal("a player set the GM role")
	}
}

func TestOddsStorytellerPoolSixDifficultySix(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en")
	got := consoletest.LastOf(t, h.Run("/system set system:storyteller\n/odds pool:6 difficulty:6\n"))
	// 1 − P(no success) and P(botch) for 6d10 at difficulty 6, as rules/odds
	// enumerates them: 87.6% and 1.2%.
	for _, want := range []string{"87.6%", "1.2%", "attachment://odds.png"} {
		if !strings.Contains(got.Text(), want) {
			t.Errorf("odds lack %q: %s", want, got.Text())
		}
	}
	// Russian writes a decimal comma, in the summary and the text chart.
	h = consoletest.NewSystemHarness(t, "ru")
	got = consoletest.LastOf(t, h.Run("/система выбрать система:storyteller\n/шансы запас:6 сложность:6\n"))
	for _, want := range []string{"**87,6%**", "**1,2%**", "≥1:", "87,6% █"} {
		if !strings.Contains(got.Text(), want) {
			t.Errorf("ru odds lack %q: %s", want, got.Text())
		}
	}
	if strings.Contains(got.Text(), "87.6") {
		t.Errorf("ru odds write a decimal point: %s", got.Text())
	}
	if got := consoletest.LastOf(t, h.Run("/odds pool:99\n")); !got.Ephemeral || strings.Contains(got.Text(), "87.6") {
		t.Fatalf("pool 99: %s", got.Text())
	}
}

func TestFlavourToggleIsGMOnly(t *testing.T) {
	h := consoletest.NewHarness(t, "", "ru")
	out := h.Run("/system set system:medieval\n@Player /flavour on:false\n/колорит вкл:false\n")
	if !out[1].Ephemeral || out[2].Ephemeral || !strings.Contains(out[2].Text(), "выключены") {
		t.Fatalf("flavour toggle: %+v", out)
	}
}

// Klondike's odds write Effects and the modifier with a typographic minus
// («−8:», «2d6 −2»), as every other reply does, not an ASCII hyphen.
func TestOddsKlondikeSignsUseTheMinus(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "ru")
	got := consoletest.LastOf(t, h.Run("/система выбрать система:klondike\n/шансы модификатор:-2\n"))
	consoletest.MustContain(t, got, "2d6 −2 против 8+", "−8:   2,8%")
	if strings.Contains(got.Text(), "-8:") || strings.Contains(got.Text(), "2d6 -2") {
		t.Errorf("a hyphen for a minus: %s", got.Text())
	}
}
