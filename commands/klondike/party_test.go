package klondike_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// The party between fights: a player's character keeps what a fight did to
// it, and /time outside a fight heals it by the seed's recovery rules.

// klPartyFight is a fight of two players' characters, Ann (STR 6 DEX 6
// END 6) and Doc (STR 7 DEX 7 END 7, Medicine 2), in which the GM's
// lines (hurt) wound Ann; the fight then ends. Initiative takes four faces
// (Ann 3+3, Doc 2+2).
func klPartyFight(locale, hurt string) string {
	if locale == "ru" {
		return `/система выбрать система:klondike
@Ann /персонаж задать параметры:"СИЛ 6 ЛОВ 6 ВЫН 6 ИНТ 7" имя:Ann
@Doc /персонаж задать параметры:"СИЛ 7 ЛОВ 7 ВЫН 7 ИНТ 7 Медицина 2" имя:Doc
/бой начать
@Ann /бой войти
@Doc /бой войти
` + hurt + "/бой конец\n"
	}
	return `/system set system:klondike
@Ann /char set stats:"STR 6 DEX 6 END 6 INT 7" name:Ann
@Doc /char set stats:"STR 7 DEX 7 END 7 INT 7 Medicine 2" name:Doc
/combat start
@Ann /combat join
@Doc /combat join
` + hurt + "/combat end\n"
}

// klFieldOf is the value of the embed field named name in s ("" when none):
// /time gives each character a field of its own.
func klFieldOf(t *testing.T, s consoletest.Sent, name string) string {
	t.Helper()
	_, _, fields := consoletest.KlEmbed(t, s)
	for _, f := range fields {
		if f.Name == name {
			return f.Value
		}
	}
	return ""
}

// klTimes are the /time replies in out, in order.
func klTimes(out []consoletest.Sent) []consoletest.Sent {
	var times []consoletest.Sent
	for _, s := range out {
		if s.Kind == "response" && !s.Ephemeral && strings.Contains(s.Text(), "⏳") {
			times = append(times, s)
		}
	}
	return times
}

// klNow is the "Now STR · DEX · END" line in the locale.
func klNow(locale, str, dex, end string) string {
	if locale == "ru" {
		return "Теперь СИЛ " + str + " · ЛОВ " + dex + " · ВЫН " + end
	}
	return "Now STR " + str + " · DEX " + dex + " · END " + end
}

