package klondike_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Hints in klondike's replies: typed as shown they run, and what only the
// GM may do is said to be the GM's.

// Every hint of klondike's replies that names a command with a value from
// the fight (a weapon, a combatant, a vehicle) is typed here as the reader
// sees it, with names that hold a space, and works: before, name:Big Gun
// and vehicle:Old Cart came out unquoted (the console and Discord take
// "Big" and drop "Gun"), the unknown weapon's example was quoted with “…”
// that nothing reads as quotes, and the bed-rest and overwatch hints held
// placeholders ("medic:…", "weapon:.") and no target.
func TestKlondikeHintsRunAsTyped(t *testing.T) {
	ann := map[string]string{
		"en": `@Ann /char set stats:"DEX 9 INT 9" name:"Ann Lee"
@Ann /char weapon add name:"Big Gun" spec:"3d6 range:50 ammo:1"
@Ann /char weapon add name:"Fire Bomb" spec:"3d6 thrown blast:3"
@Ann /combat join
/combat add name:"Big Orc"
`,
		"ru": `@Ann /персонаж задать параметры:"ЛОВ 9 ИНТ 9" имя:"Ann Lee"
@Ann /персонаж оружие добавить название:"Big Gun" свойства:"3d6 дальность:50 патроны:1"
@Ann /персонаж оружие добавить название:"Fire Bomb" свойства:"3d6 метательное взрыв:3"
@Ann /бой войти
/бой добавить имя:"Big Orc"
`,
	}
	for _, tc := range []struct {
		name, locale, setup, user, hint, typed, want string
	}{
		{"unknown weapon", "en", ann["en"] + `@Ann /attack target:"Big Orc" weapon:"Laser Rifle"` + "\n", "Ann",
			`/char weapon add name:"Laser Rifle" spec:"3d6-3 range:10"`, "", "Weapon “Laser Rifle” saved."},
		{"unknown weapon", "ru", ann["ru"] + `@Ann /атака цель:"Big Orc" оружие:"Laser Rifle"` + "\n", "Ann",
			`/персонаж оружие добавить название:"Laser Rifle" свойства:"3d6-3 дальность:10"`, "", "Оружие «Laser Rifle» сохранено."},
		{"out of ammo", "en", ann["en"] + "@Ann /attack target:\"Big Orc\" weapon:\"Big Gun\" range:5\n@Ann /attack target:\"Big Orc\" weapon:\"Big Gun\" range:5\n", "Ann",
			`/reload weapon:"Big Gun"`, "", "Ann Lee reloads Big Gun"},
		{"out of ammo", "ru", ann["ru"] + "@Ann /атака цель:\"Big Orc\" оружие:\"Big Gun\" дистанция:5\n@Ann /атака цель:\"Big Orc\" оружие:\"Big Gun\" дистанция:5\n", "Ann",
			`/перезарядить оружие:"Big Gun"`, "", "Ann Lee перезаряжает Big Gun"},
		// The GM fires Ann's empty gun on the orc's turn: the hint names her.
		{"out of ammo, out of turn", "en", ann["en"] + "@Ann /attack target:\"Big Orc\" weapon:\"Big Gun\" range:5\n!click Next turn\n/attack attacker:\"Ann Lee\" target:\"Big Orc\" weapon:\"Big Gun\" range:5\n", "",
			`/reload name:"Ann Lee" weapon:"Big Gun"`, "", "Ann Lee reloads Big Gun"},
		{"out of ammo, out of turn", "ru", ann["ru"] + "@Ann /атака цель:\"Big Orc\" оружие:\"Big Gun\" дистанция:5\n!click Следующий ход\n/атака атакующий:\"Ann Lee\" цель:\"Big Orc\" оружие:\"Big Gun\" дистанция:5\n", "",
			`/перезарядить имя:"Ann Lee" оружие:"Big Gun"`, "", "Ann Lee перезаряжает Big Gun"},
		{"thrown, not reloaded", "en", ann["en"] + "@Ann /reload weapon:\"Fire Bomb\"\n", "Ann",
			`/reload weapon:"Fire Bomb" count:N`, `/reload weapon:"Fire Bomb" count:2`, "Fire Bomb — 2 left"},
		{"thrown, not reloaded", "ru", ann["ru"] + "@Ann /перезарядить оружие:\"Fire Bomb\"\n", "Ann",
			`/перезарядить оружие:"Fire Bomb" количество:N`, `/перезарядить оружие:"Fire Bomb" количество:2`, "Fire Bomb — осталось 2"},
		{"none left to throw", "en", ann["en"] + "@Ann /reload weapon:\"Fire Bomb\" count:0\n@Ann /attack target:\"Big Orc\" weapon:\"Fire Bomb\" range:5\n", "Ann",
			`/reload weapon:"Fire Bomb" count:N`, `/reload weapon:"Fire Bomb" count:1`, "Fire Bomb — 1 left"},
		{"none left to throw", "ru", ann["ru"] + "@Ann /перезарядить оружие:\"Fire Bomb\" количество:0\n@Ann /атака цель:\"Big Orc\" оружие:\"Fire Bomb\" дистанция:5\n", "Ann",
			`/перезарядить оружие:"Fire Bomb" количество:N`, `/перезарядить оружие:"Fire Bomb" количество:1`, "Fire Bomb — осталось 1"},
		// /time is the GM's: the player's medic is told the GM lets the
		// days pass, and the GM's /time as shown runs.
		{"bed rest", "en", `@Doc /char set stats:"Medicine 2" name:"Doc Holl"
@Doc /combat join
/combat add name:"Pat Moe"
/damage target:"Pat Moe" amount:14 to:str
/time days:1
@Doc /heal target:"Pat Moe"
`, "", `the GM lets the days pass: /time days:N target:"Pat Moe" medic:"Doc Holl"`, `/time days:3 target:"Pat Moe" medic:"Doc Holl"`, "Time passes: 3 days"},
		{"bed rest", "ru", `@Doc /персонаж задать параметры:"Медицина 2" имя:"Doc Holl"
@Doc /бой войти
/бой добавить имя:"Pat Moe"
/урон цель:"Pat Moe" количество:14 в:сил
/время дни:1
@Doc /лечить цель:"Pat Moe"
`, "", `дни отлёжки пропускает мастер: /время дни:N цель:"Pat Moe" медик:"Doc Holl"`, `/время дни:3 цель:"Pat Moe" медик:"Doc Holl"`, "Прошло: 3 дн"},
		{"stopped vehicle", "en", `/combat add name:"Ann Lee"
/vehicle add name:"Old Cart" armor:1 speed:0 handling:0 crew:"Ann Lee"
!click Move
`, "", "/vehicle board vehicle:\"Old Cart\" leave:true", "", "Ann Lee leaves Old Cart."},
		{"stopped vehicle", "ru", `/бой добавить имя:"Ann Lee"
/техника добавить имя:"Old Cart" броня:1 скорость:0 управляемость:0 экипаж:"Ann Lee"
!click Движение
`, "", "/техника посадка техника:\"Old Cart\" выйти:true", "", "Ann Lee покидает Old Cart."},
		// Ann has no weapon on her sheet: her Overwatch button is refused
		// on the orc's turn, and the hint fires at the orc, not as whoever's
		// turn it is.
		{"overwatch without a weapon", "en", `/combat add name:"Ann Lee"
/combat add name:"Big Orc"
!click Overwatch
!click Next turn
!click Ann Lee: overwatch shot
`, "", "`/attack attacker:\"Ann Lee\" target:\"Big Orc\" maneuver:overwatch weapon:Pistol`", "", "Ann Lee → Big Orc (Pistol)"},
		{"overwatch without a weapon", "ru", `/бой добавить имя:"Ann Lee"
/бой добавить имя:"Big Orc"
!click Дозор
!click Следующий ход
!click Ann Lee: выстрел из дозора
`, "", "`/атака атакующий:\"Ann Lee\" цель:\"Big Orc\" приём:дозор оружие:Пистолет`", "", "Ann Lee → Big Orc (Пистолет)"},
	} {
		t.Run(tc.locale+" "+tc.name, func(t *testing.T) {
			// Initiative 6+6 (Ann, Doc), 3+3; then 4s for every roll.
			faces := []int{6, 6, 3, 3}
			for range 40 {
				faces = append(faces, 4)
			}
			h := consoletest.NewSystemHarness(t, tc.locale, faces...)
			out := h.Run(consoletest.KlSetup(tc.locale) + tc.setup)
			var said strings.Builder
			for _, s := range out {
				said.WriteString(consoletest.PlainText(t, s))
			}
			if !strings.Contains(said.String(), tc.hint) {
				t.Fatalf("no hint %q in:\n%s", tc.hint, said.String())
			}
			typed := tc.typed
			if typed == "" {
				typed = strings.Trim(tc.hint[strings.Index(tc.hint, "/"):], "`")
			}
			if tc.user != "" {
				typed = "@" + tc.user + " " + typed
			}
			got := consoletest.LastOf(t, consoletest.Replies(h.Run(typed+"\n")))
			text := consoletest.PlainText(t, got)
			if strings.Contains(text, "❌") || !strings.Contains(text, tc.want) {
				t.Fatalf("%s typed as shown: no %q in:\n%s", typed, tc.want, text)
			}
		})
	}
}

