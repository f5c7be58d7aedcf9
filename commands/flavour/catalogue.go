package flavour

// catalogue holds every line: system → locale → event → templates. The maps
// are filled by the per-system files and only read afterwards.
var catalogue = map[string]map[string]map[Event][]string{
	Medieval:    {RU: medievalRU, EN: medievalEN},
	Storyteller: {RU: storytellerRU, EN: storytellerEN},
	Klondike:    {RU: klondikeRU, EN: klondikeEN},
}