// A character wounded in one fight comes into the next with the same STR,
// DEX and END; with /system campaign on:false every fight starts from the
// sheet. 8 damage placed into DEX: «Весь урон в первую очередь наносится по
// характеристике Выносливости. Когда она доходит до нуля … Весь
// последующий урон наносится, на выбор игрока, по Силе или Ловкости» —
// END 6 → 0, DEX 6 → 4. The next fight's /time minutes:1 shows what Ann
// came in with (END at 0 does not come back by itself).
func TestKlondikeWoundsCarryIntoTheNextFight(t *testing.T) {
	for _, tc := range []struct {
		locale, hurt, next, recap string
		fresh                     bool
	}{
		{"en", "/damage target:Ann amount:8 to:dex\n", "/combat start\n@Ann /combat join\n/time minutes:1\n", "These wounds carry on", false},
		{"ru", "/урон цель:Ann количество:8 куда:dex\n", "/бой начать\n@Ann /бой войти\n/время минуты:1\n", "Эти раны остаются с персонажами", false},
		{"en", "/system campaign on:false\n/damage target:Ann amount:8 to:dex\n", "/combat start\n@Ann /combat join\n/time minutes:1\n", "Wounds stay in this recap only", true},
		{"ru", "/система кампания вкл:false\n/урон цель:Ann количество:8 куда:dex\n", "/бой начать\n@Ann /бой войти\n/время минуты:1\n", "Раны остаются только в этих итогах", true},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 3, 3, 2, 2, 4, 4)
			out := h.Run(klPartyFight(tc.locale, tc.hurt))
			consoletest.KlWant(t, "recap", consoletest.ByText(t, out, "🏁"), tc.recap)
			times := klTimes(h.Run(tc.next))
			if len(times) != 1 {
				t.Fatalf("want one /time reply, got %d", len(times))
			}
			want := klNow(tc.locale, "6", "4", "0")
			if tc.fresh {
				want = klNow(tc.locale, "6", "6", "6")
			}
			if got := klFieldOf(t, times[0], "Ann"); !strings.Contains(got, want) {
				t.Errorf("fresh=%v: Ann in the next fight: want %q, got %q", tc.fresh, want, got)
			}
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// /time outside a fight heals the party by the seed, each step exactly:
//   - «1 очко Выносливости восстановится за каждые 10 минут»: END 2 after
//     4 damage; 25 minutes give 2, the 5 left over and 5 more give the
//     third, 9 minutes none, the tenth the last;
//   - END at 0 «… либо отлежаться сутки. Оба варианта восстановят
//     Выносливость до изначального значения и восстановят Силу или
//     Ловкость, если они не упали до нуля»: 30 hours up and about restore
//     nothing, 23 hours in bed nothing yet, the 24th all of END and DEX;
//   - STR at 0 «каждый день такой отлёжки восстанавливает по одному очку
//     характеристики вплоть до половины (с округлением вверх), по
//     достижении этого значения следующий день восстановит её полностью»
//     under Doc (Medicine 2): STR 1, 2, 3 (half of 6), then 6;
//   - «В отсутствие медика, но при наличии припасов, раненый
//     восстанавливается в 2 раза медленнее»: a point every two days — 0,
//     1, then 3 after four days more, 3, and 6;
//   - neither medic nor supplies: STR stays at 0 (END comes back with the
//     day's rest).
//
// 12 damage into STR knocks Ann out: the roll on her original END is 6+6,
// and she wakes in d6 = 1 minute.
func TestKlondikeTimeHealsThePartyBySeed(t *testing.T) {
	type step struct{ en, ru, str, dex, end string }
	for _, tc := range []struct {
		name, en, ru string
		faces        []int
		steps        []step
	}{
		{"END a point every 10 minutes", "/damage target:Ann amount:4\n", "/урон цель:Ann количество:4\n", nil, []step{
			{"/time minutes:25", "/время минуты:25", "6", "6", "4"},
			{"/time minutes:5", "/время минуты:5", "6", "6", "5"},
			{"/time minutes:9", "/время минуты:9", "6", "6", "5"},
			{"/time minutes:1", "/время минуты:1", "6", "6", "6"},
		}},
		{"END at 0: a day's rest", "/damage target:Ann amount:8 to:dex\n", "/урон цель:Ann количество:8 куда:dex\n", nil, []step{
			{"/time hours:30", "/время часы:30", "6", "4", "0"},
			{"/time hours:23 rest:true", "/время часы:23 отдых:true", "6", "4", "0"},
			{"/time hours:1 rest:true", "/время часы:1 отдых:true", "6", "6", "6"},
		}},
		{"STR at 0 under a medic", "/damage target:Ann amount:12 to:str\n", "/урон цель:Ann количество:12 куда:str\n", []int{6, 6, 1}, []step{
			{"/time days:1 target:Ann medic:Doc", "/время дни:1 цель:Ann медик:Doc", "1", "6", "6"},
			{"/time days:1 target:Ann medic:Doc", "/время дни:1 цель:Ann медик:Doc", "2", "6", "6"},
			{"/time days:1 target:Ann medic:Doc", "/время дни:1 цель:Ann медик:Doc", "3", "6", "6"},
			{"/time days:1 target:Ann medic:Doc", "/время дни:1 цель:Ann медик:Doc", "6", "6", "6"},
		}},
		{"STR at 0 with supplies, no medic", "/damage target:Ann amount:12 to:str\n", "/урон цель:Ann количество:12 куда:str\n", []int{6, 6, 1}, []step{
			{"/time days:1 target:Ann supplies:true", "/время дни:1 цель:Ann припасы:true", "0", "6", "6"},
			{"/time days:1 target:Ann supplies:true", "/время дни:1 цель:Ann припасы:true", "1", "6", "6"},
			{"/time days:4 target:Ann supplies:true", "/время дни:4 цель:Ann припасы:true", "3", "6", "6"},
			{"/time days:1 target:Ann supplies:true", "/время дни:1 цель:Ann припасы:true", "3", "6", "6"},
			{"/time days:1 target:Ann supplies:true", "/время дни:1 цель:Ann припасы:true", "6", "6", "6"},
		}},
		{"STR at 0, neither medic nor supplies", "/damage target:Ann amount:12 to:str\n", "/урон цель:Ann количество:12 куда:str\n", []int{6, 6, 1}, []step{
			{"/time days:3 target:Ann", "/время дни:3 цель:Ann", "0", "6", "6"},
		}},
	} {
		for _, locale := range []string{"en", "ru"} {
			t.Run(tc.name+"/"+locale, func(t *testing.T) {
				h := consoletest.NewSystemHarness(t, locale, append([]int{3, 3, 2, 2}, tc.faces...)...)
				hurt, script := tc.en, ""
				if locale == "ru" {
					hurt = tc.ru
				}
				for _, s := range tc.steps {
					if locale == "ru" {
						script += s.ru + "\n"
					} else {
						script += s.en + "\n"
					}
				}
				h.Run(klPartyFight(locale, hurt))
				times := klTimes(h.Run(script))
				if len(times) != len(tc.steps) {
					t.Fatalf("want %d /time replies, got %d", len(tc.steps), len(times))
				}
				for i, s := range tc.steps {
					want := klNow(locale, s.str, s.dex, s.end)
					if got := klFieldOf(t, times[i], "Ann"); !strings.Contains(got, want) {
						t.Errorf("step %d (%s): want %q, got %q", i+1, s.en, want, got)
					}
					// Doc is unhurt: the time passes for him too and
					// changes nothing.
					if got := klFieldOf(t, times[i], "Doc"); !strings.Contains(got, klNow(locale, "7", "7", "7")) {
						t.Errorf("step %d: Doc: %q", i+1, got)
					}
				}
				if err := h.Dice.Err(); err != nil {
					t.Fatal(err)
				}
			})
		}
	}
}

// /combat undo takes a /time between fights back: the party is as it was
// before it, and the next /time counts from there. END 2 after 4 damage;
// 20 minutes give END 4 (the reply says it was 2), undone; then 10
// minutes give END 3.
func TestKlondikeUndoOfTimeBetweenFights(t *testing.T) {
	for _, tc := range []struct{ locale, hurt, time20, undo, time10, undone, was string }{
		{"en", "/damage target:Ann amount:4\n", "/time minutes:20\n", "/combat undo\n", "/time minutes:10\n", "Ann", "(was END 2)"},
		{"ru", "/урон цель:Ann количество:4\n", "/время минуты:20\n", "/бой отменить\n", "/время минуты:10\n", "Ann", "(было ВЫН 2)"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 3, 3, 2, 2)
			h.Run(klPartyFight(tc.locale, tc.hurt))
			first := klTimes(h.Run(tc.time20))
			if len(first) != 1 || !strings.Contains(klFieldOf(t, first[0], "Ann"), klNow(tc.locale, "6", "6", "4")+" "+tc.was) {
				t.Fatalf("20 minutes: %v", first)
			}
			// Doc, unhurt, has nothing that changed to show.
			if doc := klFieldOf(t, first[0], "Doc"); strings.Contains(doc, "(") {
				t.Errorf("Doc unchanged, yet: %q", doc)
			}
			undo := consoletest.LastOf(t, h.Run(tc.undo))
			if undo.Ephemeral {
				t.Fatalf("undo refused: %s", undo.Text())
			}
			consoletest.KlWant(t, "undo", undo, tc.undone)
			second := klTimes(h.Run(tc.time10))
			if len(second) != 1 {
				t.Fatalf("want one /time reply, got %d", len(second))
			}
			if got := klFieldOf(t, second[0], "Ann"); !strings.Contains(got, klNow(tc.locale, "6", "6", "3")) {
				t.Errorf("after the undo 10 minutes from END 2: %q", got)
			}
		})
	}
}

