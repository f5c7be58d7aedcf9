package commands_test

import (
	"context"
	"fmt"
	"os"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/BurntSushi/toml"
	"github.com/bwmarrin/discordgo"

	"fray/bot"
	"fray/bot/consoletest"
	"fray/commands"
)

func TestRollShowsDiceAndTotal(t *testing.T) {
	h := consoletest.NewHarness(t, "", "en", 4, 5)
	out := h.Run("/roll dice:2d6+3\n")
	got := consoletest.LastOf(t, out)
	if got.Kind != "response" || got.Ephemeral {
		t.Fatalf("got %+v", got)
	}
	for _, want := range []string{"2d6 (4, 5) + 3", "**12**", "roll:again:p:2d6+3"} {
		if !strings.Contains(got.Text(), want) {
			t.Errorf("reply lacks %q: %s", want, got.Text())
		}
	}
}

func TestRollErrorsNameTheLimitInBothLocales(t *testing.T) {
	for _, tc := range []struct{ locale, want string }{
		{"en", "at most 100"},
		{"ru", "не больше 100"},
	} {
		h := consoletest.NewHarness(t, "", tc.locale)
		got := consoletest.LastOf(t, h.Run("/roll dice:1000d6\n"))
		if !got.Ephemeral || !strings.Contains(got.Text(), tc.want) {
			t.Errorf("%s: got %s", tc.locale, got.Text())
		}
	}
}

func TestRollAgainButtonRollsForThePresser(t *testing.T) {
	h := consoletest.NewHarness(t, "", "en", 1, 2, 6, 6)
	out := h.Run("/roll dice:2d6 comment:Sneak secret:true\n@Ann !click Roll again\n")
	if len(out) != 2 || !out[1].Ephemeral || !strings.Contains(out[1].Text(), "(6, 6)") || !strings.Contains(out[1].Text(), "Ann") || !strings.Contains(out[1].Text(), "Sneak") {
		t.Fatalf("got %+v", out)
	}
}

func TestSystemSetIsGMOnlyAndPersists(t *testing.T) {
	h := consoletest.NewHarness(t, "", "en")
	out := h.Run("/system set system:klondike\n@Player /system set system:medieval\n/system show\n")
	if !out[1].Ephemeral || !strings.Contains(out[1].Text(), "Only the GM") {
		t.Fatalf("player was not refused: %s", out[1].Text())
	}
	if !strings.Contains(out[2].Text(), "Klondike") {
		t.Fatalf("system changed: %s", out[2].Text())
	}
}

func TestRussianNamesWork(t *testing.T) {
	h := consoletest.NewHarness(t, "", "ru", 3)
	out := h.Run("/система выбрать система:medieval\n/бой начать\n/бой добавить имя:Орк параметры:\"РЕФ 7\"\n")
	if !strings.Contains(out[0].Text(), "Средневековье") {
		t.Fatalf("system: %s", out[0].Text())
	}
	if !strings.Contains(out[2].Text(), "инициатива **10**") {
		t.Fatalf("add: %s", out[2].Text())
	}
}

func TestServerDefaultAndChannelOverride(t *testing.T) {
	h := consoletest.NewHarness(t, "", "en")
	out := h.Run("/system set system:storyteller scope:server\n/system show\n/system set system:medieval\n/system show\n")
	if !strings.Contains(out[1].Text(), "server default") {
		t.Fatalf("show: %s", out[1].Text())
	}
	if !strings.Contains(out[3].Text(), "Medieval") || !strings.Contains(out[3].Text(), "set for this channel") {
		t.Fatalf("override: %s", out[3].Text())
	}
}

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

// channelID is the console's id for its default channel.
func channelID(h *consoletest.Harness) string { return bot.ConsoleChannelID("general") }

func TestUndoRestoresExactly(t *testing.T) {
	h := consoletest.NewHarness(t, "", "en", 3, 9)
	h.Run("/system set system:klondike\n/combat start\n/combat add name:Orc count:2\n")
	before := consoletest.LastOf(t, h.Run("/combat list\n")).Text()
	h.Run("!click Next turn\n")
	after := consoletest.LastOf(t, h.Run("/combat undo\n/combat list\n")).Text()
	strip := regexp.MustCompile(`trk:[a-z]+:\d+`)
	if strip.ReplaceAllString(before, "") != strip.ReplaceAllString(after, "") {
		t.Fatalf("undo did not restore:\nbefore %s\nafter  %s", before, after)
	}
	// The version only grows: buttons from before the undo stay stale.
	if strip.FindString(before) == strip.FindString(after) {
		t.Fatal("undo reused an old version")
	}
	if got := consoletest.LastOf(t, h.Run("@Player /combat undo\n")); !got.Ephemeral {
		t.Fatal("a player could undo")
	}
}

