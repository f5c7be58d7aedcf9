package commands_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

func TestRussianNamesWork(t *testing.T) {
	h := consoletest.NewHarness(t, "", "ru", 3)
	out := h.Run("/система выбрать система:medieval\n/бой начать\n/бой добавить имя:Орк параметры:\"РЕФ 7\"\n")
	if !strings.Contains(out[0].Text(), "Средневековье") {
		t.Fatalf("system: %s", out[0].Text())
	}
	if !strings.Contains(out[2].Text(), "инициатива **10**") {
		t.Fatalf("add: %s", out[2].Text())
	}
}

// The compact first line of a result says "vs" in English and "против" in
// Russian, for every system that builds it in code.
func TestResultLineVersusInReplyLanguage(t *testing.T) {
	for _, tc := range []struct {
		name   string
		faces  []int
		script string
		want   map[string]string // locale → the first line's "<word> <number>"
	}{
		{"storyteller check", []int{8, 7, 3}, "/system set system:storyteller\n/check pool:3 difficulty:6\n",
			map[string]string{"en": "3 vs 6 — ", "ru": "3 против 6 — "}},
		// 5 + REF 8 + Archery 4 = 17 against difficulty 15.
		{"medieval shot", []int{5, 5, 5, 3, 6, 6, 6, 4}, "/attack attacker:Archer target:Orc damage:3d6 difficulty:15 melee:false\n",
			map[string]string{"en": "= **17** vs 15 — ", "ru": "= **17** против 15 — "}},
		// The seed: 20 wound points need 20; 7 + TECH 5 + Medicine 8.
		{"medieval stabilize", []int{5, 3, 3, 3, 7}, "/damage target:Knight amount:20 direct:true\n/stabilize target:Knight medic:Archer\n",
			map[string]string{"en": "= **20** vs 20 — ", "ru": "= **20** против 20 — "}},
	} {
		for _, locale := range []string{"en", "ru"} {
			t.Run(tc.name+"/"+locale, func(t *testing.T) {
				h := consoletest.NewSystemHarness(t, locale, tc.faces...)
				switch tc.name {
				case "medieval shot":
					h.Run(consoletest.MedArcherOrc["en"])
				case "medieval stabilize":
					h.Run(consoletest.MedSetupEN)
				}
				var reply consoletest.Sent
				for _, s := range h.Run(tc.script) {
					if s.Kind == "response" {
						reply = s
					}
				}
				first, _, _ := strings.Cut(firstEmbedOf(t, reply).Description, "\n")
				if !strings.Contains(first, tc.want[locale]) {
					t.Errorf("first line %q lacks %q", first, tc.want[locale])
				}
				if locale == "ru" && strings.Contains(first, " vs ") {
					t.Errorf("English \"vs\" in a Russian reply: %q", first)
				}
			})
		}
	}
}

// «"комментарий" слишком длинное» paired a masculine noun with a neuter
// adjective; the message speaks of the option's value, which fits every
// option name.
func TestTooLongReadsInRussian(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "ru")
	out := h.Run("/roll dice:2d6 comment:\"" + strings.Repeat("я", 201) + "\"\n")
	s := consoletest.LastOf(t, out)
	if !s.Ephemeral {
		t.Errorf("not ephemeral: %s", s.Text())
	}
	consoletest.MustContain(t, s, "Значение «комментарий» слишком длинное (не больше 200 символов).")
}

// Many characters are women, and a Russian reply such as «Анна ошеломлён…»,
// «Вика недееспособен» or «Анна уже действовал» reads wrong. The tests below
// play Russian fights with women's names through the console and check the
// replies read right for either gender: rephrased without a gendered verb,
// or with the usual «ошеломлён(а)» where the term must stay.

// ruNoMasculine fails when text gives the name a masculine-only past verb
// or short form.
func ruNoMasculine(t *testing.T, what, text, name string, forms ...string) {
	t.Helper()
	for _, f := range forms {
		if bad := name + " " + f; strings.Contains(text, bad+" ") || strings.Contains(text, bad+".") ||
			strings.Contains(text, bad+",") || strings.Contains(text, bad+":") {
			t.Errorf("%s: %q reads masculine only:\n%s", what, bad, text)
		}
	}
}

// Storyteller: «Ошеломленный персонаж пропускает своё следующее действие».
// Анна holds her action and is dizzied (three bashing levels against
// Stamina 2); the damage reply, the tracker and the refused attack say so
// in forms right for a woman.
func TestRussianDizziedWoman(t *testing.T) {
	// Initiative: Анна 9 + 3 + 1, Thug 2 + 2 + 1.
	h := consoletest.NewSystemHarness(t, "ru", 9, 2)
	h.Run(`/система выбрать система:storyteller
/бой начать
@Анна /персонаж задать параметры:"Ловкость 3 Рукопашный_бой 2 Сила 3 Выносливость 2"
@Анна /бой войти
/бой добавить имя:Thug параметры:"Сила 1 Ловкость 2 Рукопашный_бой 2"
!click Придержать
`)
	dmg := h.Run("/урон цель:Анна уровни:3 тип:поверхностные\n")[0]
	consoletest.MustContain(t, dmg, "Анна ошеломлён(а) с придержанным действием", "Ошеломлён(а): пропускает следующее действие.")
	ruNoMasculine(t, "damage", dmg.Text(), "Анна", "ошеломлён")
	consoletest.RefusedUnchanged(t, h, "@Анна /атака цель:Thug приём:\"удар рукой\" защита:нет", "Анна ошеломлён(а) и пропускает это действие.")
}