// With nobody in the party yet, /time moves the channel's clock and says
// so; naming someone is refused and changes nothing. With campaign mode
// off it says every fight starts from the sheets.
func TestKlondikeTimeWithNobodyToHeal(t *testing.T) {
	for _, tc := range []struct{ locale, setup, time, named, want, refusal string }{
		{"en", "/system set system:klondike\n", "/time minutes:30\n", "/time minutes:30 target:Ann\n",
			"Nobody is in the party yet: only the channel's clock moved.", "Nobody called Ann is in this channel's party."},
		{"ru", "/система выбрать система:klondike\n", "/время минуты:30\n", "/время минуты:30 цель:Ann\n",
			"В отряде пока никого: прошло только время на часах канала.", "В отряде канала нет никого по имени Ann."},
		{"en", "/system set system:klondike\n/system campaign on:false\n", "/time minutes:30\n", "",
			"Campaign mode is off here: only the channel's clock moved.", ""},
		{"ru", "/система выбрать система:klondike\n/система кампания вкл:false\n", "/время минуты:30\n", "",
			"Режим кампании здесь выключен: прошло только время на часах канала.", ""},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale)
			h.Run(tc.setup)
			if tc.named != "" {
				got := consoletest.LastOf(t, h.Run(tc.named))
				if !got.Ephemeral {
					t.Errorf("naming nobody should be refused: %s", got.Text())
				}
				consoletest.KlWant(t, "named", got, tc.refusal)
			}
			got := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.time)))
			if got.Ephemeral {
				t.Fatalf("time passing is public: %s", got.Text())
			}
			consoletest.KlWant(t, "time", got, tc.want)
			// The refused line moved nothing: 30 minutes, not an hour.
			consoletest.KlNot(t, "time", got, "01:00")
		})
	}
}

