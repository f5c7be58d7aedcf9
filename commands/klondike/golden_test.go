package klondike_test

import (
	"flag"
	"testing"

	"fray/bot/consoletest"
)

// init defines the -update flag the comment below names, unless another
// golden test in the binary already did.
func init() {
	if flag.Lookup("update") == nil {
		flag.Bool("update", false, "rewrite the golden files under testdata/golden")
	}
}

// Golden embeds: one embed per klondike flavour event in both
// locales, stored under testdata/golden/klondike_<event>_<locale>.json.
// `go test ./commands/klondike -run TestKlondikeGolden -update` rewrites them. The
// runner and the file comparison are storyteller_golden_test.go's.

// klGoldenSetup starts a klondike fight: Gunner (DEX 9: DM +1, Gun Combat 1,
// Medicine 2), Thug (STR, DEX, END 7) and Tank (DEX 5, Protection 10). Each
// joins with 2d6 of initiative: the first six faces of every case.
const klGoldenSetup = `/system set system:klondike
/combat start
/combat add name:Gunner stats:"DEX 9 gun_combat 1 medicine 2"
/combat add name:Thug
/combat add name:Tank stats:"DEX 5" armor:10
`

var klGoldenInitiative = []int{1, 1, 2, 2, 3, 3}

// klGoldenImpossible lists the events no command produces yet, and why.
var klGoldenImpossible = map[string]string{}

