package klondike

import (
	"fray/commands"
	"strings"

	"github.com/bwmarrin/discordgo"

	"fray/rules/klondike"
	"fray/storage"
)

// klTrackerVehicles is klondike's part of the tracker: the vehicles of the
// channel's fight (they live in the channel's Extra data) — name, armor,
// speed, handling, damage state, crew — right after the order.
func (a *Plugin) klTrackerVehicles(locale string, ch *storage.Channel) []*discordgo.MessageEmbedField {
	var vs []*klondike.Vehicle
	if err := klLoad(ch, klExtraVehicles, &vs); err != nil || len(vs) == 0 {
		return nil
	}
	m := &commands.Mut{Ch: *ch, Enc: ch.Encounter}
	lines := make([]string, 0, len(vs))
	for _, v := range vs {
		lines = append(lines, a.klVehicleLine(locale, m, v))
	}
	return []*discordgo.MessageEmbedField{{Name: a.I18n().T(locale, "klc.v.tracker", nil), Value: commands.Truncate(strings.Join(lines, "\n"), 1024)}}
}