func TestEndGivesRecapAndClearsTheFight(t *testing.T) {
	h := consoletest.NewHarness(t, "", "en", 3, 9)
	out := h.Run("/system set system:klondike\n/combat start\n/combat add name:Orc count:2\n/combat end\n/combat list\n")
	if !strings.Contains(out[len(out)-3].Text(), "The fight is over") && !strings.Contains(out[len(out)-2].Text(), "The fight is over") {
		t.Fatalf("no recap: %+v", out)
	}
	if got := consoletest.LastOf(t, out); !got.Ephemeral || !strings.Contains(got.Text(), "No fight") {
		t.Fatalf("fight still listed: %s", got.Text())
	}
}

func TestCharSheetKeysInBothLanguages(t *testing.T) {
	h := consoletest.NewHarness(t, "", "en")
	out := h.Run(`/system set system:medieval
@Ann /char set stats:"REF 8 ТЕЛ 10 Combat Sense 3" name:Ann
@Ann /char set stats:"LUCK 4"
@Ann /char show
`)
	if !strings.Contains(out[1].Text(), "REF** 8") || !strings.Contains(out[1].Text(), "BODY** 10") || !strings.Contains(out[1].Text(), "Combat Sense 3") {
		t.Fatalf("sheet: %s", out[1].Text())
	}
	if !out[2].Ephemeral || !strings.Contains(out[2].Text(), "LUCK") || !strings.Contains(out[2].Text(), "REF, BODY") {
		t.Fatalf("unknown key error: %s", out[2].Text())
	}
	if !strings.Contains(out[3].Text(), "REF** 8") {
		t.Fatalf("bad key changed the sheet: %s", out[3].Text())
	}
}

func TestJoinBringsTheSheetAndOwnerCanEndTurn(t *testing.T) {
	h := consoletest.NewHarness(t, "", "en", 9, 1)
	out := h.Run(`/system set system:medieval
@Ann /char set stats:"REF 8" name:Ann
/combat start
@Ann /combat join
/combat add name:Orc stats:"REF 1"
@Bob !click Next turn
@Ann !click Next turn
`)
	if !strings.Contains(out[3].Text(), "initiative **17**") {
		t.Fatalf("join: %s", out[3].Text())
	}
	// 4 and 6 are the tracker edits after the join and the add.
	if !out[7].Ephemeral {
		t.Fatalf("Bob ended Ann's turn: %s", out[7].Text())
	}
	if out[8].Kind != "update" || !strings.Contains(out[8].Text(), "Turn: Orc") {
		t.Fatalf("Ann could not end her turn: %s", out[8].Text())
	}
}

func TestAutocompleteCombatants(t *testing.T) {
	h := consoletest.NewHarness(t, "", "en", 1, 2, 3)
	out := h.Run("/system set system:klondike\n/combat start\n/combat add name:Orc count:2\n/combat add name:Goblin\n?/combat remove name:or\n")
	got := consoletest.LastOf(t, out)
	if got.Kind != "autocomplete" || !strings.Contains(got.Text(), "Orc 1") || strings.Contains(got.Text(), "Goblin") {
		t.Fatalf("autocomplete: %s", got.Text())
	}
}

// Every registered command has a handler and every handler a definition.
func TestEveryCommandHasAHandler(t *testing.T) {
	h := consoletest.NewHarness(t, "", "en")
	cmds, _, _ := h.App.Routes()
	var defined []string
	var walk func(prefix string, opts []*discordgo.ApplicationCommandOption) bool
	walk = func(prefix string, opts []*discordgo.ApplicationCommandOption) bool {
		leaf := true
		for _, o := range opts {
			if o.Type == discordgo.ApplicationCommandOptionSubCommand || o.Type == discordgo.ApplicationCommandOptionSubCommandGroup {
				leaf = false
				if walk(prefix+"/"+o.Name, o.Options) {
					defined = append(defined, prefix+"/"+o.Name)
				}
			}
		}
		return leaf
	}
	for _, d := range h.App.Definitions() {
		if walk(d.Name, d.Options) {
			defined = append(defined, d.Name)
		}
	}
	sort.Strings(defined)
	if strings.Join(defined, " ") != strings.Join(cmds, " ") {
		t.Fatalf("definitions %v\nhandlers    %v", defined, cmds)
	}
}

var nameRE = regexp.MustCompile(`^[-_\p{Ll}\p{N}]{1,32}$`)

// Definitions respect Discord's limits and carry Russian localisations.
func TestDefinitionsAreValidForDiscord(t *testing.T) {
	h := consoletest.NewHarness(t, "", "en")
	var check func(path string, name string, ru map[discordgo.Locale]string, desc string, opts []*discordgo.ApplicationCommandOption)
	check = func(path, name string, ru map[discordgo.Locale]string, desc string, opts []*discordgo.ApplicationCommandOption) {
		if !nameRE.MatchString(name) {
			t.Errorf("%s: bad name %q", path, name)
		}
		if r := ru[discordgo.Russian]; !nameRE.MatchString(r) {
			t.Errorf("%s: bad Russian name %q", path, r)
		}
		if n := len([]rune(desc)); n == 0 || n > 100 {
			t.Errorf("%s: description length %d", path, n)
		}
		if len(opts) > 25 {
			t.Errorf("%s: %d options", path, len(opts))
		}
		seenOptional := false
		for _, o := range opts {
			if o.Required && seenOptional {
				t.Errorf("%s: required option %s after an optional one", path, o.Name)
			}
			if !o.Required {
				seenOptional = true
			}
			check(path+"/"+o.Name, o.Name, o.NameLocalizations, o.Description, o.Options)
		}
	}
	for _, d := range h.App.Definitions() {
		check(d.Name, d.Name, *d.NameLocalizations, d.Description, d.Options)
		// Discord counts names, descriptions and choice values, the longest
		// localisation of each, and refuses a command past 8,000 characters.
		if n := commandSize(d); n > 8000 {
			t.Errorf("/%s is %d characters long; Discord allows 8,000", d.Name, n)
		}
	}
	if n := len(h.App.Definitions()); n > 100 {
		t.Errorf("%d commands; Discord allows 100", n)
	}
}

