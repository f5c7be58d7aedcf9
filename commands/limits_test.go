package commands_test

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
)

// Whatever the input, a reply fits Discord's limits and quotes the user's
// text only in part.
func TestRepliesFitDiscordsLimits(t *testing.T) {
	long := strings.Repeat("x", 5000)
	h := newSystemHarness(t, "ru")
	out := h.run("/system set system:medieval\n" +
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
