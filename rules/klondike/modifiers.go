package klondike

import "fray/rules"

// Cover values: "-1 в случае чисто визуального укрытия …, -2 в случае
// твердого укрытия …, -3 в случае специально оборудованной огневой точки".
func parseCover(s string) (int, error) {
	switch normName(s) {
	case "", "none", "нет", "0":
		return 0, nil
	case "light", "visual", "soft", "лёгкое", "легкое", "визуальное", "1":
		return -1, nil
	case "hard", "solid", "твёрдое", "твердое", "2":
		return -2, nil
	case "fortified", "emplacement", "укрепление", "огневая точка", "3":
		return -3, nil
	}
	return 0, rules.Errorf("klondike.error.bad_cover", map[string]any{"Cover": s})
}

// coverMod combines cover and a prone target: "Положение цели лежа даёт
// штраф -2 или улучшает штраф от укрытия на -1, если цель уже в укрытии."
// It returns the cover and prone parts.
func coverMod(cover int, prone bool) (int, int) {
	if !prone {
		return cover, 0
	}
	if cover == 0 {
		return 0, -2
	}
	return cover, -1
}

// HiddenAt is the combined cover at which a target is fully hidden: "Если
// итоговый модификатор укрытия равен -4 или выше, это означает, что цель
// полностью скрыта".
const HiddenAt = -4

// Light: "Стрельба в полной темноте даёт штраф -4, в сумерках и условиях
// плохого освещения -1."
func parseLight(s string) (int, error) {
	switch normName(s) {
	case "", "normal", "day", "норма", "нормальное", "день":
		return 0, nil
	case "dim", "dusk", "fog", "rain", "сумерки", "плохое", "туман", "ливень":
		return -1, nil
	case "dark", "darkness", "invisible", "темнота", "тьма", "невидимая":
		return -4, nil
	}
	return 0, rules.Errorf("klondike.error.bad_light", map[string]any{"Light": s})
}

// Fire modes.
const (
	ModeSingle   = "single"
	ModeBurst    = "burst"
	ModeAuto     = "auto"
	ModeSuppress = "suppress"
)

// ParseMode reads a fire mode in either language, by its value or its
// label, as ModeSingle, ModeBurst, ModeAuto or ModeSuppress.
func ParseMode(s string) (string, error) {
	switch normName(s) {
	case "", "single", "одиночные", "одиночный":
		return ModeSingle, nil
	case "burst", "очередь", "очереди", "очередями":
		return ModeBurst, nil
	case "auto", "full auto", "full", "автоматический", "авто", "автоматический огонь":
		return ModeAuto, nil
	// The choices' own labels ("suppressive fire", «огонь по области») are
	// what a reader of the help or Discord's list types.
	case "suppress", "suppressive", "suppressive fire", "area", "по области", "огонь по области", "область", "подавление":
		return ModeSuppress, nil
	}
	return "", rules.Errorf("klondike.error.bad_mode", map[string]any{"Mode": s})
}

// Engaged targets: "Если цель сражается в ближнем бою с кем-то, кого
// стреляющий не хочет задеть, на атаку накладывается штраф –d6. Если
// благополучие целей не волнует стрелка, то при промахе совершается еще
// одна атака по второй стороне ближнего боя."
const (
	EngagedCareful  = "careful"
	EngagedCareless = "careless"
)

func parseEngaged(s string) (string, error) {
	switch normName(s) {
	case "", "no", "нет":
		return "", nil
	case "careful", "yes", "осторожно", "да":
		return EngagedCareful, nil
	case "careless", "неважно", "всё равно", "все равно":
		return EngagedCareless, nil
	}
	return "", rules.Errorf("klondike.error.bad_engaged", map[string]any{"Engaged": s})
}

// rangeSteps counts range steps beyond the weapon's range: each further
// multiple of it is one step (RULES.md, "Range steps").
func rangeSteps(dist, weaponRange int) int {
	if weaponRange <= 0 || dist <= weaponRange {
		return 0
	}
	return (dist+weaponRange-1)/weaponRange - 1
}

// AdvantageMod is the attack modifier for an Advantage in a vehicle duel or
// chase: 0: −2, 1–2: −1, 3–4: 0, 5+: +1.
func AdvantageMod(adv int) int {
	switch {
	case adv <= 0:
		return -2
	case adv <= 2:
		return -1
	case adv <= 4:
		return 0
	}
	return 1
}

// RangedModsGiven reports whether o asks for any modifier of the seed's
// «Таблица модификаторов атаки в дальнем бою» (range, cover, prone, light,
// aiming): a melee attack does not use them, and its reply says so rather
// than dropping them silently.
func RangedModsGiven(o AttackOptions) bool {
	cover, _ := parseCover(o.Cover)
	light, _ := parseLight(o.Light)
	return o.Range > 0 || cover != 0 || o.Prone || light != 0 || o.Aim > 0
}
