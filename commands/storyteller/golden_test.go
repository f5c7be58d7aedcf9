package storyteller_test

import (
	"flag"
	"testing"

	"fray/bot/consoletest"
)

// Golden embeds: one embed per storyteller flavour event in both
// locales, stored under testdata/golden/storyteller_<event>_<locale>.json.
// `go test ./commands/storyteller -run TestStorytellerGolden -update` rewrites
// them (consoletest.GoldenUpdate reads the flag).
func init() {
	if flag.Lookup("update") == nil {
		flag.Bool("update", false, "rewrite the golden files under testdata/golden")
	}
}

// stGoldenSetup starts a storyteller fight. Initiative draws one d10 each:
// the first two faces of every case (Bob 🎲 5 + 4 = 9, Al 🎲 4 + 3 = 7). Bob: Strength 3, Dexterity 3, Brawl 2, Intelligence 2,
// Medicine 2. Al: Stamina 2, Dexterity 2, Athletics 1.
const stGoldenSetup = `/system set system:storyteller
/combat start
/combat add name:Bob stats:"Strength 3 Dexterity 3 Brawl 2 Melee 2 Firearms 3 Athletics 1 Stamina 2 Intelligence 2 Medicine 2"
/combat add name:Al stats:"Stamina 2 Dexterity 2 Athletics 1 Brawl 1"
`

// stGoldenArmoredSetup is the same fight with Al in a Kevlar vest (3/1).
const stGoldenArmoredSetup = `/system set system:storyteller
/combat start
/combat add name:Bob stats:"Strength 3 Dexterity 3 Brawl 2 Melee 2 Firearms 3 Athletics 1 Stamina 2 Intelligence 2 Medicine 2"
/combat add name:Al stats:"Stamina 2 Dexterity 2 Athletics 1 Brawl 1" armor:"3/1"
`