// «Если все три характеристики упали до нуля - персонаж при смерти … если
// доставить его к очень компетентным врачам в течение часа, есть шансы его
// спасти»; «Лишь на результатах 11+ персонаж будет жить, как раньше, и
// восстанавливаться как при Тяжелом Ранении». Between fights Doc operates
// on the dying Ann within the hour: 6+5 + Medicine 2 = 13, she lives, and
// days under Doc bring her back («каждый день такой отлёжки…»): END at
// once, STR and DEX a point a day. Past the hour without surgery she is
// dead (the seed: she «не восстановится без серьезного хирургического
// вмешательства», and the hour is the surgeon's window). The 18 damage
// takes STR to 0 before DEX: the knock-out roll on original END (6+6, d6
// 1) comes first.
func TestKlondikeDyingBetweenFights(t *testing.T) {
	for _, tc := range []struct {
		locale, hurt, wait, surgery, day, late, lives, dead string
	}{
		{"en", "/damage target:Ann amount:18 to:str\n", "/time minutes:30\n", "/surgery target:Ann medic:Doc\n",
			"/time days:1 target:Ann medic:Doc\n", "/time minutes:31\n", "Lives as before", "Dead"},
		{"ru", "/урон цель:Ann количество:18 куда:str\n", "/время минуты:30\n", "/операция цель:Ann медик:Doc\n",
			"/время дни:1 цель:Ann медик:Doc\n", "/время минуты:31\n", "выживает без последствий", "Мёртв"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 3, 3, 2, 2, 6, 6, 1, 6, 5)
			h.Run(klPartyFight(tc.locale, tc.hurt))
			wait := klTimes(h.Run(tc.wait))
			if len(wait) != 1 || !strings.Contains(klFieldOf(t, wait[0], "Ann"), klNow(tc.locale, "0", "0", "0")) {
				t.Fatalf("half an hour dying: %v", wait)
			}
			consoletest.KlWant(t, "surgery", consoletest.LastOf(t, consoletest.Replies(h.Run(tc.surgery))), tc.lives)
			day := klTimes(h.Run(tc.day))
			if len(day) != 1 {
				t.Fatalf("want one /time reply, got %d", len(day))
			}
			if got := klFieldOf(t, day[0], "Ann"); !strings.Contains(got, klNow(tc.locale, "1", "1", "6")) {
				t.Errorf("a day under Doc after surgery: %q", got)
			}

			// The same wound, no surgery: 30 minutes, then 31 more.
			h2 := consoletest.NewSystemHarness(t, tc.locale, 3, 3, 2, 2, 6, 6, 1)
			h2.Run(klPartyFight(tc.locale, tc.hurt) + tc.wait)
			late := klTimes(h2.Run(tc.late))
			if len(late) != 1 {
				t.Fatalf("want one /time reply, got %d", len(late))
			}
			consoletest.KlWant(t, "past the hour", late[0], tc.dead)
		})
	}
}

