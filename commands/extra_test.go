package commands

import (
	"testing"

	"github.com/bwmarrin/discordgo"
)

func TestExpandExtraFillsMissingOptions(t *testing.T) {
	req := &Request{Options: map[string]Option{
		"target": {Value: "Orc"},
		"extra":  {Value: `prone:true light:"dim light" target:Elf blind`},
	}}
	if err := expandExtra(req, nil); err != nil {
		t.Fatal(err)
	}
	if req.Str("prone") != "true" || req.Str("light") != "dim light" || req.Str("target") != "Orc" || !req.Bool("blind") {
		t.Fatalf("options %+v", req.Options)
	}
	if req.Has("extra") {
		t.Fatal("extra stayed")
	}
}

func TestFitOptionsKeepsSharedOptions(t *testing.T) {
	a := &App{optUse: optionUse{}}
	var opts []*discordgo.ApplicationCommandOption
	for i := 0; i < 30; i++ {
		name := string(rune('a'+i%26)) + string(rune('a'+i/26))
		opts = append(opts, Str(L(name, name, "d", "d"), false))
		a.optUse.add("attack", name)
		if i >= 20 {
			a.optUse.add("attack", name) // used by two systems
		}
	}
	a.defs = append(a.defs, command(L("attack", "атака", "d", "d"), opts...))
	a.fitOptions()
	got := a.defs[0].Options
	if len(got) != OptionBudget || got[OptionBudget-1].Name != extraOption {
		t.Fatalf("%d options, last %s", len(got), got[len(got)-1].Name)
	}
	kept := map[string]bool{}
	for _, o := range got {
		kept[o.Name] = true
	}
	for i := 20; i < 30; i++ {
		name := string(rune('a'+i%26)) + string(rune('a'+i/26))
		if !kept[name] {
			t.Errorf("shared option %s was moved to extra", name)
		}
	}
}

func TestExpandExtraRefusesUnknownKeys(t *testing.T) {
	names := map[string]string{"hidden": "hidden", "скрыто": "hidden"}
	req := &Request{Options: map[string]Option{"extra": {Value: "скрыто:голова"}}}
	if err := expandExtra(req, names); err != nil || req.Str("hidden") != "голова" {
		t.Fatalf("a Russian key: %v %+v", err, req.Options)
	}
	req = &Request{Options: map[string]Option{"extra": {Value: "bogus:3"}}}
	if err := expandExtra(req, names); err == nil {
		t.Fatal("an unknown key was accepted")
	}
}

// The help shows extra:"k:v k2:v2"; pasted into Discord the outer quotes
// come along. They are taken off, while quotes around one value still work.
func TestExpandExtraTakesOffOuterQuotes(t *testing.T) {
	for _, v := range []string{
		`"situation:flying blind_target"`,
		`«situation:flying blind_target»`,
		` 'situation:flying blind_target' `,
		`situation:flying blind_target`,
	} {
		req := &Request{Options: map[string]Option{"extra": {Value: v}}}
		if err := expandExtra(req, map[string]string{"situation": "situation", "blind_target": "blind_target"}); err != nil {
			t.Fatalf("%s: %v", v, err)
		}
		if req.Str("situation") != "flying" || !req.Bool("blind_target") {
			t.Fatalf("%s: options %+v", v, req.Options)
		}
	}
	req := &Request{Options: map[string]Option{"extra": {Value: `light:"dim light" prone`}}}
	if err := expandExtra(req, nil); err != nil || req.Str("light") != "dim light" || !req.Bool("prone") {
		t.Fatalf("a quoted value: %v %+v", err, req.Options)
	}
	req = &Request{Options: map[string]Option{"extra": {Value: `"light:dim" "cover:half"`}}}
	if err := expandExtra(req, nil); err != nil || req.Str("light") != "dim" || req.Str("cover") != "half" {
		t.Fatalf("two quoted pairs: %v %+v", err, req.Options)
	}
}

// A list after a comma belongs to its key ("hidden:torso, legs"), with or
// without the space; a word after a space, or a known option after a comma,
// is an option of its own.
func TestExpandExtraKeepsListsAfterCommas(t *testing.T) {
	names := map[string]string{"hidden": "hidden", "скрыто": "hidden", "actions": "actions", "действия": "actions", "blind": "blind"}
	for _, c := range []struct {
		extra string
		want  map[string]string
		bad   bool
	}{
		{extra: "hidden:torso,legs", want: map[string]string{"hidden": "torso,legs"}},
		{extra: "hidden:torso, legs", want: map[string]string{"hidden": "torso,legs"}},
		{extra: "скрыто:торс, ноги, голова действия:2", want: map[string]string{"hidden": "торс,ноги,голова", "actions": "2"}},
		{extra: "hidden:legs, actions:2", want: map[string]string{"hidden": "legs", "actions": "2"}},
		{extra: "hidden:legs, blind", want: map[string]string{"hidden": "legs", "blind": "true"}},
		{extra: "actions:2 legs", bad: true},
	} {
		req := &Request{Options: map[string]Option{"extra": {Value: c.extra}}}
		err := expandExtra(req, names)
		if c.bad {
			if err == nil {
				t.Errorf("%q: accepted as %+v", c.extra, req.Options)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: %v", c.extra, err)
			continue
		}
		for k, v := range c.want {
			if got := req.Str(k); got != v {
				t.Errorf("%q: %s = %q, want %q", c.extra, k, got, v)
			}
		}
	}
}
