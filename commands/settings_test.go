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

func TestFlavourToggleIsGMOnly(t *testing.T) {
	h := consoletest.NewHarness(t, "", "ru")
	out := h.Run("/system set system:medieval\n@Player /flavour on:false\n/колорит вкл:false\n")
	if !out[1].Ephemeral || out[2].Ephemeral || !strings.Contains(out[2].Text(), "выключены") {
		t.Fatalf("flavour toggle: %+v", out)
	}
}
