package medieval_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// /char condition's line under each party member: what heals it next.
// RULES.md: «Recovery between fights (the seed gives no rate): a stabilized
// character heals 1 wound point per full day of rest; a GM may set another
// rate per channel» — so ⌈wound points ÷ rate⌉ full days to none. The
// seed: a mortal wound not stabilized asks a death save every round
// («Новые спасбросок требуется каждый раунд, пока персонаж остаётся не
// вылеченным»; «Единственный выход - Стабилизация»), and no rest or time
// passes for it.

// medNote is the ⏳ line under name's line in /char condition's text, ""
// when there is none.
func medNote(t *testing.T, text, name string) string {
	t.Helper()
	lines := strings.Split(strings.ReplaceAll(text, "**", ""), "\n")
	for i, l := range lines {
		if !strings.HasPrefix(strings.TrimSpace(l), name+" — ") {
			continue
		}
		if i+1 < len(lines) {
			if _, note, ok := strings.Cut(lines[i+1], "⏳ "); ok {
				return note
			}
		}
		return ""
	}
	t.Fatalf("no party line for %s in:\n%s", name, text)
	return ""
}

// Days to heal at the channel's rate. Dice: initiative 5, 3; Ann takes the
// wound points straight onto the track, with a stun save of 1. Bob is
// unhurt: no line under him.
func TestMedievalPartyNoteDaysOfRest(t *testing.T) {
	for _, c := range []struct {
		name, wounds, after string
		en, ru              string
	}{
		// 3 wound points at RULES.md's 1 a day: 3 days.
		{"three points at the default rate", "3", "",
			"heals 1 wound point per full day of rest: 3 → 0 in 3 days — `/rest days:3 name:Ann`",
			"восстанавливает 1 п. урона за каждый полный день отдыха: 3 → 0 за 3 дня — `/отдых дни:3 имя:Анна`"},
		// The GM's rate 2: ⌈3 ÷ 2⌉ = 2 days.
		{"three points at the GM's rate 2", "3", "/rest rate:2\n",
			"heals 2 wound points per full day of rest: 3 → 0 in 2 days — `/rest days:2 name:Ann`",
			"восстанавливает 2 п. урона за каждый полный день отдыха: 3 → 0 за 2 дня — `/отдых дни:2 имя:Анна`"},
		// A day of rest at 1: 3 − 1 = 2 points, 2 days left.
		{"a day of rest at the default rate", "3", "/rest days:1\n",
			"heals 1 wound point per full day of rest: 2 → 0 in 2 days — `/rest days:2 name:Ann`",
			"восстанавливает 1 п. урона за каждый полный день отдыха: 2 → 0 за 2 дня — `/отдых дни:2 имя:Анна`"},
		// A day of rest at 2: 3 − 2 = 1 point, 1 day left.
		{"a day of rest at the GM's rate 2", "3", "/rest rate:2\n/rest days:1\n",
			"heals 2 wound points per full day of rest: 1 → 0 in 1 day — `/rest days:1 name:Ann`",
			"восстанавливает 2 п. урона за каждый полный день отдыха: 1 → 0 за 1 день — `/отдых дни:1 имя:Анна`"},
		// 7 points (Serious) at 1 a day: 7 days.
		{"seven points at the default rate", "7", "",
			"heals 1 wound point per full day of rest: 7 → 0 in 7 days — `/rest days:7 name:Ann`",
			"восстанавливает 1 п. урона за каждый полный день отдыха: 7 → 0 за 7 дней — `/отдых дни:7 имя:Анна`"},
		// 7 points at 2 a day: ⌈7 ÷ 2⌉ = 4 days, the last one half used.
		{"seven points at the GM's rate 2", "7", "/rest rate:2\n",
			"heals 2 wound points per full day of rest: 7 → 0 in 4 days — `/rest days:4 name:Ann`",
			"восстанавливает 2 п. урона за каждый полный день отдыха: 7 → 0 за 4 дня — `/отдых дни:4 имя:Анна`"},
	} {
		t.Run(c.name, func(t *testing.T) {
			medBoth(t, func(t *testing.T, locale string) {
				h := consoletest.NewSystemHarness(t, locale, 5, 3, 1)
				h.Run(medScript(locale, medPartyEN+"/damage target:Ann amount:"+c.wounds+" direct:true\n/combat end\n"+c.after))
				party := medParty(t, h, locale)
				if got, want := medNote(t, party, medPick(locale, "Ann", "Анна")), medPick(locale, c.en, c.ru); got != want {
					t.Errorf("Ann's note:\n got %q\nwant %q\nin:\n%s", got, want, party)
				}
				if got := medNote(t, party, medPick(locale, "Bob", "Боб")); got != "" {
					t.Errorf("unhurt Bob has a note %q:\n%s", got, party)
				}
				if n := strings.Count(party, "⏳"); n != 1 {
					t.Errorf("%d ⏳ lines, want Ann's alone:\n%s", n, party)
				}
				if err := h.Dice.Err(); err != nil {
					t.Fatal(err)
				}
			})
		})
	}
}

