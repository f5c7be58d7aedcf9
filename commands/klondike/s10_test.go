package klondike_test

import (
	"fmt"
	"fray/bot/consoletest"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
)

// Session 10: klondike polish and a Russian fight night, each played
// through the console.

// A vehicle's attack title names the weapon, as a person's does
// («⚔️ Ann → Bob (rifle)»). «При попадании по технике игнорируйте обычный
// урон оружия – вместо этого бросьте кубы, указанные в теге ПТ оружия.»
// Ann (DEX 9, Gun Combat 1) fires the anti-tank rifle at the Jeep
// (armor 6): 5+5 +2 = 12 hits, AP 4d6 = 1+1+1+1 = 4 < 6 stops. Then an
// ad-hoc 2d6 (no weapon on the sheet, a blow by default: untrained Melee
// −3): 4+4 −3 = 5 misses — the title names the damage dice, "(2d6)", as a
// person's does (session 11c: it read "(weapon)" / "(оружие)").
func TestKlondikeS10VehicleAttackTitleNamesWeapon(t *testing.T) {
	for _, c := range []struct {
		locale, script, rifle, adhoc string
	}{
		{"en", `/combat add name:Ann stats:"DEX 9 INT 7 Gun Combat 1"
/vehicle add name:Jeep armor:6 speed:100 handling:0
/attack attacker:Ann target:Jeep weapon:anti-tank-rifle
/attack attacker:Ann target:Jeep damage:2d6
`, "⚔️ Ann → Jeep (anti-tank-rifle)", "⚔️ Ann → Jeep (2d6)"},
		{"ru", `/бой добавить имя:Ann параметры:"ЛОВ 9 ИНТ 7 Стрельба 1"
/техника добавить имя:Jeep броня:6 скорость:100 управляемость:0
/атака атакующий:Ann цель:Jeep оружие:"противотанковое ружьё"
/атака атакующий:Ann цель:Jeep урон:2d6
`, "⚔️ Ann → Jeep (противотанковое ружьё)", "⚔️ Ann → Jeep (2d6)"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 1, 1, 5, 5, 1, 1, 1, 1, 4, 4)
			out := h.Run(consoletest.KlSetup(c.locale) + c.script)
			shot := consoletest.ByText(t, out, "🎲 5+5 +2 = **12**")
			if title, _, _ := consoletest.KlEmbed(t, shot); title != c.rifle {
				t.Errorf("rifle title %q, want %q", title, c.rifle)
			}
			shot = consoletest.ByText(t, out, "🎲 4+4 −3 = **5**")
			if title, _, _ := consoletest.KlEmbed(t, shot); title != c.adhoc {
				t.Errorf("ad-hoc title %q, want %q", title, c.adhoc)
			}
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
			if n := h.Dice.Remaining(); n != 0 {
				t.Errorf("%d dice left", n)
			}
		})
	}
}

// Fight night: a dying player hit again was asked "9 damage: choose STR or
// DEX" with both at 0, and the round's end then reported placing it.
// «Весь последующий урон наносится, на выбор игрока, по Силе или Ловкости.
// Если любая из этих характеристик доходит до нуля, персонаж теряет
// сознание.» Once one is at 0 and the character is out, the choice has no
// answer: the damage goes at once into the one left (no unconsciousness
// roll is owed again). Ann (STR 1, DEX 9, END 1): 2 damage to STR — END
// 1 → 0, STR 1 → 0, out: 2+2 −2 (original END 1) = 2, d6 4 hours. Then 4:
// DEX 9 → 5 with no prompt; then 20: DEX 5 → 0, dying; then 3 more: no
// prompt either.
func TestKlondikeS10NoChoiceWhenItHasNoAnswer(t *testing.T) {
	for _, c := range []struct {
		locale, script, dex, dying, prompt string
	}{
		{"en", `@Ann /char set stats:"STR 1 DEX 9 END 1 INT 8" name:Ann
@Ann /combat join
/combat add name:Orc
/damage target:Ann amount:2 to:str
/damage target:Ann amount:4
/damage target:Ann amount:20
/damage target:Ann amount:3
`, "DEX −4\nNow STR 0 · DEX 5 · END 0", "Dying: needs surgery", "choose STR or DEX"},
		{"ru", `@Ann /персонаж задать параметры:"СИЛ 1 ЛОВ 9 ВЫН 1 ИНТ 8" имя:Ann
@Ann /бой войти
/бой добавить имя:Orc
/урон цель:Ann количество:2 куда:str
/урон цель:Ann количество:4
/урон цель:Ann количество:20
/урон цель:Ann количество:3
`, "ЛОВ −4\nТеперь СИЛ 0 · ЛОВ 5 · ВЫН 0", "При смерти: нужна операция", "выберите СИЛ или ЛОВ"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			// Initiative Ann 3+4 −3, Orc 5+5 −3; the unconsciousness roll
			// 2+2 and its d6 4.
			h := consoletest.NewSystemHarness(t, c.locale, 3, 4, 5, 5, 2, 2, 4)
			out := h.Run(consoletest.KlSetup(c.locale) + c.script)
			var hits []consoletest.Sent
			for _, s := range out {
				if s.Kind == "response" && strings.Contains(s.Text(), "🩸") {
					hits = append(hits, s)
				}
			}
			if len(hits) != 4 {
				t.Fatalf("%d damage replies, want 4", len(hits))
			}
			_, _, fields := consoletest.KlEmbed(t, hits[1])
			if len(fields) == 0 || !strings.Contains(fields[0].Value, c.dex) {
				t.Errorf("the second hit does not go into DEX at once: %s", hits[1].Text())
			}
			consoletest.KlWant(t, "the third hit", hits[2], c.dying)
			for i, s := range hits[1:] {
				consoletest.KlNot(t, fmt.Sprintf("hit %d", i+2), s, c.prompt, "kl:to:")
			}
			consoletest.KlNot(t, "the tracker", consoletest.LastOf(t, out), c.prompt)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
			if n := h.Dice.Remaining(); n != 0 {
				t.Errorf("%d dice left", n)
			}
		})
	}
}