// Storyteller: «При достижении уровня "Недееспособность"… Ведущий может
// сделать бросок на Выносливость». Вика at Incapacitated owes that roll:
// the tracker names the state, not «Вика недееспособен», and the GM is
// «мастер» in the bot's own words.
func TestRussianIncapacitatedWoman(t *testing.T) {
	// Initiative 9 + 2 and 2 + 2; round 2: 5 + 2 and 3 + 2.
	h := consoletest.NewSystemHarness(t, "ru", 9, 2, 5, 3)
	h.Run(`/система выбрать система:storyteller
@Вика /персонаж задать параметры:"Выносливость 3"
/бой начать
@Вика /бой войти
/бой добавить имя:Thug
/урон цель:Вика уровни:7 тип:поверхностные
!click Следующий ход
!click Следующий ход
`)
	list := consoletest.LastOf(t, h.Run("/бой трекер\n"))
	consoletest.MustContain(t, list, "Вика: Недееспособность — мастер может бросить Выносливость на сознание.", "Вика: бросок Выносливости на сознание")
	ruNoMasculine(t, "tracker", list.Text(), "Вика", "недееспособен")
	if strings.Contains(list.Text(), "Ведущ") {
		t.Errorf("the GM is «мастер» in the bot's own words:\n%s", list.Text())
	}
}

// Medieval: «Спасбросок против смерти… провал — смерть в конце раунда».
// Анна takes 20 wound points (Mortal 1): her stun save 9 fails (10 − 4 =
// 6), Hollywood 4, her death save 10 fails (10 − 1 = 9). Every reply about
// the failed saves reads right for a woman; nothing says «провалил».
func TestRussianFailedSavesWoman(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "ru", 5, 3, 9, 4, 10)
	h.Run(`/система выбрать система:medieval
/бой начать
/бой добавить имя:Анна параметры:"РЕФ 6 ТЕЛ 10"
/бой добавить имя:Орк параметры:"РЕФ 8 ТЕЛ 6"
`)
	dmg := consoletest.MedReply(t, h.Run("/урон цель:Анна количество:20 напрямую:да\n"))
	consoletest.MedWant(t, dmg, "провал: оглушение, вне боя", "спасбросок против смерти провален: смерть в конце раунда")
	ruNoMasculine(t, "damage", dmg.Text(), "Анна", "оглушён", "провалил", "мёртв")
	for _, c := range []struct{ cmd, want string }{
		{"/спасбросок вид:смерть цель:Анна\n", "Анна: спасбросок против смерти в этом раунде провален — смерть в конце раунда"},
		{"/лечить цель:Анна пункты:3\n", "Анна: спасбросок против смерти в этом раунде провален, смерть — в конце раунда"},
		{"/атака атакующий:Анна цель:Орк урон:2d6\n", "Анна не может действовать: оглушён(а), умирает или мёртв(а)."},
	} {
		got := consoletest.MedReply(t, h.Run(c.cmd))
		if !got.Ephemeral || !strings.Contains(got.Text(), c.want) {
			t.Errorf("%s: want the refusal %q, got %s", strings.TrimSpace(c.cmd), c.want, got.Text())
		}
		if strings.Contains(got.Text(), "провалил") {
			t.Errorf("%s: «провалил» reads masculine only: %s", strings.TrimSpace(c.cmd), got.Text())
		}
	}
}

// Medieval: «Объявляя о вваливании в начале раунда…». Анна has moved, so
// her charge is refused: «Анна: в этом раунде действие уже было», not
// «Анна уже действовал».
func TestRussianAlreadyActedWoman(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "ru", 5, 5)
	h.Run(`/система выбрать система:medieval
/бой начать
/бой добавить имя:Анна параметры:"РЕФ 6 ТЕЛ 10 Ближний_бой 4"
/бой добавить имя:Орк параметры:"РЕФ 8 ТЕЛ 6 Уклонение 6"
/бой действие имя:Анна действие:перемещение
`)
	got := consoletest.MedReply(t, h.Run("/бой вваливание имя:Анна\n"))
	if !got.Ephemeral || !strings.Contains(got.Text(), "Анна: в этом раунде действие уже было") {
		t.Fatalf("want the refusal, got %s", got.Text())
	}
	ruNoMasculine(t, "charge", got.Text(), "Анна", "уже действовал")
}

// Klondike: «Когда она доходит до нуля, персонаж находится в шоке 1 раунд».
// The tracker's line at the start of Вика's turn in shock says whose turn
// it is about; the shock that passes leaves her «Ранен» as a state, not as
// a masculine verb form.
func TestRussianKlondikeShockSaysWho(t *testing.T) {
	// Initiative: Ann 6+6+2 first, Вика 1+1−3 last, every round.
	h := consoletest.NewSystemHarness(t, "ru", 6, 6, 1, 1, 6, 6, 1, 1)
	out := h.Run(consoletest.KlSetup("ru") + `/бой добавить имя:Ann параметры:"ИНТ 12"
/бой добавить имя:Вика параметры:"ВЫН 6"
/урон цель:Вика количество:6
!click Следующий ход
`)
	consoletest.KlWant(t, "shock turn", consoletest.LastOf(t, out), "• Вика: шок — в этот раунд можно только броситься в укрытие.")
	out = h.Run("!click Следующий раунд\n")
	consoletest.KlWant(t, "round 2", consoletest.LastOf(t, out), "• Вика: шок прошёл, состояние — Ранен")
}