// Gunner's attack: 2d6 + DM 1 + Gun Combat 1 vs 8+; damage 2d6 + Effect,
// less armor, into END, then STR/DEX (an NPC's higher one, STR on a tie).
var klGoldenCases = []consoletest.SysGoldenCase{
	{Event: "hit", Faces: []int{4, 4, 1, 2},
		// 10 vs 8+, Effect +2; 1+2 +2 = 5 − armor 0: END 7 → 2.
		Cmds: "/attack attacker:Gunner target:Thug damage:2d6 range:10\n",
		Wants: map[string][]string{
			"en": {"🎲 4+4 +2 = **10** vs 8+ — hit, Effect +2", "🎲 1+2 +2 Effect = **5**", "END −5"},
			"ru": {"🎲 4+4 +2 = **10** против 8+ — попадание, Эффект +2", "🎲 1+2 +2 Эффект = **5**", "ВЫН −5"}}},
	{Event: "graze", Faces: []int{3, 3, 1, 2},
		// 8 vs 8+: the barest success, Effect 0; 3 damage.
		Cmds: "/attack attacker:Gunner target:Thug damage:2d6 range:10\n",
		Wants: map[string][]string{
			"en": {"🎲 3+3 +2 = **8** vs 8+ — hit, Effect 0", "3 damage − armor 0 = **3**"},
			"ru": {"🎲 3+3 +2 = **8** против 8+ — попадание, Эффект 0", "Урон 3 − броня 0 = **3**"}}},
	{Event: "miss", Faces: []int{2, 3},
		Cmds: "/attack attacker:Gunner target:Thug damage:2d6 range:10\n",
		Wants: map[string][]string{
			"en": {"🎲 2+3 +2 = **7** vs 8+ — miss, Effect −1"},
			"ru": {"🎲 2+3 +2 = **7** против 8+", "Эффект −1"}}},
	{Event: "critical", Faces: []int{6, 6},
		// 14 vs 8+: Effect +6, an exceptional success.
		Cmds: "/check characteristic:DEX skill:gun_combat name:Gunner\n",
		Wants: map[string][]string{
			"en": {"🎲 6+6 +2 = **14** vs 8+ — success, Effect +6", "DEX 9: DM +1"},
			"ru": {"🎲 6+6 +2 = **14** против 8+ — успех, Эффект +6", "ЛОВ 9: ДМ +1"}}},
	{Event: "fumble", Faces: []int{1, 1},
		// Thug has no Gun Combat: 2 − 3 = −1, Effect −9 (≤ −6).
		Cmds: "/attack attacker:Thug target:Gunner damage:2d6 range:10\n",
		Wants: map[string][]string{
			"en": {"🎲 1+1 −3 = **−1** vs 8+ — miss, Effect −9", "untrained −3"},
			"ru": {"🎲 1+1 −3 = **−1** против 8+", "Эффект −9"}}},
	{Event: "armor_stops", Faces: []int{4, 4, 3, 3},
		// 3+3 +2 = 8 < Protection 10; 8 < 2×DEX 10: no knockdown.
		Cmds: "/attack attacker:Gunner target:Tank damage:2d6 range:10\n",
		Wants: map[string][]string{
			"en": {"🎲 3+3 +2 Effect = **8**", "8 damage − armor 10 = **0**"},
			"ru": {"🎲 3+3 +2 Эффект = **8**", "Урон 8 − броня 10 = **0**"}}},
	{Event: "knockdown", Faces: []int{4, 4, 4, 4},
		// 4+4 +2 = 10 ≥ 2×DEX 5: prone, though the armor takes it all.
		Cmds: "/attack attacker:Gunner target:Tank damage:2d6 range:10\n",
		Wants: map[string][]string{
			"en": {"🎲 4+4 +2 Effect = **10**", "10 damage − armor 10 = **0**", "Knocked prone (damage before armor ≥ 2×DEX)"},
			"ru": {"🎲 4+4 +2 Эффект = **10**", "Урон 10 − броня 10 = **0**", "Цель сбита с ног"}}},
	{Event: "shock", Faces: []int{4, 4, 3, 2},
		// 3+2 +2 = 7: END 7 → 0, shock for a round.
		Cmds: "/attack attacker:Gunner target:Thug damage:2d6 range:10\n",
		Wants: map[string][]string{
			"en": {"🎲 3+2 +2 Effect = **7**", "END −7", "Now STR 7 · DEX 7 · END 0", "shock"},
			"ru": {"🎲 3+2 +2 Эффект = **7**", "ВЫН −7", "Теперь СИЛ 7 · ЛОВ 7 · ВЫН 0", "шок"}}},
	{Event: "unconscious", Faces: []int{2, 3, 4},
		// 14: END 7 → 0, STR 7 → 0; the roll on original END 7: 2+3 = 5
		// fails, d6 = 4 hours.
		Cmds: "/damage target:Thug amount:14\n",
		Wants: map[string][]string{
			"en": {"END −7, STR −7", "🎲 2+3", "= 5 on original END", "4 hours"},
			"ru": {"ВЫН −7, СИЛ −7", "🎲 2+3", "= 5 по исходной ВЫН", "4 часа"}}},
	{Event: "dying", Faces: []int{6, 6, 1},
		// 21 into END, STR, DEX: all three at 0 — dying, surgery within the
		// hour: «Если все три характеристики упали до нуля - персонаж при
		// смерти». The roll to come round that STR at 0 drew (6+6, d6 1)
		// does not stand for a dying character, and is not shown.
		Cmds: "/damage target:Thug amount:21 to:str\n",
		Wants: map[string][]string{
			"en": {"END −7, STR −7, DEX −7", "Now STR 0 · DEX 0 · END 0", "Dying"},
			"ru": {"ВЫН −7, СИЛ −7, ЛОВ −7", "Теперь СИЛ 0 · ЛОВ 0 · ВЫН 0", "При смерти"}}},
	{Event: "dead", Faces: []int{6, 6, 1},
		// The optional instant-death rule: all three at 0 kill outright.
		Cmds: "/combat instant-death on:true\n/damage target:Thug amount:21 to:str\n",
		Wants: map[string][]string{
			"en": {"21 − armor 0 = **21** — Dead", "Now STR 0 · DEX 0 · END 0"},
			"ru": {"21 − броня 0 = **21**", "Теперь СИЛ 0 · ЛОВ 0 · ВЫН 0"}}},
	{Event: "stabilized", Faces: []int{6, 6, 1 /*damage*/, 5, 4 /*surgery*/},
		// 5+4 + Medicine 2 = 11 in an infirmary: lives as before.
		Cmds: "/damage target:Thug amount:21 to:str\n/surgery target:Thug medic:Gunner place:infirmary\n",
		Wants: map[string][]string{
			"en": {"🎲 5+4 +2 = **11** — Lives as before", "Medicine +2", "Original characteristics", "STR 7 · DEX 7 · END 7", "Now: STR 0 · DEX 0 · END 0"},
			"ru": {"🎲 5+4 +2 = **11** — Пациент выживает без последствий", "Медицина +2", "Исходные характеристики", "Сейчас: СИЛ 0 · ЛОВ 0 · ВЫН 0"}}},
	{Event: "revived", Faces: []int{4, 4, 2},
		// 14: END 7 → 0, STR 7 → 0, unconscious; the roll on original END 7:
		// 4+4 = 8 succeeds, wakes in d6 = 2 minutes. /time minutes:5 wakes
		// Thug ("Comes to"): the revived line.
		Cmds: "/damage target:Thug amount:14\n/time minutes:5\n",
		Wants: map[string][]string{
			"en": {"Time passes: 5 minutes", "Thug comes to.", "Now STR 0 · DEX 7 · END 0", "Seriously wounded"},
			"ru": {"Прошло: 5 минут", "Thug приходит в себя.", "Теперь СИЛ 0 · ЛОВ 7 · ВЫН 0", "Тяжело ранен"}}},
	{Event: "chase_escape", Faces: []int{4, 4 /*Bob's initiative*/, 6, 5, 4, 3 /*round*/, 5, 5 /*break*/},
		// Jeep 6+5 + Drive 1 + handling 1 = 13 against Truck 4+3 − 3 = 4:
		// Jeep has the Advantage, and breaks off with 5+5 +2 = 12 ≥ 10.
		Cmds: `/combat add name:Bob stats:"drive 1"
/vehicle add name:Jeep armor:6 speed:100 handling:1 crew:Bob
/vehicle add name:Truck armor:8 speed:100 handling:0 crew:Thug
/chase start parties:"Jeep, Truck" mode:duel
/chase round
/chase break party:Jeep
`,
		Wants: map[string][]string{
			"en": {"🎲 5+5 +2 = **12** vs 10+ — success, Effect +2", "Drive +1", "handling +1"},
			"ru": {"🎲 5+5 +2 = **12** против 10+ — успех, Эффект +2", "Вождение +1"}}},
	{Event: "vehicle_wrecked", Faces: []int{4, 4, 4, 5, 5},
		// AP 12 ≥ 2× armor 3: critical; the critical column 5+5 = 10: destroyed.
		Cmds: "/vehicle add name:Jeep armor:3 speed:100 handling:1\n/vehicle hit vehicle:Jeep ap:3d6\n",
		Wants: map[string][]string{
			"en": {"AP 4+4+4 = **12** vs armor 3", "**Destroyed**", "critical column: 5+5 = 10", "Speed 100 → 0"},
			"ru": {"ПТ 4+4+4 = **12** против Брони 3", "**Уничтожена**", "критический столбец: 5+5 = 10"}}},
}

func TestKlondikeGoldenEmbeds(t *testing.T) {
	consoletest.RunSysGolden(t, "klondike", klGoldenInitiative, klGoldenSetup, klGoldenCases)
}

// Every klondike event has a golden case, except those no command produces.
func TestKlondikeGoldenCoversEveryEvent(t *testing.T) {
	consoletest.CheckGoldenCoverage(t, "klondike", klGoldenCases, klGoldenImpossible)
}
