package commands

import (
	"github.com/bwmarrin/discordgo"

	"fray/rules"
	"fray/rules/encounter"
	"fray/storage"
)

// What the external tests of the core (package commands_test, which may
// import the system plug-ins) read of its internals.

const (
	ColorError = colorError
	MaxDesc    = maxDesc
	TrkNext    = trkNext
	TrkPrev    = trkPrev
	TrkRound   = trkRound
	TrkHold    = trkHold
	TrkEnd     = trkEnd
	TrkPrompt  = trkPrompt
	TrkAct     = trkAct
)

var (
	CountRunes   = countRunes
	FitBudget    = fitBudget
	MergeOptions = mergeOptions
	TrkID        = trkID
)

func (a *App) MoreSample(locale string) string { return a.moreSample(locale) }

func (a *App) MoreText(locale string, n int) string { return a.moreText(locale, n) }

func (a *App) TrackerDataRef(locale string, sys rules.System, ch *storage.Channel, e *encounter.Encounter, events []rules.Event) *discordgo.InteractionResponseData {
	return a.trackerDataRef(locale, sys, ch, e, events)
}

// TakesActions reports whether sys's plug-in takes tracker actions.
func (a *App) TakesActions(sys rules.System) bool {
	_, ok := a.pluginOf(sys).(ActionTaker)
	return ok
}
