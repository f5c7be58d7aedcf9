package medieval_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// medAmbushers: the Knight (REF 6, Melee 4, Stealth 3, INT 5) and the Orc
// (REF 6, Melee 3). Initiative 5, 3: the Knight 11, the Orc 9.
var medAmbushers = map[string]string{
	"en": `/system set system:medieval
/combat start
/combat add name:Knight stats:"REF 6 BODY 10 INT 5 melee 4 stealth 3"
/combat add name:Orc stats:"REF 6 BODY 8 melee 3"
`,
	"ru": `/система выбрать система:medieval
/бой начать
/бой добавить имя:Knight параметры:"РЕФ 6 ТЕЛ 10 ИНТ 5 Ближний_бой 4 Скрытность 3"
/бой добавить имя:Orc параметры:"РЕФ 6 ТЕЛ 8 Ближний_бой 3"
`,
}

// «Пока атака не будет совершена, его противник не может атаковать его,
// потому-что он не знает, что находится в опасности»: while the Knight lies
// in ambush for the Orc, the Orc's attack on the Knight is refused — no die,
// nothing stored — across the round's end too; the Knight's attack springs
// the ambush (A: «Жертва засады должна совершить бросок Осведомлённости с
// большим значением, чем сумма твоего навыка Скрытность + Интеллект +
// 1D10»), and then the Orc may attack.
func TestMedievalAmbushVictimCannotAttackTheAmbusherFirst(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 3,
			5, 3, // the next round's initiative
			5, 1, // ambush: Knight 5 + Stealth 3 + INT 5 = 13; Orc 1 + INT + Awareness: not spotted
			5, 5, // to hit 5 + 6 + 4 + ambush 5 = 20; Orc defends 5 + 6 + 3 = 14
			3, 2, 1, // torso; 1d6 2; stun save 1
			4, 4) // the Orc's attack: to hit 4 + 6 + 3 = 13; the Knight defends 4 + 6 + 4 = 14
		h.Run(medAmbushers[locale])
		declare := medPick(locale, "/combat action action:ambush name:Knight target:Orc\n",
			"/бой действие действие:засада имя:Knight цель:Orc\n")
		got := consoletest.MedReply(t, h.Run(declare))
		consoletest.MedWant(t, got, medPick(locale, "until Knight attacks, Orc cannot attack Knight", "пока Knight не атакует, Orc не может атаковать Knight"))

		orc := medPick(locale, "/attack attacker:Orc target:Knight damage:1d6\n", "/атака атакующий:Orc цель:Knight урон:1d6\n")
		seed := medPick(locale, "until the ambusher has attacked, the opponent cannot attack them",
			"«пока атака не будет совершена, его противник не может атаковать его, потому что он не знает, что находится в опасности»")
		medRefused(t, h, orc, seed, medPick(locale, "force:true", "вопреки:да"))
		// The ambush lasts past the round's end: «может … подождать, чтобы
		// увидеть, что происходит, прежде чем совершить атаку».
		h.Run(medClicks[locale].round)
		medRefused(t, h, orc, seed)

		spring := medPick(locale, "/attack attacker:Knight target:Orc damage:1d6\n", "/атака атакующий:Knight цель:Orc урон:1d6\n")
		got = consoletest.MedReply(t, h.Run(spring))
		consoletest.MedWant(t, got, medPick(locale, "not spotted: +5", "засада не замечена: +5"),
			medPick(locale, "ambush +5 = **20**", "засада +5 = **20**"))
		// Sprung: «Засада может быть использована только для одной атаки», and the Orc may strike.
		got = consoletest.MedReply(t, h.Run(orc))
		if got.Ephemeral {
			t.Fatalf("the Orc's attack after the ambush was sprung is refused: %s", got.Text())
		}
		consoletest.MedWant(t, got, "4+6+3 = **13**")
		if left := h.Dice.Remaining(); left != 0 {
			t.Errorf("%d scripted dice left", left)
		}
	})
}

// A player's force:true is not the GM's: Bob's attack on Ann, who lies in
// ambush for any opponent, is refused, draws no die and stores nothing.
func TestMedievalAmbushBarNotForcedByAPlayer(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 4, 3, 2)
		h.Run(map[string]string{"en": medPlayersEN, "ru": medPlayersRU}[locale])
		ann := medPick(locale, "Ann", "Анна")
		h.Run(medPick(locale, "@Ann /combat action action:ambush\n", "@Ann /бой действие действие:засада\n"))
		medRefused(t, h, medPick(locale, "@Bob /attack target:Ann damage:1d6 force:true\n", "@Bob /атака цель:Анна урон:1d6 вопреки:да\n"),
			medPick(locale, "Only the GM", "Это может только мастер"))
		medRefused(t, h, medPick(locale, "@Bob /attack target:Ann damage:1d6\n", "@Bob /атака цель:Анна урон:1d6\n"),
			medPick(locale, "Bob cannot attack "+ann, "Боб не может атаковать "+ann))
	})
}

