package storyteller_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Several three-round bursts a turn. The seed: «Режим огня: максимальное
// количество выстрелов или коротких очередей за один ход»; «Короткая очередь
// (стрельба с отсечкой по три): Персонаж выпускает по одной цели три пули.
// Запас бросков на атаку увеличивается на два кубика … Отдача увеличивает
// сложность броска на атаку на 1»; and «Множественные выстрелы … (считается
// множественным действием). Количество доступных бросков на первый выстрел
// уменьшается на общее количество выстрелов, которые вы собираетесь
// совершить. Каждый последующий выстрел уменьшает количество доступных
// бросков на один кубик». /attack maneuver:burst shots:N fires N bursts.

// eights is n scripted faces of 8: a success at difficulty 7.
func eights(n int) []int {
	f := make([]int, n)
	for i := range f {
		f[i] = 8
	}
	return f
}

// Two bursts from a light SMG («Пистолет-пулемет легкий *: … Режим огня 3,
// Обойма 30+1»): Dexterity 3 + Firearms 3 = 6 dice, +2 for the burst, −2
// (two actions) on the first = 6 dice, −3 on the second = 5; difficulty 6
// +1 recoil = 7 on both; 2 × 3 = 6 rounds of 31, 25 left. The first burst
// hits with six 8s, its damage (4 + 5 extra = 9 dice) all 2s; the second
// misses on 2s. The dice run out exactly: one attack roll per burst.
func TestStorytellerBurstShotsFiresSeveralBursts(t *testing.T) {
	for _, tc := range []struct {
		locale                                         string
		title, first, second, pool1, pool2, ammo, shot string
	}{
		{"en", "Three-round burst ×2", "multiple actions −2", "multiple actions −3", "Pool 6, difficulty 7", "Pool 5, difficulty 7",
			"Rounds left: 25 (6 spent)", "Attack #2"},
		{"ru", "Короткая очередь ×2", "множественные действия −2", "множественные действия −3", "Запас 6, сложность 7", "Запас 5, сложность 7",
			"Патронов осталось: 25 (потрачено 6)", "Атака #2"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			faces := append(append(append([]int{9, 2}, eights(6)...), consoletest.Twos(9)...), consoletest.Twos(5)...)
			h := consoletest.NewSystemHarness(t, tc.locale, faces...)
			h.Run(`/system set system:storyteller
/combat start
/combat add name:Ann stats:"Dexterity 3 Firearms 3"
/combat add name:Orc
`)
			got := h.Run(`/attack attacker:Ann target:Orc weapon:"Light SMG" maneuver:burst shots:2 defense:none` + "\n")[0]
			if got.Ephemeral {
				t.Fatalf("two bursts refused: %s", got.Text())
			}
			consoletest.MustContain(t, got, tc.title, tc.first, tc.second, tc.pool1, tc.pool2, tc.ammo, tc.shot)
			if err := h.Dice.Err(); err != nil || h.Dice.Remaining() != 0 {
				t.Errorf("dice: %v, %d left (one attack roll per burst)", err, h.Dice.Remaining())
			}
		})
	}
}

// Reload, then two bursts in the same round: three actions («перезарядку
// вместе с другим действием (считается множественным действием)»). The
// reload is the first (−3), the bursts the second and third: 6 + 2 − 4 = 4
// dice and 6 + 2 − 5 = 3.
func TestStorytellerBurstShotsAfterReload(t *testing.T) {
	for _, tc := range []struct{ locale, first, second, pool1, pool2 string }{
		{"en", "multiple actions −4", "multiple actions −5", "Pool 4, difficulty 7", "Pool 3, difficulty 7"},
		{"ru", "множественные действия −4", "множественные действия −5", "Запас 4, сложность 7", "Запас 3, сложность 7"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, append([]int{9, 2}, consoletest.Twos(7)...)...)
			h.Run(`/system set system:storyteller
/combat start
/combat add name:Ann stats:"Dexterity 3 Firearms 3"
/combat add name:Orc
`)
			if got := h.Run("/reload name:Ann weapon:\"Light SMG\"\n")[0]; got.Ephemeral {
				t.Fatalf("reload refused: %s", got.Text())
			}
			got := h.Run(`/attack attacker:Ann target:Orc weapon:"Light SMG" maneuver:burst shots:2 defense:none` + "\n")[0]
			if got.Ephemeral {
				t.Fatalf("two bursts refused: %s", got.Text())
			}
			consoletest.MustContain(t, got, tc.first, tc.second, tc.pool1, tc.pool2)
		})
	}
}

