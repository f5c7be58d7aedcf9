package medieval_test

import (
	"regexp"
	"strings"
	"testing"

	"fray/bot/consoletest"
	"fray/commands/flavour"
)

// Session 7: the gaps the last play-test left in medieval, closed and
// driven through the console in both locales.

// medGapsDuel: A (REF 6, Melee 4) and B (REF 8, Dodge 6, no armor);
// initiative takes the first two faces.
var medGapsDuel = map[string]string{
	"en": `/system set system:medieval
/combat start
/combat add name:A stats:"REF 6 BODY 10 melee 4"
/combat add name:B stats:"REF 8 BODY 6 dodge 6"
`,
	"ru": `/система выбрать система:medieval
/бой начать
/бой добавить имя:A параметры:"РЕФ 6 ТЕЛ 10 Ближний_бой 4"
/бой добавить имя:B параметры:"РЕФ 8 ТЕЛ 6 Уклонение 6"
`,
}

// Gap 1. The seed knows one skill for a blow: «Атака … или совершение атаки
// ближнего боя» (Melee); a blade only halves soft armor («То же самое верно и
// для ножей, мечей и другого клинкового оружия»). The ready Sword names
// Fencing; A has Melee 4 and no Fencing, and used to strike with Fencing 0
// (7 + 6 + 0 = 13). Now: 7 + REF 6 + Melee 4 = 17, and the reply says why.
// Dice: initiative 5, 5; to hit 7; B's defence 3 + 8 + Melee 0 = 11;
// location 3 (torso); damage 6, 6; stun save 2.
func TestMedievalGapBladeStrikesWithMelee(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 5, 7, 3, 3, 6, 6, 2)
		h.Run(medGapsDuel[locale])
		got := consoletest.MedReply(t, h.Run(medPick(locale, "/attack attacker:A target:B weapon:Sword\n", "/атака атакующий:A цель:B оружие:Меч\n")))
		if got.Ephemeral {
			t.Fatalf("refused: %s", got.Text())
		}
		consoletest.MedWant(t, got, "7+6+4 = **17**",
			medPick(locale, "Melee 4 = **17**", "Ближний бой 4 = **17**"),
			// A has no Fencing: the reply says so, not "higher than" it.
			medPick(locale, "Struck with Melee: no Fencing on the sheet", "Удар навыком «Ближний бой»: навыка «Фехтование» в листе нет"))
		if err := h.Dice.Err(); err != nil {
			t.Fatal(err)
		}
	})

	// A fencer keeps the weapon's own skill: Fencing 5 over Melee 2 gives
	// 7 + 6 + 5 = 18, and no word about Melee.
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 5, 7, 3, 3, 6, 6, 2)
		h.Run(medPick(locale, `/system set system:medieval
/combat start
/combat add name:A stats:"REF 6 BODY 10 melee 2 fencing 5"
/combat add name:B stats:"REF 8 BODY 6"
`, `/система выбрать система:medieval
/бой начать
/бой добавить имя:A параметры:"РЕФ 6 ТЕЛ 10 Ближний_бой 2 Фехтование 5"
/бой добавить имя:B параметры:"РЕФ 8 ТЕЛ 6"
`))
		got := consoletest.MedReply(t, h.Run(medPick(locale, "/attack attacker:A target:B weapon:Sword\n", "/атака атакующий:A цель:B оружие:Меч\n")))
		consoletest.MedWant(t, got, "7+6+5 = **18**", medPick(locale, "Fencing 5 = **18**", "Фехтование 5 = **18**"))
		if strings.Contains(got.Text(), medPick(locale, "Struck with Melee", "Удар навыком «Ближний бой»")) {
			t.Errorf("a fencer struck with Melee: %s", got.Text())
		}
	})
}

// Gap 2. «Объявляя о вваливании в начале раунда, ты автоматически добавляет
// +3 к броску своей инициативы»: a charge is declared at the start of the
// round. After acting (a move), /combat charge and /attack charge:true used to
// be accepted; they are refused now, ephemeral, with no die drawn and the
// tracker untouched.
func TestMedievalGapChargeAfterActingRefused(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 5)
		h.Run(medGapsDuel[locale])
		h.Run(medPick(locale, "/combat action name:A action:move\n", "/бой действие имя:A действие:перемещение\n"))
		want := medPick(locale, "A has already acted this round: a charge", "A: в этом раунде действие уже было, а о вваливании")
		medQA6Refused(t, h, medPick(locale, "/combat charge name:A\n", "/бой вваливание имя:A\n"), want)
		medQA6Refused(t, h, medPick(locale, "/attack attacker:A target:B weapon:Sword charge:true\n",
			"/атака атакующий:A цель:B оружие:Меч вваливание:да\n"), want)
		// B has not acted: its charge stands (+3: 13 → 16).
		got := consoletest.MedReply(t, h.Run(medPick(locale, "/combat charge name:B\n", "/бой вваливание имя:B\n")))
		if got.Ephemeral {
			t.Fatalf("B's charge refused: %s", got.Text())
		}
		consoletest.MedWant(t, got, medPick(locale, "now 16", "теперь 16"))
	})
}