// /rest is the seed's «отлежаться» for everyone: a day («сутки») unless
// hours or days are given, name: the one the medic is for. Ann's STR at 0
// under Doc (Medicine 2): a day gives 1 and END back («каждый день такой
// отлёжки восстанавливает по одному очку»); two rests of 12 hours make the
// next day, STR 2 — the half day is kept between the two.
func TestKlondikeRestIsLyingUp(t *testing.T) {
	for _, tc := range []struct {
		locale, hurt, day, half, title string
	}{
		{"en", "/damage target:Ann amount:12 to:str\n", "/rest name:Ann medic:Doc\n", "/rest hours:12 name:Ann medic:Doc\n", "Lying up: 1 day"},
		{"ru", "/урон цель:Ann количество:12 куда:str\n", "/отдых имя:Ann медик:Doc\n", "/отдых часы:12 имя:Ann медик:Doc\n", "Отлёжка: 1 день"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 3, 3, 2, 2, 6, 6, 1)
			h.Run(klPartyFight(tc.locale, tc.hurt))
			rests := klTimes(h.Run(tc.day + tc.half + tc.half))
			if len(rests) != 3 {
				t.Fatalf("want 3 /rest replies, got %d", len(rests))
			}
			consoletest.KlWant(t, "a day", rests[0], tc.title)
			for i, want := range []string{klNow(tc.locale, "1", "6", "6"), klNow(tc.locale, "1", "6", "6"), klNow(tc.locale, "2", "6", "6")} {
				if got := klFieldOf(t, rests[i], "Ann"); !strings.Contains(got, want) {
					t.Errorf("rest %d: want %q, got %q", i+1, want, got)
				}
			}
		})
	}
}

