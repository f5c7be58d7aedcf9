package commands_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Session 8, the Russian text: many characters are women, and a reply such
// as «Анна ошеломлён…», «Вика недееспособен» or «Анна уже действовал» reads
// wrong. These play Russian fights with women's names through the console
// and check the replies read right for either gender: rephrased without a
// gendered verb, or with the usual «ошеломлён(а)» where the term must stay.

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
func TestRussianS8DizziedWoman(t *testing.T) {
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
func TestRussianS8IncapacitatedWoman(t *testing.T) {
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
func TestRussianS8FailedSavesWoman(t *testing.T) {
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
func TestRussianS8AlreadyActedWoman(t *testing.T) {
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
func TestRussianS8KlondikeShockSaysWho(t *testing.T) {
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
