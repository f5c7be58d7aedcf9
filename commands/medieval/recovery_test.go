package medieval_test

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// Time between fights, on the channel's party. RULES.md fills the seed's
// gap: «Recovery between fights (the seed gives no rate): a stabilized
// character heals 1 wound point per full day of rest; a GM may set another
// rate per channel. Wounds stay on the character from one fight to the
// next.»

// medPartyEN: Ann (REF 7, BODY 10, TECH 5, Medicine 3, torso SP 10) and Bob
// (REF 6, BODY 5) join a fight with their own sheets. Initiative takes the
// first two faces.
const medPartyEN = `/system set system:medieval
@Ann /char set stats:"REF 7 BODY 10 TECH 5 medicine 3" name:Ann
@Ann /char armor armor:"torso 10"
@Bob /char set stats:"REF 6 BODY 5" name:Bob
/combat start
@Ann /combat join
@Bob /combat join
`

// medRU types an English script in Russian: the commands, options and
// values the seed names, and the characters' names (Анна, Боб). The users
// typing stay @Ann and @Bob.
var medRU = strings.NewReplacer(
	"/system set system:", "/система выбрать система:",
	"/system campaign on:false", "/система кампания вкл:нет",
	"/char set stats:", "/персонаж задать параметры:",
	"/char armor armor:", "/персонаж броня броня:",
	"/char condition", "/персонаж состояние",
	`"torso 10"`, `"торс 10"`,
	"REF ", "РЕФ ", "BODY ", "ТЕЛ ", "TECH ", "ТЕХ ", "medicine ", "Медицина ",
	"/combat start", "/бой начать", "/combat join", "/бой войти", "/combat end", "/бой конец", "/combat undo", "/бой отменить",
	"/damage target:", "/урон цель:", " amount:", " количество:", " direct:true", " напрямую:да", " location:torso", " место:торс",
	"/heal target:", "/лечить цель:", " points:", " пункты:",
	"/stabilize target:", "/стабилизировать цель:",
	"/save kind:death target:", "/спасбросок вид:смерть цель:",
	"/rest days:", "/отдых дни:", "/rest rate:", "/отдых ставка:", " rate:", " ставка:",
	"/time hours:", "/время часы:", "/time days:", "/время дни:",
	" force:true", " вопреки:да", " repair:true", " починка:да", " rest:true", " отдых:да",
	" name:", " имя:",
	"@Ann", "@Ann", "@Bob", "@Bob",
	"Ann", "Анна", "Bob", "Боб",
)

// medScript is an English script in the locale's words.
func medScript(locale, en string) string {
	if locale == "ru" {
		return medRU.Replace(en)
	}
	return en
}

// medText is the plain text of the last public reply of a script.
func medText(t *testing.T, out []consoletest.Sent) string {
	t.Helper()
	return consoletest.PlainText(t, consoletest.MedReply(t, out))
}

// medParty is /char condition's text: the party as stored.
func medParty(t *testing.T, h *consoletest.Harness, locale string) string {
	t.Helper()
	return medText(t, h.Run(medScript(locale, "/char condition\n")))
}

// medHP is name's health (48 − wound points) in a reply's health bar
// («**Ann** — ▰▰▰▰▰▰▰▰ 44/48 · …», «❤️ Ann: ▰… 44/48»); -1 when absent.
func medHP(text, name string) int {
	m := regexp.MustCompile(regexp.QuoteMeta(name) + `[^\n▰▱]*[▰▱]+ (\d+)/48`).FindStringSubmatch(text)
	if m == nil {
		return -1
	}
	n, _ := strconv.Atoi(m[1])
	return n
}

