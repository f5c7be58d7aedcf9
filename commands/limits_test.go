package commands_test

import (
	"encoding/json"
	"fray/bot/consoletest"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
)

// Whatever the input, a reply fits Discord's limits and quotes the user's
// text only in part.
func TestRepliesFitDiscordsLimits(t *testing.T) {
	long := strings.Repeat("x", 5000)
	h := consoletest.NewSystemHarness(t, "ru")
	out := h.Run("/system set system:medieval\n" +
		"/char set stats:\"" + long + " 5\"\n" +
		"/char armor armor:\"" + long + "\"\n" +
		"/char weapon add name:Sword spec:\"" + long + "\"\n" +
		"/combat start\n/combat add name:Orc stats:\"REF 5 " + long + " 3\"\n" +
		"/roll dice:\"" + long + "\"\n")
	for i, s := range out[1:] {
		var d struct {
			Embeds []*discordgo.MessageEmbed `json:"embeds"`
		}
		if err := json.Unmarshal(s.Data, &d); err != nil {
			t.Fatal(err)
		}
		for _, e := range d.Embeds {
			if n := utf8.RuneCountInString(e.Description); n > 4096 {
				t.Errorf("reply %d: description of %d characters", i+1, n)
			}
			if s.Ephemeral && utf8.RuneCountInString(e.Description) > 1000 {
				t.Errorf("reply %d: an error of %d characters echoes the input", i+1, utf8.RuneCountInString(e.Description))
			}
		}
	}
}

// The keys a user may write are listed whole, however long the list.
func TestUnknownKeyListsEveryValidKey(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en")
	got := consoletest.LastOf(t, h.Run("/system set system:storyteller\n/char set stats:\"Luck 3\"\n"))
	for _, want := range []string{"Wits", "Willpower", "Brawl"} {
		if !strings.Contains(got.Text(), want) {
			t.Errorf("the valid keys lack %s: %s", want, got.Text())
		}
	}
}

// A fight too big for one message drops whole lines and says how many.
func TestHugeTrackerCutsWholeLines(t *testing.T) {
	var faces []int
	for i := 0; i < 500; i++ { // initiative and the roll-offs of ties
		faces = append(faces, 1+i%10)
	}
	h := consoletest.NewSystemHarness(t, "en", faces...)
	script := "/system set system:medieval\n/combat start\n"
	for i := 0; i < 3; i++ {
		script += "/combat add name:" + strings.Repeat("Ж", 55) + string(rune('A'+i)) + " count:20\n"
	}
	h.Run(script)
	got := consoletest.LastOf(t, h.Run("/combat list\n"))
	var d struct {
		Embeds []*discordgo.MessageEmbed `json:"embeds"`
	}
	if err := json.Unmarshal(got.Data, &d); err != nil {
		t.Fatal(err)
	}
	desc := d.Embeds[0].Description
	if utf8.RuneCountInString(desc) > 4096 || !strings.Contains(desc, "more") || strings.Count(desc, "**")%2 != 0 {
		t.Fatalf("tracker of 60 (%d characters): …%s", utf8.RuneCountInString(desc), desc[len(desc)-200:])
	}
}
