package bot

import (
	"fray/rules"
	"fray/rules/klondike"
	"fray/rules/medieval"
	"fray/rules/storyteller"
)

func systemList() []rules.System {
	return []rules.System{medieval.New(), storyteller.New(), klondike.New()}
}