// Gap 2, in the tracker's order: after A's turn has passed, A's charge is too
// late; C's +3 (8 → 11) would carry C past B (10), whose turn it is, and the
// re-sort would skip C's own turn — refused; D's (6 → 9) stays behind B and
// stands.
func TestMedievalGapChargeLateInTheRound(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 5, 5, 5)
		h.Run(medPick(locale, `/system set system:medieval
/combat start
/combat add name:A stats:"REF 9 BODY 10"
/combat add name:B stats:"REF 5 BODY 6"
/combat add name:C stats:"REF 3 BODY 6"
/combat add name:D stats:"REF 1 BODY 6"
/combat next
`, `/система выбрать система:medieval
/бой начать
/бой добавить имя:A параметры:"РЕФ 9 ТЕЛ 10"
/бой добавить имя:B параметры:"РЕФ 5 ТЕЛ 6"
/бой добавить имя:C параметры:"РЕФ 3 ТЕЛ 6"
/бой добавить имя:D параметры:"РЕФ 1 ТЕЛ 6"
/бой далее
`))
		medQA6Refused(t, h, medPick(locale, "/combat charge name:A\n", "/бой вваливание имя:A\n"),
			medPick(locale, "A's turn this round has passed", "A: ход в этом раунде уже прошёл"))
		medQA6Refused(t, h, medPick(locale, "/combat charge name:C\n", "/бой вваливание имя:C\n"),
			medPick(locale, "Too late for C to charge this round", "C: вваливаться в этом раунде уже поздно"), "B")
		got := consoletest.MedReply(t, h.Run(medPick(locale, "/combat charge name:D\n", "/бой вваливание имя:D\n")))
		if got.Ephemeral {
			t.Fatalf("D's charge refused: %s", got.Text())
		}
		consoletest.MedWant(t, got, medPick(locale, "now 9", "теперь 9"))
		if err := h.Dice.Err(); err != nil {
			t.Fatal(err)
		}
	})
}

// Gap 3. «Ты можешь выполнить более одного действия с накапливающимся
// штрафом -3 за каждое последующее действие»: B moves (action 1) and dodges
// (action 2, −3); the dodge's roll carries the −3: 3 + REF 8 + Dodge 6 − 3 =
// 14 against A's 7 + 6 + 4 = 17 — a hit. Without the penalty it was 17 vs
// 17, the defender's tie. Dice as in gap 1.
func TestMedievalGapDefenceTakesExtraActionPenalty(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 5, 7, 3, 3, 6, 6, 2)
		h.Run(medGapsDuel[locale])
		h.Run(medPick(locale, "/combat action name:B action:move\n/combat action name:B action:dodge\n",
			"/бой действие имя:B действие:перемещение\n/бой действие имя:B действие:уклонение\n"))
		got := consoletest.MedReply(t, h.Run(medPick(locale, "/attack attacker:A target:B weapon:Sword\n", "/атака атакующий:A цель:B оружие:Меч\n")))
		consoletest.MedWant(t, got, medPick(locale, "**17** vs 14 — hit", "**17** против 14 — попадание"),
			medPick(locale, "Dodge 6 · extra actions −3 = **14**", "Уклонение 6 · лишние действия −3 = **14**"))
		if err := h.Dice.Err(); err != nil {
			t.Fatal(err)
		}
	})

	// A dodge declared as the first action costs nothing: 3 + 8 + 6 = 17,
	// a tie that goes to the defender.
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 5, 7, 3)
		h.Run(medGapsDuel[locale])
		h.Run(medPick(locale, "/combat action name:B action:dodge\n", "/бой действие имя:B действие:уклонение\n"))
		got := consoletest.MedReply(t, h.Run(medPick(locale, "/attack attacker:A target:B weapon:Sword\n", "/атака атакующий:A цель:B оружие:Меч\n")))
		consoletest.MedWant(t, got, medPick(locale, "**17** vs 17 — miss", "**17** против 17 — промах"))
	})
}