// Fight night: the GM's attack with a bandit caught off guard by the
// surprise said only "no action left this turn: the GM allows one more",
// as if the bandit had spent them. «Если преуспевает только одна сторона,
// она получает бесплатный раунд действий до начала инициативы.» The line
// stays and the reason follows it. Ann (Recon 1) 6+6 +1 = 13 against Orc's
// 1+1 −3 = −1: Orc is caught; the GM's Orc swings 3+3 −3 = 3, a miss.
// Then out of turn: Bandit (init 1+2 −3) attacks twice while Guard (3+4
// −3) has the turn, and the third needs the GM's leave — not Bandit's turn.
func TestKlondikeS10GMOverrunSaysWhy(t *testing.T) {
	for _, c := range []struct {
		locale, surprise, caught, outOfTurn, turn, spent string
	}{
		{"en", `/combat add name:Ann stats:"INT 8 Recon 1"
/combat add name:Orc stats:"STR 7 INT 7"
/combat surprise side_a:Ann side_b:Orc
/attack attacker:Orc target:Ann damage:1d6
`, "Caught off guard by the surprise: no actions until their first turn in round 1.", `/combat add name:Bandit stats:"STR 7 DEX 7 END 7 INT 6"
/combat add name:Guard stats:"STR 7 DEX 7 END 12 INT 6"
/attack attacker:Bandit target:Guard damage:1d6
/attack attacker:Bandit target:Guard damage:1d6
/attack attacker:Bandit target:Guard damage:1d6
`, "It is not Bandit's turn: their two actions come back when their own turn starts.", "the GM allows one more"},
		{"ru", `/бой добавить имя:Ann параметры:"ИНТ 8 Разведка 1"
/бой добавить имя:Orc параметры:"СИЛ 7 ИНТ 7"
/бой внезапность сторона-а:Ann сторона-б:Orc
/атака атакующий:Orc цель:Ann урон:1d6
`, "Внезапность застала врасплох: действий нет до первого хода в 1-м раунде.", `/бой добавить имя:Bandit параметры:"СИЛ 7 ЛОВ 7 ВЫН 7 ИНТ 6"
/бой добавить имя:Guard параметры:"СИЛ 7 ЛОВ 7 ВЫН 12 ИНТ 6"
/атака атакующий:Bandit цель:Guard урон:1d6
/атака атакующий:Bandit цель:Guard урон:1d6
/атака атакующий:Bandit цель:Guard урон:1d6
`, "Сейчас ход другого участника: два действия вернутся в начале собственного хода.", "мастер разрешает ещё одно"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			// Ann 2+2, Orc 3+3 initiative; surprise 6+6, 1+1; Orc's 3+3.
			h := consoletest.NewSystemHarness(t, c.locale, 2, 2, 3, 3, 6, 6, 1, 1, 3, 3)
			out := h.Run(consoletest.KlSetup(c.locale) + c.surprise)
			swing := consoletest.LastOf(t, out)
			for _, s := range out {
				if s.Kind == "response" && strings.Contains(s.Text(), "Orc → Ann") {
					swing = s
				}
			}
			consoletest.KlWant(t, "the caught Orc's attack", swing, c.spent, c.caught)
			consoletest.KlNot(t, "the caught Orc's attack", swing, c.turn)
			if n := h.Dice.Remaining(); n != 0 {
				t.Errorf("%d dice left", n)
			}

			// Bandit 1+2, Guard 3+4; three swings 1+1 (misses, no damage die).
			h = consoletest.NewSystemHarness(t, c.locale, 1, 2, 3, 4, 1, 1, 1, 1, 1, 1)
			out = h.Run(consoletest.KlSetup(c.locale) + c.outOfTurn)
			var swings []consoletest.Sent
			for _, s := range out {
				if s.Kind == "response" && strings.Contains(s.Text(), "Bandit → Guard") {
					swings = append(swings, s)
				}
			}
			if len(swings) != 3 {
				t.Fatalf("%d attacks, want 3", len(swings))
			}
			consoletest.KlWant(t, "the third attack", swings[2], c.spent, c.turn)
			consoletest.KlNot(t, "the third attack", swings[2], c.caught)
			for _, s := range swings[:2] {
				consoletest.KlNot(t, "the first two attacks", s, c.spent, c.turn)
			}
		})
	}
}

