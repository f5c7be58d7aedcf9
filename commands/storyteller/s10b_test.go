package storyteller_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Session 10, round 2: what the fight nights left in storyteller, each
// played through the console.

// A pool the wound penalties take below 0: Dexterity 1 + Brawl 0 = 1, with
// two hits of 2 lethal levels (Wounded, −2) the pool is −1. The breakdown
// showed «Запас -1» and the verdict «Запас 0 — бросок не выполняется»; both
// now read −1 (with the minus sign «−») and the verdict says that a pool of
// 0 or less is no roll (RULES.md: «Запас 0 и меньше — неудача без броска»).
func TestStorytellerS10bPoolBelowZeroAgrees(t *testing.T) {
	for _, tc := range []struct {
		locale, script, pool, verdict, wrong string
	}{
		{"en", `/system set system:storyteller
/combat start
/combat add name:Ann stats:"Dexterity 1 Brawl 0 Stamina 3"
/combat add name:Bob
/damage target:Ann levels:2
/damage target:Ann levels:2
/attack attacker:Ann target:Bob defense:none
`, "Pool −1, difficulty 6", "Pool of −1: a pool of 0 or less makes no roll, a failure", "Pool of 0"},
		{"ru", `/система выбрать система:storyteller
/бой начать
/бой добавить имя:Ann параметры:"Ловкость 1 Рукопашный_бой 0 Выносливость 3"
/бой добавить имя:Bob
/урон цель:Ann уровни:2
/урон цель:Ann уровни:2
/атака атакующий:Ann цель:Bob защита:нет
`, "Запас −1, сложность 6", "Запас −1 — при запасе 0 или меньше бросок не выполняется, неудача", "Запас 0"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, consoletest.Twos(20)...)
			got := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.script)))
			if got.Ephemeral {
				t.Fatalf("attack refused: %s", got.Text())
			}
			consoletest.MustContain(t, got, tc.pool, tc.verdict)
			consoletest.MustNotContain(t, got, "-1", tc.wrong)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// A fighter whose sheet has no Willpower was told «Силы воли не осталось»
// — as if spent. It is told it has none; a fighter who had 1 and spent it
// still hears "none left".
func TestStorytellerS10bNoWillpowerOnTheSheet(t *testing.T) {
	for _, tc := range []struct {
		locale, setup, ann, annAttack, bob, none, left string
	}{
		{"en", `/system set system:storyteller
/combat start
/combat add name:Ann stats:"Dexterity 1 Brawl 0"
/combat add name:Bob stats:"Willpower 1"
`, "/check pool:3 difficulty:6 name:Ann willpower:true\n",
			"/attack attacker:Ann target:Bob defense:none situation:willpower\n",
			"/check pool:3 difficulty:6 name:Bob willpower:true\n",
			"Ann has no Willpower (none on the sheet): there is nothing to spend.", "Bob has no Willpower left."},
		{"ru", `/система выбрать система:storyteller
/бой начать
/бой добавить имя:Ann параметры:"Ловкость 1 Рукопашный_бой 0"
/бой добавить имя:Bob параметры:"Сила_воли 1"
`, "/проверка запас:3 сложность:6 имя:Ann сила_воли:да\n",
			"/атака атакующий:Ann цель:Bob защита:нет обстановка:сила_воли\n",
			"/проверка запас:3 сложность:6 имя:Bob сила_воли:да\n",
			"Ann: у этого бойца нет Силы воли (в листе её нет) — тратить нечего.", "Bob: Силы воли не осталось."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, consoletest.Twos(20)...)
			h.Run(tc.setup)
			for _, script := range []string{tc.ann, tc.annAttack} {
				got := consoletest.LastOf(t, h.Run(script))
				if !got.Ephemeral {
					t.Fatalf("a Willpower spend without Willpower should be refused: %s", got.Text())
				}
				consoletest.MustContain(t, got, tc.none)
				consoletest.MustNotContain(t, got, tc.left[len("Bob"):])
			}
			// Bob spends his one point, then has none left.
			if got := consoletest.LastOf(t, h.Run(tc.bob)); got.Ephemeral {
				t.Fatalf("Bob's first Willpower refused: %s", got.Text())
			}
			got := consoletest.LastOf(t, h.Run(tc.bob))
			consoletest.MustContain(t, got, tc.left)
		})
	}
}

// «Во время прицеливания персонаж не может выполнять другие действия, так
// как сосредотачивается на цели.» Aiming with a declared multiple action
// (actions:2) is played — not refused, the dice as before: Dexterity 3 +
// Firearms 3 = 6, aiming +2, multiple actions −2 → pool 6 — with a ⚠️ line
// quoting the rule. Aiming alone, or a split without aiming, has no such
// line.
func TestStorytellerS10bAimWithDeclaredSplitWarns(t *testing.T) {
	for _, tc := range []struct {
		locale, aimSplit, aimOnly, splitOnly, pool, warn string
	}{
		{"en", `/attack attacker:Ann target:Orc defense:none weapon:"Heavy revolver" aim:2 actions:2`,
			`/attack attacker:Ann target:Orc defense:none weapon:"Heavy revolver" aim:2`,
			`/attack attacker:Ann target:Orc defense:none weapon:"Heavy revolver" actions:2`,
			"Pool 6, difficulty 6",
			"⚠️ Ann is aiming with 2 actions declared this turn. The rule: “while aiming the character can take no other action”."},
		{"ru", `/атака атакующий:Ann цель:Orc защита:нет оружие:"Heavy revolver" прицел:2 действия:2`,
			`/атака атакующий:Ann цель:Orc защита:нет оружие:"Heavy revolver" прицел:2`,
			`/атака атакующий:Ann цель:Orc защита:нет оружие:"Heavy revolver" действия:2`,
			"Запас 6, сложность 6",
			"⚠️ Ann целится, а заявлено действий на ход: 2. Правило: «Во время прицеливания персонаж не может выполнять другие действия»."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			fight := func() *consoletest.Harness {
				h := consoletest.NewSystemHarness(t, tc.locale, append([]int{9, 2}, consoletest.Twos(300)...)...)
				h.Run(`/system set system:storyteller
/combat start
/combat add name:Ann stats:"Dexterity 3 Firearms 3 Perception 2"
/combat add name:Orc
`)
				return h
			}
			got := consoletest.LastOf(t, consoletest.Replies(fight().Run(tc.aimSplit+"\n")))
			stAttackPool(t, got, tc.pool)
			consoletest.MustContain(t, got, tc.warn)
			if txt := got.Text(); !strings.Contains(txt, "🎲 2 2 2 2 2 2\\n") || strings.Contains(txt, "🎲 2 2 2 2 2 2 2") {
				t.Errorf("the pool of 6 should roll six dice:\n%s", txt)
			}
			for _, script := range []string{tc.aimOnly, tc.splitOnly} {
				got := consoletest.LastOf(t, consoletest.Replies(fight().Run(script+"\n")))
				stAttackPool(t, got, "")
				consoletest.MustNotContain(t, got, "⚠️")
			}
		})
	}
}