// Full days of rest heal the rate's wound points a day, the GM's rate
// replacing the 1 of RULES.md; the reply gives each character's wound
// points and level before → after. Dice: initiative 5, 3; Ann takes 7
// straight onto the track (Serious, «4 points a level»: 5–8) with a stun
// save of 1 ≤ BODY 10 − 1.
func TestMedievalRestHealsByTheRate(t *testing.T) {
	for _, c := range []struct {
		name, rest string
		rate, hp   int
		en, ru     string
	}{
		// 7 − 3 days × 1 = 4: Light (1–4).
		{"three days at the default rate", "/rest days:3\n", 1, 44,
			"Ann: wound points 7 → 4 · Serious → Light", "Анна: пункты урона 7 → 4 · Серьёзное → Лёгкое"},
		// 7 − 3 days × 2 = 1.
		{"three days at the GM's rate 2", "/rest rate:2\n/rest days:3\n", 2, 47,
			"Ann: wound points 7 → 1 · Serious → Light", "Анна: пункты урона 7 → 1 · Серьёзное → Лёгкое"},
		// 7 − 1 day × 1 = 6: still Serious, named once.
		{"one day within a level", "/rest days:1\n", 1, 42,
			"Ann: wound points 7 → 6 · Serious", "Анна: пункты урона 7 → 6 · Серьёзное"},
		// More days than wounds: unhurt, never below 0.
		{"more days than wounds, one named", "/rest days:10 name:Ann\n", 1, 48,
			"Ann: wound points 7 → 0 · Serious → Unhurt", "Анна: пункты урона 7 → 0 · Серьёзное → Без ранений"},
		// /time with rest:true is a rest.
		{"time spent resting", "/time days:2 rest:true\n", 1, 43,
			"Ann: wound points 7 → 5 · Serious", "Анна: пункты урона 7 → 5 · Серьёзное"},
	} {
		medBoth(t, func(t *testing.T, locale string) {
			t.Run(c.name, func(t *testing.T) {
				h := consoletest.NewSystemHarness(t, locale, 5, 3, 1)
				h.Run(medScript(locale, medPartyEN+"/damage target:Ann amount:7 direct:true\n/combat end\n"))
				got := strings.ReplaceAll(medText(t, h.Run(medScript(locale, c.rest))), "**", "")
				if want := medPick(locale, c.en, c.ru); !strings.Contains(got, want) {
					t.Errorf("rest reply lacks %q:\n%s", want, got)
				}
				// The rate the reply names is the one it healed by.
				r := strconv.Itoa(c.rate)
				if want := medPick(locale, "heals "+r+" wound point(s) per full day of rest", "восстанавливает "+r+" п. урона за каждый полный день отдыха"); !strings.Contains(got, want) {
					t.Errorf("rest reply lacks the rate %q:\n%s", want, got)
				}
				// The party keeps what the rest left.
				if hp := medHP(medParty(t, h, locale), medPick(locale, "Ann", "Анна")); hp != c.hp {
					t.Errorf("party after the rest: %d/48, want %d/48", hp, c.hp)
				}
				if err := h.Dice.Err(); err != nil {
					t.Fatal(err)
				}
			})
		})
	}
}

// A character wounded in one fight joins the next with the same wounds and
// the same worn armor; with fresh fights (/system campaign on:false) the
// next fight brings everyone in from the sheet, unhurt and in whole armor.
// Dice: initiative 5, 3; 14 at Ann's torso: SP 10 stops 10, 4 through,
// BTM −4 (BODY 10) leaves the minimum 1 («Каждый раз, когда броня
// поражается пробивающей атакой … уменьшается на 1 пункт»: SP 9), stun
// save 1; the next fight's initiative 4; then 10 at the torso: through the
// worn SP 9 one point passes (minimum 1 wound point after BTM), stun save
// 1; through a whole SP 10 nothing («Если нанесённый урон меньше ОС
// брони, урон не наносится» — and equal leaves nothing to pass).
func TestMedievalWoundsCarryToTheNextFight(t *testing.T) {
	for _, c := range []struct {
		name, pre     string
		joined, later int
	}{
		{"campaign", "", 47, 46},
		{"fresh fights", "/system campaign on:false\n", 48, 48},
	} {
		medBoth(t, func(t *testing.T, locale string) {
			t.Run(c.name, func(t *testing.T) {
				ann := medPick(locale, "Ann", "Анна")
				h := consoletest.NewSystemHarness(t, locale, 5, 3, 1, 4, 1)
				h.Run(medScript(locale, medPartyEN+c.pre+"/damage target:Ann amount:14 location:torso\n/combat end\n/combat start\n"))
				joined := medText(t, h.Run(medScript(locale, "@Ann /combat join\n")))
				if hp := medHP(joined, ann); c.joined != 48 && hp != c.joined {
					t.Errorf("the join shows %d/48, want %d/48:\n%s", hp, c.joined, joined)
				}
				carried := medPick(locale, "comes in as the last fight or rest left them", "входит таким, каким")
				if c.joined != 48 && !strings.Contains(joined, carried) {
					t.Errorf("the join does not say the wounds came along:\n%s", joined)
				}
				hit := medText(t, h.Run(medScript(locale, "/damage target:Ann amount:10 location:torso\n")))
				if hp := medHP(hit, ann); hp != c.later {
					t.Errorf("10 at the torso leaves %d/48, want %d/48:\n%s", hp, c.later, hit)
				}
			})
		})
	}
}