// «Режим огня 3»: three bursts a turn at most. shots:4 is refused and
// changes nothing; shots:3 fires three, −3, −4, −5, 9 rounds: 31 − 9 = 22.
func TestStorytellerBurstShotsCappedByRate(t *testing.T) {
	for _, tc := range []struct{ locale, refused, pool3, ammo string }{
		{"en", "Light SMG: at most 3 bursts a turn (its rate).", "Pool 3, difficulty 7", "Rounds left: 22 (9 spent)"},
		{"ru", "Light SMG: коротких очередей за ход — не больше 3 (режим огня).", "Запас 3, сложность 7", "Патронов осталось: 22 (потрачено 9)"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, append([]int{9, 2}, consoletest.Twos(5+4+3)...)...)
			h.Run(`/system set system:storyteller
/combat start
/combat add name:Ann stats:"Dexterity 3 Firearms 3"
/combat add name:Orc
`)
			refused := h.Run(`/attack attacker:Ann target:Orc weapon:"Light SMG" maneuver:burst shots:4 defense:none` + "\n")[0]
			if !refused.Ephemeral {
				t.Fatalf("four bursts from a rate-3 gun were fired: %s", refused.Text())
			}
			consoletest.MustContain(t, refused, tc.refused)
			got := h.Run(`/attack attacker:Ann target:Orc weapon:"Light SMG" maneuver:burst shots:3 defense:none` + "\n")[0]
			if got.Ephemeral {
				t.Fatalf("three bursts refused: %s", got.Text())
			}
			consoletest.MustContain(t, got, "×3", tc.pool3, tc.ammo)
		})
	}
}

// Every burst's rounds are in the clip before the first is fired: a sheet
// SMG with a clip of 5 («Обойма: количество патронов, которые можно
// зарядить за один раз») cannot fire two bursts (6 rounds) — refused,
// nothing spent — but fires one (2 left).
func TestStorytellerBurstShotsNeedEveryRoundUpFront(t *testing.T) {
	for _, tc := range []struct{ locale, refused, ammo string }{
		{"en", "Uzi: 2 bursts need 6 rounds, 5 left", "Rounds left: 2 (3 spent)"},
		{"ru", "Uzi: коротким очередям (2) нужно патронов — 6, а осталось 5.", "Патронов осталось: 2 (потрачено 3)"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, append([]int{9, 2}, consoletest.Twos(8)...)...)
			h.Run(`/system set system:storyteller
/combat start
@Ann /char set stats:"Dexterity 3 Firearms 3"
@Ann /char weapon add name:Uzi spec:"light smg clip=5"
@Ann /combat join
/combat add name:Orc
`)
			refused := h.Run("@Ann /attack target:Orc weapon:Uzi maneuver:burst shots:2 defense:none\n")[0]
			if !refused.Ephemeral {
				t.Fatalf("two bursts from five rounds were fired: %s", refused.Text())
			}
			consoletest.MustContain(t, refused, tc.refused)
			got := h.Run("@Ann /attack target:Orc weapon:Uzi maneuver:burst defense:none\n")[0]
			if got.Ephemeral {
				t.Fatalf("one burst refused: %s", got.Text())
			}
			consoletest.MustContain(t, got, tc.ammo)
		})
	}
}

// «Режим огня … Не применяется к автоматическому оружию и массированным
// обстрелам»: automatic fire empties the clip in one go, so shots:2 is
// refused rather than silently fired once — the clip stays full.
func TestStorytellerBurstShotsRefusedForAutoFire(t *testing.T) {
	for _, tc := range []struct{ locale, refused string }{
		{"en", "Automatic fire and strafing empty the clip in one go"},
		{"ru", "Автоматическая стрельба и обстрел выпускают обойму разом"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 9, 2)
			h.Run(`/system set system:storyteller
/combat start
/combat add name:Ann stats:"Dexterity 3 Firearms 3"
/combat add name:Orc
`)
			for _, mv := range []string{"auto", "strafe"} {
				got := h.Run("/attack attacker:Ann target:Orc weapon:\"Light SMG\" maneuver:" + mv + " shots:2 defense:none\n")[0]
				if !got.Ephemeral {
					t.Fatalf("%s with shots:2 was fired: %s", mv, got.Text())
				}
				consoletest.MustContain(t, got, tc.refused)
				if strings.Contains(got.Text(), "Rounds left") {
					t.Errorf("a refusal spent rounds: %s", got.Text())
				}
			}
		})
	}
}

// «использовать этот маневр можно только при заполненной обойме на половину
// или больше» is automatic fire's (and strafing's) rule, not the short
// burst's: the Russian refusal said «для очереди или обстрела» — «очередь»
// is the three-round burst's term («Короткая очередь»), which needs no half
// clip. Two volleys of three bursts leave 31 − 18 = 13 of 30: automatic
// fire is refused, and says so in the terms table's words.
func TestStorytellerHalfClipRefusalNamesAutomaticFire(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "ru", append([]int{9, 2}, consoletest.Twos(24)...)...)
	h.Run(`/system set system:storyteller
/combat start
/combat add name:Ann stats:"Dexterity 3 Firearms 3"
/combat add name:Orc
/attack attacker:Ann target:Orc weapon:"Light SMG" maneuver:burst shots:3 defense:none
/attack attacker:Ann target:Orc weapon:"Light SMG" maneuver:burst shots:3 defense:none
`)
	got := h.Run("/attack attacker:Ann target:Orc weapon:\"Light SMG\" maneuver:auto defense:none\n")[0]
	if !got.Ephemeral {
		t.Fatalf("automatic fire from 13 of 30 rounds: %s", got.Text())
	}
	consoletest.MustContain(t, got, "для автоматической стрельбы нужна хотя бы половина обоймы (15), а осталось 13")
	consoletest.MustNotContain(t, got, "для очереди")
}
