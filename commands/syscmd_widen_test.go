package commands_test

import (
	"fray/commands"
	"testing"

	"github.com/bwmarrin/discordgo"

	"fray/storage"
)

// One option name that two systems type differently (medieval's yes/no
// `ap`, klondike's number `ap`) becomes text in the one global definition,
// so either system's value can be typed on Discord; the descriptions join.
func TestMergeOptionsWidensConflictingTypes(t *testing.T) {
	min := 0.0
	for _, c := range []struct {
		name       string
		first, add discordgo.ApplicationCommandOptionType
		want       discordgo.ApplicationCommandOptionType
		desc       string
	}{
		{"same type kept", discordgo.ApplicationCommandOptionInteger, discordgo.ApplicationCommandOptionInteger, discordgo.ApplicationCommandOptionInteger, "A"},
		{"yes/no and number", discordgo.ApplicationCommandOptionBoolean, discordgo.ApplicationCommandOptionInteger, discordgo.ApplicationCommandOptionString, "A · B"},
		{"number and text", discordgo.ApplicationCommandOptionInteger, discordgo.ApplicationCommandOptionString, discordgo.ApplicationCommandOptionString, "A · B"},
	} {
		into := []*discordgo.ApplicationCommandOption{{Type: c.first, Name: "ap", Description: "A", MinValue: &min, MaxValue: 9,
			DescriptionLocalizations: map[discordgo.Locale]string{discordgo.Russian: "А"}}}
		commands.MergeOptions(&into, []*discordgo.ApplicationCommandOption{{Type: c.add, Name: "ap", Description: "B",
			DescriptionLocalizations: map[discordgo.Locale]string{discordgo.Russian: "Б"}}}, 2)
		got := into[0]
		if got.Type != c.want || got.Description != c.desc {
			t.Errorf("%s: type %v %q, want %v %q", c.name, got.Type, got.Description, c.want, c.desc)
		}
		if c.want == discordgo.ApplicationCommandOptionString && c.first != c.want {
			if got.MinValue != nil || got.MaxValue != 0 {
				t.Errorf("%s: a text option kept number bounds", c.name)
			}
			if ru := got.DescriptionLocalizations[discordgo.Russian]; ru != "А · Б" {
				t.Errorf("%s: Russian description %q", c.name, ru)
			}
		}
	}
}

// The registered /attack and /damage: every option a system reads as a
// number or yes/no where another reads text or another type is text.
func TestSharedOptionsOfTwoTypesAreText(t *testing.T) {
	h := newPerfApp(t, storage.Options{})
	want := map[string]bool{"attack/cover": true, "attack/range": true, "damage/ap": true}
	for _, d := range h.Definitions() {
		for _, o := range d.Options {
			if want[d.Name+"/"+o.Name] {
				delete(want, d.Name+"/"+o.Name)
				if o.Type != discordgo.ApplicationCommandOptionString {
					t.Errorf("/%s %s is %v, not text", d.Name, o.Name, o.Type)
				}
			}
		}
	}
	for k := range want {
		t.Errorf("/%s is not defined", k)
	}
}
