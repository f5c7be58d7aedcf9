package commands_test

import (
	"context"
	"encoding/json"
	"fray/commands"
	"math/rand/v2"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"fray/rules"
	"fray/rules/encounter"
	"fray/storage"
)

// sameReply fails unless got and want are the same reply: the same Go
// values (types of components included) and the same JSON for Discord.
func sameReply(t *testing.T, what string, got, want *discordgo.InteractionResponseData) {
	t.Helper()
	gj, err := json.Marshal(got)
	if err != nil {
		t.Fatal(err)
	}
	wj, err := json.Marshal(want)
	if err != nil {
		t.Fatal(err)
	}
	if string(gj) != string(wj) {
		t.Fatalf("%s:\ngot  %s\nwant %s", what, gj, wj)
	}
	plain := *got
	plain.Components = valueComponents(got.Components)
	if !reflect.DeepEqual(&plain, want) {
		t.Fatalf("%s: same JSON, different values:\ngot  %#v\nwant %#v", what, got, want)
	}
}

// valueComponents is comps with the rows and buttons the tracker puts in by
// pointer (buttonSet) copied in as values, as the old code put them, for
// reflect.DeepEqual; the JSON of both is the same.
func valueComponents(comps []discordgo.MessageComponent) []discordgo.MessageComponent {
	if comps == nil {
		return nil
	}
	out := make([]discordgo.MessageComponent, len(comps))
	for i, c := range comps {
		switch v := c.(type) {
		case *discordgo.ActionsRow:
			out[i] = discordgo.ActionsRow{Components: valueComponents(v.Components), ID: v.ID}
		case discordgo.ActionsRow:
			out[i] = discordgo.ActionsRow{Components: valueComponents(v.Components), ID: v.ID}
		case *discordgo.Button:
			out[i] = *v
		default:
			out[i] = c
		}
	}
	return out
}

// stretchEncounter makes some fights harder to render: a name longer than
// the render's scratch buffers, a round and version of many digits.
func stretchEncounter(r *rand.Rand, e *encounter.Encounter) {
	if r.IntN(4) == 0 && len(e.Combatants) > 0 {
		c := &e.Combatants[r.IntN(len(e.Combatants))]
		c.Name = strings.Repeat("Щ", 100+r.IntN(200)) + c.Name
		if r.IntN(2) == 0 {
			e.Turn = slices.IndexFunc(e.Combatants, func(x rules.Combatant) bool { return x.ID == c.ID })
		}
	}
	if r.IntN(5) == 0 {
		e.Round, e.Version = r.IntN(1<<40)-1<<39, r.IntN(1<<40)
	}
}

// TestTrackerDataMatchesReference renders random fights of every system,
// in every locale, with events and owed rolls, with and without the
// channel, through TrackerData and through the render it replaced
// (render_alloc_ref_test.go): the replies must be identical, and so must
// the keys recorded as missing.
func TestTrackerDataMatchesReference(t *testing.T) {
	a := newPerfApp(t, storage.Options{})
	ref := newPerfApp(t, storage.Options{})
	var chans []storage.Channel // a stored fight of each system, for the channel's fields
	for k, sys := range perfSystems() {
		p := &perfChannel{a: a, guild: "g", channel: "ref-" + strconv.Itoa(k)}
		p.startFight(t, sys.ID(), 4)
		if err := a.Store().View(context.Background(), func(tx *storage.Tx) error {
			ch, err := tx.Channel(p.guild, p.channel)
			chans = append(chans, ch)
			return err
		}); err != nil {
			t.Fatal(err)
		}
	}
	r := rand.New(rand.NewPCG(5, 6))
	for k := 0; k < 600; k++ {
		sys := perfSystems()[k%3]
		e := randomEncounter(r, sys.ID())
		stretchEncounter(r, e)
		evs := randomEvents(r, e)
		var ch *storage.Channel
		if r.IntN(3) == 0 {
			ch = &chans[k%3]
		}
		for _, loc := range []string{"ru", "en", "en-GB", "de"} {
			got := a.TrackerData(loc, sys, ch, e, evs)
			want := ref.TrackerDataRef(loc, sys, ch, e, evs)
			sameReply(t, sys.ID()+" "+loc+" "+strconv.Itoa(len(e.Combatants))+" combatants", got, want)
		}
	}
	for k, sys := range perfSystems() {
		ch := &chans[k]
		sameReply(t, sys.ID()+" stored", a.TrackerData("ru", sys, ch, ch.Encounter, nil), ref.TrackerDataRef("ru", sys, ch, ch.Encounter, nil))
	}
	got, want := a.I18n().Missing(), ref.I18n().Missing()
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("missing keys differ:\n got  %v\n want %v", got, want)
	}
	if len(want) == 0 {
		t.Error("no missing key recorded: the events' unknown key was never rendered")
	}
}

