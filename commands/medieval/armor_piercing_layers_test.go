package medieval_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// medLayered: the Knight in a soft torso layer of SP 10 under a hard one of
// SP 20 (BODY 2: BTM 0) and the Archer (REF 8, Archery 5). Initiative takes
// the first two faces.
var medLayered = map[string]string{
	"en": `/system set system:medieval
/combat start
/combat add name:Knight stats:"REF 6 BODY 2" armor:"torso 10; torso 20 hard"
/combat add name:Archer stats:"REF 8 BODY 6 archery 5"
`,
	"ru": `/система выбрать система:medieval
/бой начать
/бой добавить имя:Knight параметры:"РЕФ 6 ТЕЛ 2" броня:"торс 10; торс 20 жёсткая"
/бой добавить имя:Archer параметры:"РЕФ 8 ТЕЛ 6 Стрельба_из_лука 5"
`,
}

// The seed: «всякий раз при столкновении с Бронебойными, броня будет иметь
// половину от общего значения ОС» — the layers combine («Пропорции брони»:
// 10 and 20 differ by 10, +3, 23) and the total is halved: 11, not each
// layer halved and then combined (5 and 10: +4, 14). Then «Оставшиеся …
// очков урона дополнительно уменьшены»: 30 − 11 = 19 → 9. By /damage and by
// /attack, in both locales.
func TestMedievalAPHalvesTheLayersCombinedSP(t *testing.T) {
	for _, c := range []struct {
		name string
		cmd  map[string]string
		dice []int // after initiative (5, 3)
	}{
		{"damage", map[string]string{
			"en": "/damage target:Knight amount:30 location:torso ap:true\n",
			"ru": "/урон цель:Knight количество:30 место:торс бронебойное:да\n",
		}, []int{
			1, 3, // 9 points, Critical: stun save 1 > 2 − 2 fails; Hollywood d6 3
		}},
		{"attack", map[string]string{
			"en": "/attack attacker:Archer target:Knight damage:30 ap:true range:close\n",
			"ru": "/атака атакующий:Archer цель:Knight урон:30 бронебойное:да дистанция:близко\n",
		}, []int{
			7,    // to hit 7 + REF 8 + Archery 5 = 20 vs close 15
			3,    // location: torso
			1, 3, // stun save fails, Hollywood d6
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			medBoth(t, func(t *testing.T, locale string) {
				h := consoletest.NewSystemHarness(t, locale, append([]int{5, 3}, c.dice...)...)
				h.Run(medLayered[locale])
				got := consoletest.MedReply(t, h.Run(c.cmd[locale]))
				if got.Ephemeral {
					t.Fatalf("refused: %s", got.Text())
				}
				sp := medPick(locale, "SP", "ОС")
				consoletest.MedWant(t, got,
					"30 − "+sp+" 11 → 19 → ½ 9",
					"1. "+sp+" 10\\n",
					medPick(locale, "2. SP 20 hard · combined 23 (+3)", "2. ОС 20 жёсткая · вместе 23 (+3)"),
					medPick(locale, "armor-piercing: half the armor's combined SP 23 → 11", "бронебойное: половина общего ОС брони 23 → 11"),
					medPick(locale, "**9 wound points**", "**9 пунктов урона**"))
				if all := consoletest.MedAllText(t, got); strings.Contains(all, sp+" 14") || strings.Contains(all, "→ ½ 5") {
					t.Errorf("layers halved one by one:\n%s", all)
				}
				if left := h.Dice.Remaining(); left != 0 {
					t.Errorf("%d scripted dice left", left)
				}
			})
		})
	}
}