func longest(def string, loc map[discordgo.Locale]string) int {
	n := len([]rune(def))
	for _, v := range loc {
		if m := len([]rune(v)); m > n {
			n = m
		}
	}
	return n
}

func commandSize(d *discordgo.ApplicationCommand) int {
	var nameLoc, descLoc map[discordgo.Locale]string
	if d.NameLocalizations != nil {
		nameLoc = *d.NameLocalizations
	}
	if d.DescriptionLocalizations != nil {
		descLoc = *d.DescriptionLocalizations
	}
	n := longest(d.Name, nameLoc) + longest(d.Description, descLoc)
	var walk func(opts []*discordgo.ApplicationCommandOption)
	walk = func(opts []*discordgo.ApplicationCommandOption) {
		for _, o := range opts {
			n += longest(o.Name, o.NameLocalizations) + longest(o.Description, o.DescriptionLocalizations)
			for _, c := range o.Choices {
				n += longest(c.Name, c.NameLocalizations) + len([]rune(fmt.Sprint(c.Value)))
			}
			walk(o.Options)
		}
	}
	walk(d.Options)
	return n
}

// Every message key exists in both languages.
func TestLocaleFilesHaveTheSameKeys(t *testing.T) {
	files, err := os.ReadDir("locales")
	if err != nil {
		t.Fatal(err)
	}
	keys := map[string]map[string]bool{}
	for _, f := range files {
		parts := strings.Split(f.Name(), ".")
		if len(parts) != 3 {
			continue
		}
		var m map[string]any
		if _, err := toml.DecodeFile("locales/"+f.Name(), &m); err != nil {
			t.Fatalf("%s: %v", f.Name(), err)
		}
		set := map[string]bool{}
		flatten("", m, set)
		keys[parts[0]+"."+parts[1]] = set
	}
	for name, set := range keys {
		if !strings.HasSuffix(name, ".en") {
			continue
		}
		ru := keys[strings.TrimSuffix(name, ".en")+".ru"]
		for k := range set {
			if !ru[k] {
				t.Errorf("%s: %s has no Russian", name, k)
			}
		}
		for k := range ru {
			if !set[k] {
				t.Errorf("%s: %s has no English", name, k)
			}
		}
	}
}

var pluralForms = map[string]bool{"one": true, "few": true, "many": true, "other": true, "zero": true, "two": true}

func flatten(prefix string, m map[string]any, out map[string]bool) {
	for k, v := range m {
		if pluralForms[k] {
			out[prefix] = true
			continue
		}
		if sub, ok := v.(map[string]any); ok {
			flatten(prefix+k+".", sub, out)
			continue
		}
		out[prefix+k] = true
	}
}

// An initiative the GM typed is shown as such, not as a message key: the
// text lived under the wrong key (char.weapon_init_fixed).
func TestCombatInitSetByTheGMIsWordedInBothLocales(t *testing.T) {
	for _, tc := range []struct{ locale, want string }{
		{"en", "initiative **15** (set by the GM)"},
		{"ru", "инициатива **15** (задана мастером)"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewHarness(t, "", tc.locale, 3, 4)
			out := h.Run("/system set system:klondike\n/combat start\n/combat add name:Orc\n/combat init name:Orc value:15\n")
			var got string
			for _, s := range out {
				if strings.Contains(s.Text(), "15") && s.Kind == "response" {
					got = s.Text()
				}
			}
			if !strings.Contains(got, tc.want) || strings.Contains(got, "init_fixed") {
				t.Fatalf("want %q, got %s", tc.want, got)
			}
		})
	}
}

// Removing a weapon says so in the user's language: the text sat under
// char.removed while the command asked for char.weapon_removed.
func TestCharWeaponRemovedIsWordedInBothLocales(t *testing.T) {
	for _, tc := range []struct{ locale, want string }{
		{"en", "Weapon “Bow” removed."},
		{"ru", "Оружие «Bow» убрано."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewHarness(t, "", tc.locale)
			out := h.Run("/system set system:medieval\n/char set stats:\"REF 8\"\n/char weapon add name:Bow spec:\"1d6+1 ranged\"\n/char weapon remove name:Bow\n")
			if got := consoletest.LastOf(t, out).Text(); !strings.Contains(got, tc.want) {
				t.Fatalf("want %q in %s", tc.want, got)
			}
		})
	}
}
