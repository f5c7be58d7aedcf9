package flavour

import "fray/rules/dice"

// Vehicle kinds, as rules/klondike names them (Vehicle.Kind).
const (
	VehicleGround = "ground"
	VehicleWater  = "water"
	VehicleAir    = "air"
	VehicleGrav   = "grav"
)

// klondikeWrecks are the vehicle_wrecked lines that fit only one kind of
// vehicle: a boat does not flip over its roof shedding wheels, a car does
// not sink blowing bubbles. PickVehicleWrecked offers them after the
// catalogue's lines, which fit any vehicle.
var klondikeWrecks = map[string]map[string][]string{
	RU: {
		VehicleGround: {
			"{{.Target}} переворачивается через крышу, теряя колёса, двери и достоинство.",
			"ranged|Взрыв! Обломки разлетаются по склону, и огненный шар встаёт над дорогой.",
			"{{.Target}} вспыхивает, как спичка, и катится под откос, разбрасывая искры.",
			"{{.Target}} идёт юзом, цепляет колесом колею и кувырком летит в кювет.",
		},
		VehicleWater: {
			"ranged|{{.Actor}} опускает оружие и смотрит, как {{.Target}} медленно уходит под воду, пуская пузыри.",
			"{{.Target}} черпает бортом воду, кренится и ложится на бок. Всем за борт!",
			"Над водой встаёт столб пара и щепок, по волнам расплывается горящее масло.",
			"Корма задирается к небу — {{.Target}} идёт ко дну, оставляя на воде лишь пену и обломки.",
		},
		VehicleAir: {
			"{{.Target}} клюёт носом и, волоча за собой шлейф чёрного дыма, уходит к земле.",
			"Крыло отрывается, и {{.Target}} штопором валится вниз. Кто может — прыгайте!",
			"ranged|{{.Actor}} попадает точно в мотор — винт замирает, и {{.Target}} камнем идёт вниз.",
			"Огненный шар в небе, дождь из обломков. Внизу кто-то крестится.",
		},
		VehicleGrav: {
			"Антиграв захлёбывается, и {{.Target}} тяжело рушится наземь, пропахав борозду.",
			"Поле гаснет с надсадным воем — {{.Target}} падает, как подбитая птица.",
		},
	},
	EN: {
		VehicleGround: {
			"{{.Target}} flips over the roof, shedding wheels, doors and dignity.",
			"ranged|Explosion! Wreckage scatters down the slope and a fireball rises over the road.",
			"{{.Target}} goes up like a match and rolls down the embankment, spitting sparks.",
			"{{.Target}} skids, digs a wheel into a rut and somersaults into the ditch.",
		},
		VehicleWater: {
			"ranged|{{.Actor}} lowers the gun and watches {{.Target}} sink slowly into the river, blowing bubbles.",
			"{{.Target}} ships water over the side, lists and rolls over. Everyone overboard!",
			"A column of steam and splinters rises from the water; burning oil spreads over the waves.",
			"The stern rears to the sky — {{.Target}} goes down, leaving nothing but foam and wreckage.",
		},
		VehicleAir: {
			"{{.Target}} noses over and heads for the ground, trailing black smoke.",
			"A wing tears off and {{.Target}} spins down. Whoever can — jump!",
			"ranged|{{.Actor}} puts one right into the engine — the propeller stops dead and {{.Target}} drops like a stone.",
			"A fireball in the sky, a rain of wreckage. Somebody down below crosses themselves.",
		},
		VehicleGrav: {
			"The grav field chokes and {{.Target}} slams into the ground, ploughing a furrow.",
			"The field dies with a strained whine — {{.Target}} falls like a shot bird.",
		},
	},
}

// VehicleWreckedLines returns the vehicle_wrecked line templates for a
// vehicle of kind, without their tags, in the order PickVehicleWrecked's
// indices refer to: the catalogue's lines (any vehicle), then the kind's.
func VehicleWreckedLines(kind, locale string) []string {
	entries := vehicleWrecked(kind, locale)
	out := make([]string, len(entries))
	for i, e := range entries {
		_, out[i] = splitTag(e)
	}
	return out
}

func vehicleWrecked(kind, locale string) []string {
	loc := normLocale(locale)
	base := catalogue[Klondike][loc][VehicleWrecked]
	own := klondikeWrecks[loc][kind]
	out := make([]string, 0, len(base)+len(own))
	return append(append(out, base...), own...)
}

// PickVehicleWrecked is Pick for klondike's vehicle_wrecked with the lines
// that fit the vehicle's kind (VehicleGround, VehicleWater, VehicleAir,
// VehicleGrav; any other reads only the lines for every vehicle). last
// and the returned index refer to VehicleWreckedLines(kind, locale).
func (c *Templates) PickVehicleWrecked(kind, locale string, args Args, d dice.Source, last int) (line string, idx int, ok bool) {
	return c.pickLine(vehicleWrecked(kind, locale), args, d, last)
}