// Hints a player may read name what only the GM may do as the GM's:
// /chase start, /vehicle add, /chase round, /damage are refused to a
// player ("Only the GM…").
func TestKlondikeGMOnlyHintsSayTheGM(t *testing.T) {
	for _, tc := range []struct{ locale, script, want, player string }{
		{"en", "@Ann /chase break party:Ann\n", "No chase is running: the GM starts one with /chase start.", "@Ann /chase start parties:Ann\n"},
		{"ru", "@Ann /погоня оторваться сторона:Ann\n", "Погоня не идёт: начать её может мастер — /погоня начать.", "@Ann /погоня начать стороны:Ann\n"},
		{"en", "@Ann /vehicle show\n", "No vehicles in this channel: the GM adds one with /vehicle add.", "@Ann /vehicle add name:Cart\n"},
		{"ru", "@Ann /техника показать\n", "В канале нет техники: добавить её может мастер — /техника добавить.", "@Ann /техника добавить имя:Телега\n"},
		{"en", `@Ann /char set stats:"DEX 9 Athletics 1" name:Ann
@Ann /combat join
/combat add name:Ben stats:"DEX 6"
/chase start parties:"Ann, Ben" fleeing:Ben
/chase round
@Ann /attack target:Ben damage:2d6 range:5
`, "The GM rolls the next round: `/chase round`.", "@Ann /chase round\n"},
		{"ru", `@Ann /персонаж задать параметры:"ЛОВ 9 Атлетика 1" имя:Ann
@Ann /бой войти
/бой добавить имя:Ben параметры:"ЛОВ 6"
/погоня начать стороны:"Ann, Ben" убегают:Ben
/погоня раунд
@Ann /атака цель:Ben урон:2d6 дистанция:5
`, "Следующий раунд бросает мастер: `/погоня раунд`.", "@Ann /погоня раунд\n"},
	} {
		// Initiative 6+6, 1+1; the chase round: Ann 1+1, Ben 6+6 (Ben wins).
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 1, 1, 6, 6)
		got := consoletest.LastOf(t, consoletest.Replies(h.Run(consoletest.KlSetup(tc.locale)+tc.script)))
		if !strings.Contains(consoletest.PlainText(t, got), tc.want) {
			t.Errorf("%s: no %q in:\n%s", tc.locale, tc.want, consoletest.PlainText(t, got))
		}
		// The command named is indeed the GM's: a player is refused.
		if p := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.player))); !p.Ephemeral || !strings.Contains(consoletest.PlainText(t, p), map[string]string{"en": "GM", "ru": "мастер"}[tc.locale]) {
			t.Errorf("%s: %s by a player should be refused as the GM's:\n%s", tc.locale, tc.player, consoletest.PlainText(t, p))
		}
	}
}