// A punch is Dexterity + Brawl = 5 dice at difficulty 6; its damage is
// Strength 3 + the extra successes, bashing; Al soaks with Stamina 2 (+ armor).
var stGoldenCases = []consoletest.SysGoldenCase{
	{Event: "hit", Faces: []int{7, 3, 3, 3, 3 /*attack*/, 7, 3, 3, 3 /*damage*/},
		// A knife: Dexterity + Melee = 5 dice, 1 success; Strength 3 + 1
		// = 4 lethal dice, 1 success; a mortal soaks no lethal with
		// Stamina: 1 lethal, Bruised.
		Cmds: "/attack attacker:Bob target:Al weapon:Knife defense:none\n",
		Wants: map[string][]string{
			"en": {"🎲 **7** 3 3 3 3 vs 6 — 1 success", "1 − soak 0 = **1 lethal** → Bruised", "Dexterity + Melee = 5"},
			"ru": {"🎲 **7** 3 3 3 3 против 6 — 1 успех", "1 − поглощение 0 = **летальные: 1** → Ушибы", "Ловкость + Фехтование = 5"}}},
	{Event: "bashing_hit", Faces: []int{7, 3, 3, 3, 3 /*attack*/, 7, 3, 3 /*damage*/, 3, 3 /*soak*/},
		// A punch: 1 success; 1 damage success − soak 0 = 1 bashing,
		// Bruised — a bashing blow's line, no blood.
		Cmds: "/attack attacker:Bob target:Al maneuver:punch defense:none\n",
		Wants: map[string][]string{
			"en": {"🎲 **7** 3 3 3 3 vs 6 — 1 success", "1 − soak 0 = **1 bashing** → Bruised", "Pool 5, difficulty 6"},
			"ru": {"🎲 **7** 3 3 3 3 против 6 — 1 успех", "1 − поглощение 0 = **поверхностные: 1** → Ушибы", "Запас 5, сложность 6"}}},
	{Event: "graze", Faces: []int{8, 8, 3, 3, 3 /*attack*/, 3, 3, 3, 3 /*disarm*/},
		// A disarm that lands but whose roll, 0, does not beat Al's
		// Strength 1: the weapon stays in hand. (A blow that soak or the
		// damage roll leaves harmless is armor_stops: «повреждений нет».)
		Cmds: "/attack attacker:Bob target:Al maneuver:disarm defense:none\n",
		Wants: map[string][]string{
			"en": {"🎲 **8** **8** 3 3 3 vs 7", "0 vs Strength 1: Al keeps the weapon."},
			"ru": {"🎲 **8** **8** 3 3 3 против 7", "0 против Силы 1: оружие осталось в руках"}}},
	{Event: "miss", Faces: []int{3, 3, 3, 3, 3},
		// No success and no 1: a plain failure, no damage roll.
		Cmds: "/attack attacker:Bob target:Al maneuver:punch defense:none\n",
		Wants: map[string][]string{
			"en": {"🎲 3 3 3 3 3 vs 6 — Failure → **miss**"},
			"ru": {"🎲 3 3 3 3 3 против 6"}}},
	{Event: "critical", Faces: []int{7, 7, 7, 7, 7, 7, 3, 3, 3, 3, 3, 3, 3, 3},
		// 5 successes (the «phenomenal» five): 3 + 4 extra = 7 damage dice.
		Cmds: "/attack attacker:Bob target:Al maneuver:punch defense:none\n",
		Wants: map[string][]string{
			"en": {"5 successes → **hit, 5 net**", "3 dice + 4 extra successes, bashing", "Pool 7, difficulty 6"},
			"ru": {"5 успехов", "Запас 7, сложность 6"}}},
	{Event: "fumble", Faces: []int{1, 3, 3, 3, 3},
		// «Если не выпало ни одного успеха и есть хотя бы одна 1 — провал».
		Cmds: "/attack attacker:Bob target:Al maneuver:punch defense:none\n",
		Wants: map[string][]string{
			"en": {"🎲 ~~1~~ 3 3 3 3 vs 6 — Botch", "successes 0, 1s 1"},
			"ru": {"🎲 ~~1~~ 3 3 3 3 против 6", "успехов 0, единиц 1"}}},
	{Event: "armor_stops", Setup: stGoldenArmoredSetup, Faces: []int{7, 3, 3, 3, 3, 7, 3, 3, 7, 3, 3, 3, 3},
		// Soak is Stamina 2 + Kevlar 3 = 5 dice: its 1 success takes the level.
		Cmds: "/attack attacker:Bob target:Al maneuver:punch defense:none\n",
		Wants: map[string][]string{
			"en": {"Stamina 2 + armor 3", "Pool 5, difficulty 6", "1 − soak 1 = **no damage**", "No damage."},
			"ru": {"Выносливость 2 + броня 3", "Запас 5, сложность 6", "1 − поглощение 1 = **повреждений нет**", "Повреждений нет."}}},
	{Event: "disarmed", Faces: []int{8, 8, 3, 3, 3 /*attack*/, 7, 7, 7, 3 /*disarm*/},
		// Dexterity 3 + Brawl 2 at 7 (disarm +1): 2 successes; the disarm
		// roll, Strength 3 + 2 − 1 = 4 dice: 3 successes beat Al's
		// Strength 1 («Противник не получает повреждений»).
		Cmds: "/attack attacker:Bob target:Al maneuver:disarm defense:none\n",
		Wants: map[string][]string{
			"en": {"🎲 **8** **8** 3 3 3 vs 7", "3 vs Strength 1: Al loses the weapon!", "disarmed"},
			"ru": {"🎲 **8** **8** 3 3 3 против 7", "обезоружен"}}},
	{Event: "hold", Faces: []int{7, 3, 3, 3, 3 /*attack*/},
		// «Удерживание»: Strength 3 + Brawl 2 = 5 dice, 1 success; no
		// damage roll («Повреждения: нет»), the two are locked.
		Cmds: "/attack attacker:Bob target:Al maneuver:hold defense:none\n",
		Wants: map[string][]string{
			"en": {"🎲 **7** 3 3 3 3 vs 6 — 1 success", "Pool 5, difficulty 6", "Hold"},
			"ru": {"🎲 **7** 3 3 3 3 против 6 — 1 успех", "Запас 5, сложность 6", "Удерживание"}}},
	{Event: "knockdown", Faces: []int{8, 3, 3, 3, 3 /*attack*/, 7, 3, 3 /*damage*/, 3, 3 /*soak*/, 3, 3, 3 /*Al*/},
		// A sweep: difficulty 7 for the attack; Al rolls Dexterity 2 +
		// Athletics 1 = 3 dice at difficulty 8 and falls.
		Cmds: "/attack attacker:Bob target:Al maneuver:sweep defense:none\n",
		Wants: map[string][]string{
			"en": {"🎲 **8** 3 3 3 3 vs 7", "Al goes down", "Dexterity + Athletics = 3", "Pool 3, difficulty 8"},
			"ru": {"🎲 **8** 3 3 3 3 против 7", "Ловкость + Атлетизм = 3", "Запас 3, сложность 8"}}},
	{Event: "dizzied", Faces: []int{7, 7, 3, 3, 3, 7, 7, 7, 7, 3, 3},
		// 2 successes: 3 + 1 damage dice, 4 levels − soak 0 = 4 > Stamina 2.
		Cmds: "/attack attacker:Bob target:Al maneuver:punch defense:none\n",
		Wants: map[string][]string{
			"en": {"4 − soak 0 = **4 bashing** → Wounded (−2)", "dizzied"},
			"ru": {"4 − поглощение 0 = **поверхностные: 4**", "ошеломлён"}}},
	{Event: "unconscious", Faces: []int{7, 7, 7, 7, 7, 7, 7, 3, 3},
		// 7 bashing levels fill the track: Incapacitated, not lethal.
		Cmds: "/damage target:Al pool:7 type:bashing\n",
		Wants: map[string][]string{
			"en": {"7 − soak 0 = **7 bashing** → Incapacitated", "bashing 7, lethal 0"},
			"ru": {"7 − поглощение 0 = **поверхностные: 7** → Недееспособность", "поверхностные 7, летальные 0"}}},
	{Event: "dying", Faces: []int{7, 7, 7, 7, 7, 7, 7},
		// A mortal does not soak lethal damage: 7 lethal, Incapacitated.
		Cmds: "/damage target:Al pool:7 type:lethal\n",
		Wants: map[string][]string{
			"en": {"7 − soak 0 = **7 lethal** → Incapacitated", "Pool of 0: no roll"},
			"ru": {"7 − поглощение 0 = **летальные: 7** → Недееспособность", "летальные 7"}}},
	{Event: "dead", Faces: []int{7, 7, 7, 7, 7, 7, 7, 7},
		// 8 lethal on a 7-box track.
		Cmds: "/damage target:Al pool:8 type:lethal\n",
		Wants: map[string][]string{
			"en": {"8 − soak 0 = **8 lethal** → Dead"},
			"ru": {"8 − поглощение 0 = **летальные: 8** → Смерть"}}},
	{Event: "stabilized", Faces: []int{7, 7, 7, 7 /*damage*/, 7, 3, 3, 3 /*treat*/},
		// 4 lethal (Wounded) bleeds; Intelligence 2 + Medicine 2 = 4 dice,
		// 1 success stops it.
		Cmds: "/damage target:Al pool:4 type:lethal\n/treat target:Al medic:Bob\n",
		Wants: map[string][]string{
			"en": {"🎲 **7** 3 3 3 vs 6 — 1 success", "Intelligence + Medicine = 4", "Al's bleeding stops."},
			"ru": {"🎲 **7** 3 3 3 против 6 — 1 успех", "Интеллект + Медицина = 4", "кровотечение остановлено"}}},
	{Event: "revived", Faces: []int{7, 7, 7, 7, 7, 7, 7},
		// 7 lethal: Incapacitated, alive; one level healed brings Al back.
		Cmds: "/damage target:Al pool:7 type:lethal\n/heal target:Al levels:1 type:lethal\n",
		Wants: map[string][]string{
			"en": {"Incapacitated", "Crippled"},
			"ru": {"Недееспособность", "Калека"}}},
}

func TestStorytellerGoldenEmbeds(t *testing.T) {
	consoletest.RunSysGolden(t, "storyteller", []int{5, 4}, stGoldenSetup, stGoldenCases)
}

// Every storyteller event has a golden case.
func TestStorytellerGoldenCoversEveryEvent(t *testing.T) {
	consoletest.CheckGoldenCoverage(t, "storyteller", stGoldenCases, nil)
}