// Ammunition carries with the party («Тратится кол-во патронов…»: the
// pistol's 6 rounds less the one shot stay spent in the next fight), and a
// reload between fights fills the magazine with no action to spend (there
// are no turns then). Initiative Ann 3+3, Orc 1+1; each shot 6+6 and
// 2+2+2 damage; the next fight's Ann 4+4 and Orc 1+1.
func TestKlondikeAmmunitionCarriesAndReloadsBetweenFights(t *testing.T) {
	for _, tc := range []struct {
		locale, setup, shot, end, again, reload, reloaded, left string
	}{
		{"en", `/system set system:klondike
@Ann /char set stats:"STR 6 DEX 6 END 6 INT 7 Gun_Combat 1" name:Ann
@Ann /char weapon add name:pistol spec:"3d6 range:10 ammo:6"
/combat start
@Ann /combat join
/combat add name:Orc
`, "@Ann /attack target:Orc range:5\n", "/combat end\n", "/combat start\n@Ann /combat join\n/combat add name:Orc\n",
			"@Ann /reload\n", "Ann reloads pistol: 6 rounds", "1 spent, %s left"},
		{"ru", `/система выбрать система:klondike
@Ann /персонаж задать параметры:"СИЛ 6 ЛОВ 6 ВЫН 6 ИНТ 7 Стрельба 1" имя:Ann
@Ann /персонаж оружие добавить название:pistol свойства:"3d6 range:10 ammo:6"
/бой начать
@Ann /бой войти
/бой добавить имя:Orc
`, "@Ann /атака цель:Orc дистанция:5\n", "/бой конец\n", "/бой начать\n@Ann /бой войти\n/бой добавить имя:Orc\n",
			"@Ann /перезарядить\n", "Ann перезаряжает pistol: патронов 6", "потрачено патронов: 1, осталось: %s"},
	} {
		for _, reload := range []bool{false, true} {
			t.Run(tc.locale, func(t *testing.T) {
				h := consoletest.NewSystemHarness(t, tc.locale, 3, 3, 1, 1, 6, 6, 2, 2, 2, 4, 4, 1, 1, 6, 6, 2, 2, 2)
				h.Run(tc.setup + tc.shot + tc.end)
				left := "4"
				if reload {
					got := consoletest.LastOf(t, h.Run(tc.reload))
					if got.Ephemeral {
						t.Fatalf("reload between fights refused: %s", got.Text())
					}
					consoletest.KlWant(t, "reload", got, tc.reloaded)
					left = "5"
				}
				out := h.Run(tc.again + tc.shot)
				consoletest.KlWant(t, "the next fight's shot", consoletest.ByText(t, out, "🎲 6+6"), strings.Replace(tc.left, "%s", left, 1))
				if err := h.Dice.Err(); err != nil {
					t.Fatal(err)
				}
			})
		}
	}
}

// «Весь последующий урон наносится, на выбор игрока, по Силе или
// Ловкости»: damage past END still unplaced when the fight ends stays with
// the party, and the recap says how to place it between fights. 9 damage
// to Ann: END 6 → 0 holds 6, 3 wait. Between fights the GM's 2 more with
// no place would wait for a round's end that never comes: refused, nothing
// changed; /damage target:Ann to:dex places the 3 as the player chose —
// DEX 3.
func TestKlondikePendingDamageBetweenFights(t *testing.T) {
	for _, tc := range []struct {
		locale, hurt, more, place, hint, refusal, placed string
	}{
		{"en", "/damage target:Ann amount:9\n", "/damage target:Ann amount:2\n", "/damage target:Ann to:dex\n",
			"Between fights: `/damage target:Ann to:str` or `to:dex`", "between fights no round ends to place it", "Now STR 6 · DEX 3 · END 0"},
		{"ru", "/урон цель:Ann количество:9\n", "/урон цель:Ann количество:2\n", "/урон цель:Ann куда:dex\n",
			"Между боями: `/урон цель:Ann куда:str` или `куда:dex`", "между боями нет конца раунда", "Теперь СИЛ 6 · ЛОВ 3 · ВЫН 0"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 3, 3, 2, 2)
			out := h.Run(klPartyFight(tc.locale, tc.hurt))
			consoletest.KlWant(t, "recap", consoletest.ByText(t, out, "🏁"), tc.hint)
			got := consoletest.LastOf(t, h.Run(tc.more))
			if !got.Ephemeral {
				t.Fatalf("unplaceable damage between fights should be refused: %s", got.Text())
			}
			consoletest.KlWant(t, "refusal", got, tc.refusal)
			got = consoletest.LastOf(t, consoletest.Replies(h.Run(tc.place)))
			if got.Ephemeral {
				t.Fatalf("placing the pending damage refused: %s", got.Text())
			}
			// DEX 6 − 3: the refused 2 were never added.
			consoletest.KlWant(t, "placed", got, tc.placed)
		})
	}
}