// Gap 4. «Укрытия позволяют тебе … позволяя чему-то ещё принимать огонь на
// себя»: 12 against torso SP 4 behind cover SP 10 (14 → 4 + 10 = 14 with the
// +4 bonus) is stopped by the cover — SP 4 alone would let 8 through. The
// reply used to say "the armor stops it" and show an armour flavour line. 3
// against the same is still the armour's.
func TestMedievalGapCoverStopsSaysCover(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 5, 9, 3, 6, 6)
		h.Run(medPick(locale, `/system set system:medieval
/combat start
/combat add name:A stats:"REF 6 BODY 10 archery 4"
/combat add name:B stats:"REF 8 BODY 6" armor:"torso 4"
`, `/система выбрать система:medieval
/бой начать
/бой добавить имя:A параметры:"РЕФ 6 ТЕЛ 10 Стрельба_из_лука 4"
/бой добавить имя:B параметры:"РЕФ 8 ТЕЛ 6" броня:"торс 4"
`))
		got := consoletest.MedReply(t, h.Run(medPick(locale, "/attack attacker:A target:B damage:2d6 range:close cover:10\n",
			"/атака атакующий:A цель:B урон:2d6 дистанция:близко укрытие:10\n")))
		consoletest.MedWant(t, got, medPick(locale, "12 − SP 14 → 0 — the cover stops it", "12 − ОС 14 → 0 — укрытие держит удар"))
		if strings.Contains(got.Text(), medPick(locale, "the armor stops it", "броня держит удар")) {
			t.Errorf("the cover's stop is told as the armor's: %s", got.Text())
		}
		if line := medFlavour(consoletest.MedDecode(t, got)); !flavourFrom(line, "medieval", "cover_stops", locale) {
			t.Errorf("the cover's stop has no cover line: %q", line)
		}
		got = consoletest.MedReply(t, h.Run(medPick(locale, "/damage target:B amount:3 location:torso cover:10\n",
			"/урон цель:B количество:3 место:торс укрытие:10\n")))
		consoletest.MedWant(t, got, medPick(locale, "3 − SP 14 → 0 — the armor stops it", "3 − ОС 14 → 0 — броня держит удар"))
		if err := h.Dice.Err(); err != nil {
			t.Fatal(err)
		}
	})
}

// Gap 5. /attack with neither weapon nor damage takes the sheet's only
// weapon (Bob's Bow: 9 + REF 7 + Archery 4 = 20 vs medium 20, the title names
// it); with two on the sheet it asks which, naming them, and draws nothing.
func TestMedievalGapAttackWithTheOnlyWeapon(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 5, 9, 3, 6, 6, 1)
		h.Run(`/system set system:medieval
/combat start
@Bob /char set stats:"REF 7 BODY 8 Archery 4" name:Bob
@Bob /char weapon add name:Bow spec:"2d6 ranged ap skill:archery"
@Bob /combat join
/combat add name:Orc stats:"REF 6 BODY 10" armor:"all 10"
`)
		got := consoletest.MedReply(t, h.Run(medPick(locale, "@Bob /attack target:Orc range:medium\n", "@Bob /атака цель:Orc дистанция:средняя\n")))
		if got.Ephemeral {
			t.Fatalf("refused: %s", got.Text())
		}
		if d := consoletest.MedDecode(t, got); !strings.Contains(d.Embeds[0].Title, "(Bow)") {
			t.Errorf("title %q does not name the Bow", d.Embeds[0].Title)
		}
		consoletest.MedWant(t, got, "9+7+4 = **20**")
		h.Run("@Bob /char weapon add name:Knife spec:\"1d6 melee blade\"\n")
		medQA6Refused(t, h, medPick(locale, "@Bob /attack target:Orc range:medium\n", "@Bob /атака цель:Orc дистанция:средняя\n"),
			medPick(locale, "The sheet has several: Bow, Knife.", "В листе их несколько: Bow, Knife."))
		if err := h.Dice.Err(); err != nil {
			t.Fatal(err)
		}
	})
}

// flavourFrom reports whether a rendered flavour line is one of an event's
// templates: every literal piece of the template is in the line.
func flavourFrom(line, system, event, locale string) bool {
	arg := regexp.MustCompile(`\{\{[^}]*\}\}`)
	for _, tpl := range flavour.Lines(system, event, locale) {
		found := line != ""
		for _, piece := range arg.Split(tpl, -1) {
			if p := strings.ToLower(strings.TrimSpace(piece)); p != "" && !strings.Contains(strings.ToLower(line), p) {
				found = false
				break
			}
		}
		if found {
			return true
		}
	}
	return false
}

// With some Fencing, but less than Melee, the blow is still Melee's, and
// the reply says Melee is the higher: 7 + 6 + 4 = 17.
func TestMedievalBladeStrikesWithTheHigherMelee(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 5, 7, 3, 3, 6, 6, 2)
		h.Run(medPick(locale, `/system set system:medieval
/combat start
/combat add name:A stats:"REF 6 BODY 10 melee 4 fencing 2"
/combat add name:B stats:"REF 8 BODY 6 dodge 6"
`, `/система выбрать система:medieval
/бой начать
/бой добавить имя:A параметры:"РЕФ 6 ТЕЛ 10 Ближний_бой 4 Фехтование 2"
/бой добавить имя:B параметры:"РЕФ 8 ТЕЛ 6 Уклонение 6"
`))
		got := consoletest.MedReply(t, h.Run(medPick(locale, "/attack attacker:A target:B weapon:Sword\n", "/атака атакующий:A цель:B оружие:Меч\n")))
		consoletest.MedWant(t, got, "7+6+4 = **17**",
			medPick(locale, "Struck with Melee: higher than the weapon's Fencing", "Удар навыком «Ближний бой»: он выше, чем «Фехтование» оружия"))
	})
}