// TestTrackerReplyStandsAlone: a reply's parts are its own, so a caller
// that edits one reply (as combatEnd does) leaves the next untouched.
func TestTrackerReplyStandsAlone(t *testing.T) {
	a := newPerfApp(t, storage.Options{})
	sys := perfSystems()[2]
	e := randomEncounterOf(rand.New(rand.NewPCG(7, 8)), sys.ID(), 6)
	e.Turn = 0
	first := a.TrackerData("ru", sys, nil, e, nil)
	first.Embeds[0].Title += " — end"
	first.Embeds = append(first.Embeds, &discordgo.MessageEmbed{Title: "recap"})
	first.Components = nil
	sameReply(t, "after an edit of the one before", a.TrackerData("ru", sys, nil, e, nil), a.TrackerDataRef("ru", sys, nil, e, nil))
}

// TestCountRunes: countRunes counts as ranging over the string does,
// invalid and cut-off sequences included.
func TestCountRunes(t *testing.T) {
	cases := []string{"", "abc", "Ёжик 🦔", "▰▱", "\xff", "a\xffb", "\xe2\x96", "🦔"[:3], "\xc0\xaf", "\xed\xa0\x80", strings.Repeat("щ", 40)}
	r := rand.New(rand.NewPCG(9, 10))
	for i := 0; i < 200; i++ {
		b := make([]byte, r.IntN(12))
		for j := range b {
			b[j] = byte(r.IntN(256))
		}
		cases = append(cases, string(b))
	}
	for _, s := range cases {
		if got, want := commands.CountRunes([]byte(s)), utf8.RuneCountInString(s); got != want {
			t.Errorf("%q: %d, want %d", s, got, want)
		}
	}
}

// TestTrackerRenderAllocsBelowReference: the render of a usual fight (the
// bench's four combatants, mid-turn, in each system) allocates at least
// five times fewer objects than the render it replaced did (the
// title's, footer's and sample's maps and strings, the description's
// builder growth, the reply's four separate parts).
func TestTrackerRenderAllocsBelowReference(t *testing.T) {
	a := newPerfApp(t, storage.Options{})
	for _, sys := range perfSystems() {
		e := randomEncounterOf(rand.New(rand.NewPCG(11, 12)), sys.ID(), 4)
		e.Turn = 1
		got := testing.AllocsPerRun(50, func() { a.TrackerData("ru", sys, nil, e, nil) })
		want := testing.AllocsPerRun(50, func() { a.TrackerDataRef("ru", sys, nil, e, nil) })
		t.Logf("%s: %v allocations, %v before", sys.ID(), got, want)
		if got > want-5 {
			t.Errorf("%s: %v allocations, want at most %v (the reference's %v less 5)", sys.ID(), got, want-5, want)
		}
	}
}

// BenchmarkTrackerRenderVsReference draws the same fights with TrackerData
// ("new") and the render it replaced ("ref") in one run, so the two are
// compared on the same machine and rules: the bench's fight (four
// combatants, mid-turn) and hurt fights of ten and fifty with owed rolls.
func BenchmarkTrackerRenderVsReference(b *testing.B) {
	a := newPerfApp(b, storage.Options{})
	for _, sys := range perfSystems() {
		for _, n := range []int{4, 10, 50} {
			e := randomEncounterOf(rand.New(rand.NewPCG(3, 4)), sys.ID(), n)
			e.Turn = 1
			b.Run(sys.ID()+"/"+strconv.Itoa(n)+"/new", func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					a.TrackerData("ru", sys, nil, e, nil)
				}
			})
			b.Run(sys.ID()+"/"+strconv.Itoa(n)+"/ref", func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					a.TrackerDataRef("ru", sys, nil, e, nil)
				}
			})
		}
	}
}
