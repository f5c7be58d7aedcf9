package medieval_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// medSetupRU is consoletest.MedSetupEN typed in Russian: the Knight (REF 6,
// BODY 10, Melee 4, torso SP 10) and the Archer (REF 8, BODY 6, Archery 5,
// Medicine 8). Initiative takes the first two faces (5 and 3 in most tests:
// Knight 11, Archer 11, the Archer first).
const medSetupRU = `/система выбрать система:medieval
/бой начать
/бой добавить имя:Knight параметры:"РЕФ 6 ТЕЛ 10 Ближний_бой 4" броня:"торс 10"
/бой добавить имя:Archer параметры:"РЕФ 8 ТЕЛ 6 Стрельба_из_лука 5 Медицина 8"
`

// medSetup is the two-fighter setup in each locale.
var medSetup = map[string]string{"en": consoletest.MedSetupEN, "ru": medSetupRU}

// medClicks are the tracker's buttons in each locale.
var medClicks = map[string]struct{ next, round string }{
	"en": {"!click Next turn\n", "!click Next round\n"},
	"ru": {"!click Следующий ход\n", "!click Следующий раунд\n"},
}

// medBoth runs f as a subtest in each locale.
func medBoth(t *testing.T, f func(t *testing.T, locale string)) {
	for _, locale := range []string{"en", "ru"} {
		t.Run(locale, func(t *testing.T) { f(t, locale) })
	}
}

// medPick is the locale's text of a pair.
func medPick(locale string, en, ru string) string {
	if locale == "ru" {
		return ru
	}
	return en
}

// medRefused runs one command and checks it is refused, ephemeral, with
// the wanted words, and that it drew no die.
func medRefused(t *testing.T, h *consoletest.Harness, cmd string, wants ...string) {
	t.Helper()
	left := h.Dice.Remaining()
	got := consoletest.MedReply(t, h.Run(cmd))
	if !got.Ephemeral {
		t.Fatalf("%s: not refused: %s", cmd, got.Text())
	}
	for _, w := range wants {
		if !strings.Contains(got.Text(), w) {
			t.Errorf("%s: refusal lacks %q:\n%s", cmd, w, got.Text())
		}
	}
	if now := h.Dice.Remaining(); now != left {
		t.Errorf("%s: the refusal drew %d dice", cmd, left-now)
	}
}

// medDuel: A (REF 6, Melee 4) and B (REF 8, Dodge 6, no armor);
// initiative takes the first two faces.
var medDuel = map[string]string{
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

// medKnightOrc: Orc (REF 6, BODY 8, Fencing 3) and Knight (REF 8, BODY 10,
// Fencing 5); initiative takes the first two faces.
var medKnightOrc = map[string]string{
	"en": `/system set system:medieval
/combat start
/combat add name:Orc stats:"REF 6 BODY 8 Fencing 3"
/combat add name:Knight stats:"REF 8 BODY 10 Fencing 5"
`,
	"ru": `/система выбрать система:medieval
/бой начать
/бой добавить имя:Orc параметры:"РЕФ 6 ТЕЛ 8 Фехтование 3"
/бой добавить имя:Knight параметры:"РЕФ 8 ТЕЛ 10 Фехтование 5"
`,
}

// medPlayers: Ann (BODY 6, hard torso 10), Bob (BODY 5) and Cy join with
// their own sheets; the GM adds an orc. Initiative faces: Ann, Bob, Cy, orc.
const (
	medPlayersEN = `/system set system:medieval
@Ann /char set stats:"REF 7 BODY 6 fencing 4" name:Ann
@Ann /char armor armor:"torso 10 hard"
@Bob /char set stats:"REF 6 BODY 5 archery 5" name:Bob
@Cy /char set stats:"REF 5 BODY 8 TECH 5 medicine 3" name:Cy
/combat start
@Ann /combat join
@Bob /combat join
@Cy /combat join
/combat add name:Orc stats:"REF 6 BODY 7 melee 3"
`
	medPlayersRU = `/система выбрать система:medieval
@Ann /персонаж задать параметры:"РЕФ 7 ТЕЛ 6 Фехтование 4" имя:Анна
@Ann /персонаж броня броня:"торс 10 жёсткая"
@Bob /персонаж задать параметры:"РЕФ 6 ТЕЛ 5 Стрельба_из_лука 5" имя:Боб
@Cy /персонаж задать параметры:"РЕФ 5 ТЕЛ 8 ТЕХ 5 Медицина 3" имя:Сай
/бой начать
@Ann /бой войти
@Bob /бой войти
@Cy /бой войти
/бой добавить имя:Орк параметры:"РЕФ 6 ТЕЛ 7 Ближний_бой 3"
`
)

// medAnnaRU is Анна's sheet (REF 8, TECH 6, BODY 6: stun save at Mortal 0
// is 6 − 3 = 3, death save 6 − 0 = 6), a stored sheet for Борис (TECH 7,
// Medicine 5) who is not in the fight, and two orcs. Initiative faces: 4
// (Анна 4 + REF 6 − … = 10 in armor), 5, 6 (Orc 1, Orc 2).
const medAnnaRU = `/система выбрать система:medieval
@Anna /персонаж задать параметры:"РЕФ 8 ИНТ 7 ТЕХ 6 ТЕЛ 6 Фехтование 5 Медицина 4" имя:Анна
@Anna /персонаж броня броня:"торс 14 жёсткая зу1; торс, руки 10"
@Bob /персонаж задать параметры:"ТЕХ 7 Медицина 5" имя:Борис
/бой начать
@Anna /бой войти
/бой добавить имя:Orc количество:2
`

// medFlavour is the italic flavour line of a reply, "" when there is none.
func medFlavour(d consoletest.MedReplyData) string {
	for _, e := range d.Embeds {
		for _, f := range e.Fields {
			if f.Name == "\u200b" && strings.HasPrefix(f.Value, "*") {
				return strings.Trim(f.Value, "*")
			}
		}
	}
	return ""
}