// A dying character heals by no rest or time until it is stabilized, and
// the next fight asks its death save every round; once stabilized, it
// heals by rest like any other: 14 wound points at 1 a day, 14 days.
// Dice: medDyingDice (Bob at Mortal 0, passed his death save), then Ann's
// stabilization 9 + TECH 5 + Medicine 3 = 17 ≥ 14.
func TestMedievalPartyNoteDyingWaitsForStabilization(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, append(medDyingDice, 9)...)
		h.Run(medScript(locale, medDyingBob))
		ann, bob := medPick(locale, "Ann", "Анна"), medPick(locale, "Bob", "Боб")
		party := medParty(t, h, locale)
		want := medPick(locale,
			"not healed by rest or time until stabilized: `/stabilize target:Bob` (between fights too); till then, a death save every round of the next fight",
			"ни отдых, ни время не лечат, пока не стабилизируют: `/стабилизировать цель:Боб` (и между боями); до тех пор в следующем бою — спасбросок против смерти каждый раунд")
		if got := medNote(t, party, bob); got != want {
			t.Errorf("dying Bob's note:\n got %q\nwant %q", got, want)
		}
		// Ann, wounded beside him, is told her own /rest, naming her: a
		// /rest of the whole party is refused while Bob is dying.
		want = medPick(locale,
			"heals 1 wound point per full day of rest: 7 → 0 in 7 days — `/rest days:7 name:Ann`",
			"восстанавливает 1 п. урона за каждый полный день отдыха: 7 → 0 за 7 дней — `/отдых дни:7 имя:Анна`")
		if got := medNote(t, party, ann); got != want {
			t.Errorf("Ann's note beside dying Bob:\n got %q\nwant %q", got, want)
		}
		h.Run(medScript(locale, "@Ann /stabilize target:Bob\n"))
		party = medParty(t, h, locale)
		want = medPick(locale,
			"heals 1 wound point per full day of rest: 14 → 0 in 14 days — `/rest days:14 name:Bob`",
			"восстанавливает 1 п. урона за каждый полный день отдыха: 14 → 0 за 14 дней — `/отдых дни:14 имя:Боб`")
		if got := medNote(t, party, bob); got != want {
			t.Errorf("stabilized Bob's note:\n got %q\nwant %q", got, want)
		}
		if err := h.Dice.Err(); err != nil {
			t.Fatal(err)
		}
	})
}

// A death save failed in the fight's last round: the next fight ends Bob at
// its first round's end (the tracker's EndRound), unless stabilized first.
// With fresh fights the next fight brings him in from the sheet, so the
// note says nothing of it. Dice: initiative 5, 3; Bob's stun save 1, death
// save 9 > BODY 5 − Mortal 0.
func TestMedievalPartyNoteFailedDeathSave(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 3, 1, 9)
		h.Run(medScript(locale, medPartyEN+"/damage target:Bob amount:14 direct:true\n/combat end\n"))
		bob := medPick(locale, "Bob", "Боб")
		stabilize := medPick(locale,
			"not healed by rest or time until stabilized: `/stabilize target:Bob` (between fights too)",
			"ни отдых, ни время не лечат, пока не стабилизируют: `/стабилизировать цель:Боб` (и между боями)")
		want := stabilize + medPick(locale, "; till then, death at the end of the next fight's first round", "; до тех пор в следующем бою — смерть в конце первого раунда")
		if got := medNote(t, medParty(t, h, locale), bob); got != want {
			t.Errorf("Bob's note:\n got %q\nwant %q", got, want)
		}
		h.Run(medScript(locale, "/system campaign on:false\n"))
		if got := medNote(t, medParty(t, h, locale), bob); got != stabilize {
			t.Errorf("Bob's note with fresh fights:\n got %q\nwant %q", got, stabilize)
		}
		if err := h.Dice.Err(); err != nil {
			t.Fatal(err)
		}
	})
}

// Worn armor: the seed says how armor wears («её останавливающая
// способность уменьшается на 1 пункт»), never how it is mended, so the
// note names the GM's repair:true on the /rest — and still does once the
// wounds are gone, until the armor is mended. Dice: initiative 5, 3; 14 at
// Ann's torso: SP 10 stops 10, 4 through, BTM −4 leaves the minimum 1
// wound point, SP 9; stun save 1.
func TestMedievalPartyNoteWornArmor(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 3, 1)
		h.Run(medScript(locale, medPartyEN+"/damage target:Ann amount:14 location:torso\n/combat end\n"))
		ann := medPick(locale, "Ann", "Анна")
		worn := medPick(locale, "armor worn: the seed says nothing of mending it", "броня изношена: о починке в правилах ни слова")
		want := medPick(locale,
			"heals 1 wound point per full day of rest: 1 → 0 in 1 day · "+worn+" — `/rest days:1 name:Ann repair:true`",
			"восстанавливает 1 п. урона за каждый полный день отдыха: 1 → 0 за 1 день · "+worn+" — `/отдых дни:1 имя:Анна починка:да`")
		if got := medNote(t, medParty(t, h, locale), ann); got != want {
			t.Errorf("wounded, worn:\n got %q\nwant %q", got, want)
		}
		h.Run(medScript(locale, "/rest days:1 name:Ann\n"))
		party := medParty(t, h, locale)
		if hp := medHP(party, ann); hp != 48 {
			t.Fatalf("Ann after a day: %d/48, want 48/48", hp)
		}
		want = worn + medPick(locale, " — `/rest days:1 name:Ann repair:true`", " — `/отдых дни:1 имя:Анна починка:да`")
		if got := medNote(t, party, ann); got != want {
			t.Errorf("unhurt, worn:\n got %q\nwant %q", got, want)
		}
		h.Run(medScript(locale, "/rest days:1 name:Ann repair:true\n"))
		if party := medParty(t, h, locale); strings.Contains(party, "⏳") {
			t.Errorf("unhurt in mended armor, still a note:\n%s", party)
		}
		if err := h.Dice.Err(); err != nil {
			t.Fatal(err)
		}
	})
}
