package storyteller_test

import (
	"encoding/json"
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// Helpers the storyteller console tests share. A scripted fight draws its
// dice in the order the bot rolls them: initiative on joining, then the
// attack roll, the defence roll, the damage roll, the soak roll.

// sevens is n faces of 7: a success at difficulty ≤ 7.
func sevens(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = 7
	}
	return out
}

// stAttackPool is the attack roll's pool line of an /attack reply
// ("Pool 4, difficulty 6"), so a test reads the dice the roll had.
func stAttackPool(t *testing.T, s consoletest.Sent, pool string) {
	t.Helper()
	if s.Ephemeral {
		t.Fatalf("attack refused: %s", s.Text())
	}
	consoletest.MustContain(t, s, pool)
}

// stMissFight starts a fight of Ann (Dexterity 3 Brawl 3, initiative 9 + 3)
// and Orc (2 + 0) with every later die a 2: every attack misses (2 < 6, no
// 1 to botch), so only the pools change.
func stMissFight(t *testing.T, locale string) *consoletest.Harness {
	t.Helper()
	h := consoletest.NewSystemHarness(t, locale, append([]int{9, 2}, consoletest.Twos(300)...)...)
	h.Run(`/system set system:storyteller
/combat start
/combat add name:Ann stats:"Dexterity 3 Brawl 3 Firearms 3"
/combat add name:Orc
`)
	return h
}

// stShooterFight starts a fight of Ann (Dexterity 3 Firearms 3, initiative
// 9 + 3) and Orc (2 + 1) with every later die a 2: every attack misses
// (2 < 6, and no 1 to botch), so only the counts change.
func stShooterFight(t *testing.T, locale string) *consoletest.Harness {
	t.Helper()
	h := consoletest.NewSystemHarness(t, locale, append([]int{9, 2}, consoletest.Twos(300)...)...)
	h.Run(`/system set system:storyteller
/combat start
/combat add name:Ann stats:"Dexterity 3 Firearms 3"
/combat add name:Orc
`)
	return h
}

// stSMGFight starts a fight of Ann (Dexterity 3 Firearms 3 Perception 2
// Willpower 5, a Light SMG on the sheet; initiative 9 + 3 + 1) and Orc
// (2 + 2) with every later die a 2: each attack misses (2 < 6, no 1 to
// botch), so only pools, difficulties and notes change.
func stSMGFight(t *testing.T, locale string) *consoletest.Harness {
	t.Helper()
	h := consoletest.NewSystemHarness(t, locale, append([]int{9, 2}, consoletest.Twos(300)...)...)
	h.Run(`/system set system:storyteller
/combat start
@Ann /char set stats:"Dexterity 3 Firearms 3 Perception 2 Wits 1 Willpower 5"
@Ann /char weapon add name:"Light SMG"
@Ann /combat join
/combat add name:Orc
`)
	return h
}

// stLocalNamesFight starts a fight with the Russian (or English) command names a
// user of that locale types: the GM adds Орк (Stamina 1 by default) and Анна
// (Dexterity 3 Brawl 2 Melee 2 Strength 3, a knife), initiative 5 and 4; every
// later die is a 3 (no success at difficulty 6 or more, no 1 to botch).
func stLocalNamesFight(t *testing.T, locale string) *consoletest.Harness {
	t.Helper()
	h := consoletest.NewSystemHarness(t, locale, append([]int{5, 4}, consoletest.Threes(200)...)...)
	if locale == "ru" {
		h.Run(`/система выбрать система:storyteller
/бой начать
/бой добавить имя:Орк
/бой добавить имя:Анна параметры:"Ловкость 3 Рукопашный бой 2 Фехтование 2 Сила 3"
`)
		return h
	}
	h.Run(`/system set system:storyteller
/combat start
/combat add name:Орк
/combat add name:Анна stats:"Dexterity 3 Brawl 2 Melee 2 Strength 3"
`)
	return h
}

// stTwoPistolsFight starts a storyteller fight: Bob (Dexterity 3, Firearms 3: six
// dice; Perception 2 to aim; a light and a heavy pistol on the sheet) and
// Al; initiative 5 and 4, every later die a 3 (every shot misses, so no
// other roll is drawn).
func stTwoPistolsFight(t *testing.T, locale string) *consoletest.Harness {
	t.Helper()
	h := consoletest.NewSystemHarness(t, locale, append([]int{5, 4}, consoletest.Threes(120)...)...)
	h.Run("/system set system:storyteller\n/combat start\n" +
		"/combat add name:Bob stats:\"Dexterity 3 Firearms 3 Perception 2\" weapons:\"Light pistol; Heavy pistol\"\n" +
		"/combat add name:Al stats:\"Stamina 1\"\n")
	return h
}

// stRepliesText is every reply's plain text, the tracker's edits left out.
func stRepliesText(t *testing.T, out []consoletest.Sent) string {
	t.Helper()
	var b strings.Builder
	for _, s := range consoletest.Replies(out) {
		b.WriteString(consoletest.PlainText(t, s))
		b.WriteString("\n")
	}
	return b.String()
}

// jsonText is s as it stands inside the harness's JSON reply.
func jsonText(s string) string {
	b, _ := json.Marshal(s)
	return strings.Trim(string(b), `"`)
}

// stVasyaBandit: Vasya (Dexterity 3, Firearms 3, Perception 2) and Bandit
// (Stamina 2); initiative takes the first two faces.
var stVasyaBandit = map[string]string{
	"en": `/system set system:storyteller
/combat start
/combat add name:Vasya stats:"Dexterity 3 Firearms 3 Perception 2"
/combat add name:Bandit stats:"Stamina 2"
`,
	"ru": `/система выбрать система:storyteller
/бой начать
/бой добавить имя:Вася параметры:"Ловкость 3 Огнестрельное оружие 3 Восприятие 2"
/бой добавить имя:Бандит параметры:"Выносливость 2"
`,
}