// Fight night: «Если персонаж с навыком Ближнего боя 1 и выше выводит врага
// из строя атакой в ближнем бою, он может пройти до 2 метров и атаковать
// еще одну цель, не тратя действия. Количество таких дополнительных атак
// не может превышать уровень навыка Ближнего Боя.» A cleave asked for
// without a takedown was refused with "No follow-up attack is available."
// and nothing on what to do; the refusal now says when there is one and to
// attack without the maneuver. Nothing is drawn.
func TestKlondikeS10CleaveRefusalSaysWhen(t *testing.T) {
	for _, c := range []struct{ locale, script, want string }{
		{"en", `/combat add name:Bob stats:"STR 10 INT 6 Melee 2"
/combat add name:Orc
/attack attacker:Bob target:Orc weapon:knife maneuver:cleave
`, "No follow-up attack is available: it comes only right after a melee attack takes a foe out (Melee 1+), at most as many as the Melee level. Attack without `maneuver:cleave`."},
		{"ru", `/бой добавить имя:Bob параметры:"СИЛ 10 ИНТ 6 Ближний бой 2"
/бой добавить имя:Orc
/атака атакующий:Bob цель:Orc оружие:нож приём:добивание
`, "Дополнительной атаки нет: она бывает, только когда атака в ближнем бою вывела врага из строя (Ближний бой 1+), и не больше раз, чем уровень Ближнего боя. Атакуйте без `приём:добивание`."},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 3, 3, 2, 2)
			s := consoletest.LastOf(t, h.Run(consoletest.KlSetup(c.locale)+c.script))
			if !s.Ephemeral {
				t.Errorf("the refusal is public: %s", s.Text())
			}
			consoletest.KlWant(t, "the refusal", s, c.want)
			if n := h.Dice.Remaining(); n != 0 {
				t.Errorf("%d dice left", n)
			}
		})
	}
}

// Fight night: /reload weapon:автомат for the leader, an NPC whose stock
// assault rifle was not on its sheet yet, was refused with «"автомат" is
// neither on the sheet nor among the stock weapons» — untrue: /attack takes
// a stock weapon up by that name. /reload now does the same («Другие
// действия: перезарядка …» — one action).
func TestKlondikeS10ReloadTakesUpAStockWeapon(t *testing.T) {
	for _, c := range []struct{ locale, script, want string }{
		{"en", `/combat add name:Boss stats:"STR 8 DEX 8 INT 8"
/reload name:Boss weapon:assault-rifle
`, "Boss reloads assault-rifle: 30 rounds"},
		{"ru", `/бой добавить имя:Boss параметры:"СИЛ 8 ЛОВ 8 ИНТ 8"
/перезарядить имя:Boss оружие:автомат
`, "Boss перезаряжает автомат: патронов 30"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 3, 3)
			out := h.Run(consoletest.KlSetup(c.locale) + c.script)
			s := consoletest.ByText(t, out, "🔄")
			if s.Ephemeral {
				t.Errorf("the reload is a refusal: %s", s.Text())
			}
			consoletest.KlWant(t, "the reload", s, c.want)
		})
	}
}

// «Ремонт пробоины требует соответствующих технике инструментов, d6 минут
// и бросок Ремонта 5+.» The skill is «Ремонт» on the Russian sheet; the
// Russian description of /техника ремонт named «Механика», a skill no
// sheet has.
func TestKlondikeS10RepairDescriptionNamesTheSkill(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "ru")
	for _, d := range h.App.Definitions() {
		if d.Name != "vehicle" {
			continue
		}
		for _, o := range d.Options {
			if o.Name != "repair" {
				continue
			}
			ru := o.DescriptionLocalizations[discordgo.Russian]
			if !strings.Contains(ru, "Ремонт 5+") || strings.Contains(ru, "Механик") {
				t.Errorf("/техника ремонт: %q", ru)
			}
			return
		}
	}
	t.Fatal("no /vehicle repair")
}