// «Совершите бросок по изначальной характеристике Выносливости - при
// успехе он придет в себя через д6 минут, при провале через д6 часов»,
// between fights too. 12 damage into STR knocks Ann out; the roll on her
// original END 6 (DM 0): 6+6 succeeds, d6 3 → 3 minutes; 1+1 fails, d6 2 →
// 2 hours. The time short of it leaves her out; the rest wakes her.
func TestKlondikeWakingBetweenFights(t *testing.T) {
	for _, tc := range []struct {
		locale, hurt string
		faces        []int
		short, rest  string
		out, wake    string
	}{
		{"en", "/damage target:Ann amount:12 to:str\n", []int{6, 6, 3}, "/time minutes:2\n", "/time minutes:1\n", "unconscious", "Ann comes to."},
		{"ru", "/урон цель:Ann количество:12 куда:str\n", []int{6, 6, 3}, "/время минуты:2\n", "/время минуты:1\n", "без сознания", "Ann приходит в себя."},
		{"en", "/damage target:Ann amount:12 to:str\n", []int{1, 1, 2}, "/time minutes:119\n", "/time minutes:1\n", "unconscious", "Ann comes to."},
		{"ru", "/урон цель:Ann количество:12 куда:str\n", []int{1, 1, 2}, "/время минуты:119\n", "/время минуты:1\n", "без сознания", "Ann приходит в себя."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, append([]int{3, 3, 2, 2}, tc.faces...)...)
			h.Run(klPartyFight(tc.locale, tc.hurt))
			times := klTimes(h.Run(tc.short + tc.rest))
			if len(times) != 2 {
				t.Fatalf("want 2 /time replies, got %d", len(times))
			}
			if got := klFieldOf(t, times[0], "Ann"); !strings.Contains(got, tc.out) || strings.Contains(got, tc.wake) {
				t.Errorf("short of the wake time: want %q and not %q, got %q", tc.out, tc.wake, got)
			}
			if got := klFieldOf(t, times[1], "Ann"); !strings.Contains(got, tc.wake) || strings.Contains(got, tc.out) {
				t.Errorf("at the wake time: want %q and not %q, got %q", tc.wake, tc.out, got)
			}
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// «…отлежаться под присмотром медика»: a medic who is out (here Ann,
// knocked out by 12 damage into STR: 1+1 fails, d6 2 hours) watches over
// nobody — /time with her as the medic is refused and changes nothing.
func TestKlondikeMedicOutIsRefused(t *testing.T) {
	for _, tc := range []struct{ locale, hurt, time, want, clock string }{
		{"en", "/damage target:Ann amount:12 to:str\n", "/time days:1 target:Doc medic:Ann\n", "Ann cannot watch over anyone: unconscious, dying or dead.", "/time minutes:1\n"},
		{"ru", "/урон цель:Ann количество:12 куда:str\n", "/время дни:1 цель:Doc медик:Ann\n", "Ann ни за кем не присмотрит: без сознания, при смерти или мёртв.", "/время минуты:1\n"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 3, 3, 2, 2, 1, 1, 2)
			h.Run(klPartyFight(tc.locale, tc.hurt))
			got := consoletest.LastOf(t, h.Run(tc.time))
			if !got.Ephemeral {
				t.Fatalf("a medic who is out should be refused: %s", got.Text())
			}
			consoletest.KlWant(t, "refusal", got, tc.want)
			// Nothing moved: the clock is at its first minute.
			consoletest.KlWant(t, "clock", consoletest.LastOf(t, consoletest.Replies(h.Run(tc.clock))), "00:01")
		})
	}
}