// The GM's force:true lets the victim attack anyway (it has seen through the
// ambush); the reply names the rule set aside.
func TestMedievalAmbushBarForcedByTheGM(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 3,
			4, 4) // the Orc's attack: 13 against the Knight's 14
		h.Run(medAmbushers[locale])
		h.Run(medPick(locale, "/combat action action:ambush name:Knight\n", "/бой действие действие:засада имя:Knight\n"))
		// No victim named: every opponent is the one who does not know.
		got := consoletest.MedReply(t, h.Run(medPick(locale, "/attack attacker:Orc target:Knight damage:1d6 force:true\n",
			"/атака атакующий:Orc цель:Knight урон:1d6 вопреки:да\n")))
		if got.Ephemeral {
			t.Fatalf("the GM's force:true refused: %s", got.Text())
		}
		consoletest.MedWant(t, got, "4+6+3 = **13**",
			medPick(locale, "Rule overridden by the GM", "Мастер разрешил вопреки правилу"),
			medPick(locale, "Knight lies in ambush", "Knight в засаде"))
	})
}

// The seed's second ambush, Б): «Внимание противника сосредоточено на
// другой ситуации, такой как другая атака или задача, требующая большой
// концентрации» — no Awareness roll is named for it, so it is its own choice
// («Засада: враг отвлечён») and its +5 comes without one: no ambush dice.
func TestMedievalAmbushOnADistractedFoeNeedsNoSpotRoll(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 3,
			5, 5, // to hit 5 + 6 + 4 + ambush 5 = 20; Orc defends 14
			3, 2, 1) // torso; 1d6 2; stun save
		h.Run(medAmbushers[locale])
		got := consoletest.MedReply(t, h.Run(medPick(locale,
			"/combat action action:\"Ambush: foe distracted\" name:Knight target:Orc\n",
			"/бой действие действие:\"Засада: враг отвлечён\" имя:Knight цель:Orc\n")))
		consoletest.MedWant(t, got, medPick(locale, "+5 to the next attack, no Awareness roll", "+5 к следующей атаке, без броска Осведомлённости"))
		consoletest.MedWant(t, consoletest.LastOf(t, h.Run(medPick(locale, "/combat list\n", "/бой трекер\n"))),
			medPick(locale, "lying in ambush (foe distracted)", "в засаде (враг отвлечён)"))
		medRefused(t, h, medPick(locale, "/attack attacker:Orc target:Knight damage:1d6\n", "/атака атакующий:Orc цель:Knight урон:1d6\n"),
			medPick(locale, "Knight lies in ambush", "Knight в засаде"))
		got = consoletest.MedReply(t, h.Run(medPick(locale, "/attack attacker:Knight target:Orc damage:1d6\n", "/атака атакующий:Knight цель:Orc урон:1d6\n")))
		consoletest.MedWant(t, got, medPick(locale, "ambush +5 = **20**", "засада +5 = **20**"),
			medPick(locale, "no Awareness roll — +5", "без броска Осведомлённости: +5"))
		if all := consoletest.MedAllText(t, got); strings.Contains(all, medPick(locale, "Awareness d10", "Осведомлённость d10")) {
			t.Errorf("a spot roll for a distracted foe:\n%s", all)
		}
		if left := h.Dice.Remaining(); left != 0 {
			t.Errorf("%d scripted dice left", left)
		}
	})
}

// A victim named: another fighter, who is not the one kept unaware, may
// attack the ambusher. `target` goes with an ambush only.
func TestMedievalAmbushOnANamedVictimBarsOnlyThatVictim(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 3, 2,
			4, 4) // the Squire's attack: 4 + 6 + 0 = 10 against the Knight's 14
		h.Run(medAmbushers[locale])
		h.Run(medPick(locale, "/combat add name:Squire stats:\"REF 6 BODY 6\"\n", "/бой добавить имя:Squire параметры:\"РЕФ 6 ТЕЛ 6\"\n"))
		h.Run(medPick(locale, "/combat action action:ambush name:Knight target:Orc\n", "/бой действие действие:засада имя:Knight цель:Orc\n"))
		got := consoletest.MedReply(t, h.Run(medPick(locale, "/attack attacker:Squire target:Knight damage:1d6\n", "/атака атакующий:Squire цель:Knight урон:1d6\n")))
		if got.Ephemeral {
			t.Fatalf("a fighter the ambush is not laid for is refused: %s", got.Text())
		}
		medRefused(t, h, medPick(locale, "/combat action action:move name:Knight target:Orc\n", "/бой действие действие:перемещение имя:Knight цель:Orc\n"),
			medPick(locale, "`target` names an ambush's victim", "`цель` — жертва засады"))
	})
}
