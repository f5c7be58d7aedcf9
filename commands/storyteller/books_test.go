package storyteller_test

import (
	"testing"

	"fray/bot/consoletest"
)

// The fight's books in storyteller: every action charged before its rule
// runs, refused with the seed's rule or penalised with its numbers, and the
// GM's force:true that sets the rule aside (a player's is refused).

// stBooksFight starts Ann (Strength 3 Dexterity 3 Wits 2 Brawl 3 Dodge 3,
// initiative 9 + 5 = 14), Bo — a player's fighter (Dexterity 2 Wits 2
// Brawl 2 Strength 2 Athletics 3, 5 + 4 = 9) — and Thug (Strength 4
// Dexterity 2 Wits 1 Brawl 2, 2 + 3 = 5), runs before on beforeFaces, then,
// when grab is set, Ann grapples Thug on her turn (8 8 8 2 2 2: three
// successes, no defence; damage 3 + 2 = 5 dice of 2s, no level). faces
// follow; every later die is a 2.
func stBooksFight(t *testing.T, locale, before string, beforeFaces []int, grab bool, faces ...int) *consoletest.Harness {
	t.Helper()
	all := append([]int{9, 2, 5}, beforeFaces...)
	if grab {
		all = append(all, 8, 8, 8, 2, 2, 2, 2, 2, 2, 2, 2)
	}
	h := consoletest.NewSystemHarness(t, locale, append(append(all, faces...), consoletest.Twos(300)...)...)
	setup := map[string]string{
		"en": `/system set system:storyteller
/combat start
/combat add name:Ann stats:"Strength 3 Dexterity 3 Wits 2 Brawl 3 Dodge 3"
/combat add name:Thug stats:"Strength 4 Dexterity 2 Wits 1 Brawl 2"
@Bo /char set stats:"Dexterity 2 Wits 2 Brawl 2 Strength 2 Athletics 3"
@Bo /combat join
`,
		"ru": `/система выбрать система:storyteller
/бой начать
/бой добавить имя:Ann параметры:"Сила 3 Ловкость 3 Сообразительность 2 Рукопашный_бой 3 Уворот 3"
/бой добавить имя:Thug параметры:"Сила 4 Ловкость 2 Сообразительность 1 Рукопашный_бой 2"
@Bo /персонаж задать параметры:"Ловкость 2 Сообразительность 2 Рукопашный_бой 2 Сила 2 Атлетизм 3"
@Bo /бой войти
`,
	}[locale]
	h.Run(setup + before)
	if grab {
		line := map[string]string{
			"en": "/attack attacker:Ann target:Thug maneuver:grapple defense:none\n",
			"ru": "/атака атакующий:Ann цель:Thug приём:захват защита:нет\n",
		}[locale]
		if got := consoletest.LastOf(t, consoletest.Replies(h.Run(line))); got.Ephemeral {
			t.Fatalf("the grapple was refused: %s", got.Text())
		}
	}
	return h
}

// stPlayed runs line and wants its reply played (not refused), containing
// wants.
func stPlayed(t *testing.T, h *consoletest.Harness, line string, wants ...string) consoletest.Sent {
	t.Helper()
	got := consoletest.LastOf(t, consoletest.Replies(h.Run(line+"\n")))
	if got.Ephemeral {
		t.Fatalf("%s refused: %s", line, got.Text())
	}
	consoletest.MustContain(t, got, wants...)
	return got
}

// «До освобождения или отпускания жертвы, ни один из противников не может
// выполнять другие действия.» Ann holds Thug in a grapple, so she cannot
// dodge Bo's blow: before, only the victim's defence was skipped, and the
// holder dodged a third fighter as if free. Bo's attack naming her dodge is
// refused with the rule and changes nothing; so is the tracker's Dodge on
// her turn. Bo's attack with no defence is played. The GM's force:true sets
// the grip aside for that dodge (Ann rolls Dexterity 3 + Dodge 3 = 6 dice,
// her second action of the round with its count set aside too) and the
// reply says what was overridden; Bo's player's force:true is refused.
func TestStorytellerBooksHolderCannotDodge(t *testing.T) {
	for _, tc := range []struct {
		locale, dodge, none, force, playerForce, click     string
		refused, clickRefused, gmOnly, defence, overridden string
	}{
		{"en", "/attack attacker:Bo target:Ann defense:dodge", "/attack attacker:Bo target:Ann defense:none",
			"/attack attacker:Bo target:Ann defense:dodge force:true", "@Bo /attack target:Ann defense:dodge force:true", "!click Dodge",
			"Ann is holding Thug in a grapple and can do nothing else (dodge) — tighten the grapple or release first: “until the victim breaks free or is let go, neither opponent can take other actions”. The GM can allow it with `force:true`.",
			"Ann is holding Thug and can do nothing else — release first: “until the victim breaks free or is let go, neither opponent can take other actions”.",
			"Only the GM can do that", "🛡️ Defence — Ann (Dodge)", "Rule overridden by the GM"},
		{"ru", "/атака атакующий:Bo цель:Ann защита:уворот", "/атака атакующий:Bo цель:Ann защита:нет",
			"/атака атакующий:Bo цель:Ann защита:уворот вопреки:да", "@Bo /атака цель:Ann защита:уворот вопреки:да", "!click Увернуться",
			"Ann держит противника (Thug) в захвате и не может делать ничего другого (уворот) — только укрепить захват или сначала отпустить: «До освобождения или отпускания жертвы, ни один из противников не может выполнять другие действия». Мастер может разрешить: `вопреки:да`.",
			"Ann держит противника (Thug) и не может делать ничего другого — отпустите сначала: «До освобождения или отпускания жертвы, ни один из противников не может выполнять другие действия».",
			"Это может только мастер", "🛡️ Защита — Ann (Увернуться от удара)", "Мастер разрешил вопреки правилу"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Bo's miss with no defence: 2 2 2 2. The forced dodge: Bo's
			// 8 8 2 2 (two successes), Ann's dodge 8 2 2 2 2 2 (one), the
			// damage 2 2.
			h := stBooksFight(t, tc.locale, "", nil, true, 2, 2, 2, 2, 8, 8, 2, 2, 8, 2, 2, 2, 2, 2, 2, 2)
			consoletest.RefusedUnchanged(t, h, tc.dodge, tc.refused)
			consoletest.RefusedUnchanged(t, h, tc.click, tc.clickRefused)
			consoletest.RefusedUnchanged(t, h, tc.playerForce, tc.gmOnly)
			stPlayed(t, h, tc.none)
			h.Run("/combat undo\n")
			got := stPlayed(t, h, tc.force, tc.defence, tc.overridden)
			consoletest.MustContain(t, got, "**8** 2 2 2 2 2")
		})
	}
}

// «Нападающий может попытаться нанести дополнительные повреждения, укрепив
// захват (бросок на Силу)» — «Затем игроки бросают кубики по очереди в
// порядке инициативы»: once, on the holder's turn. Before, Ann could tighten
// again and again in one turn, each a free damage roll. Now the second in
// the turn is refused, and so is one on Bo's turn; the GM's force:true plays
// it and says so; on Ann's next turn she tightens again.
func TestStorytellerBooksTightenOnceOnTheHoldersTurn(t *testing.T) {
	for _, tc := range []struct {
		locale, tighten, force, next, tightened, twice, ownTurn, overridden string
	}{
		{"en", "/attack attacker:Ann target:Thug maneuver:grapple", "/attack attacker:Ann target:Thug maneuver:grapple force:true", "/combat next",
			"Ann tightens the grapple on Thug",
			"Ann has already done this (tightening the grapple) this turn: once a turn. The GM can allow it with `force:true`.",
			"Ann can take this action (tightening the grapple) only on their own turn. The GM can allow it with `force:true`.",
			"Rule overridden by the GM"},
		{"ru", "/атака атакующий:Ann цель:Thug приём:захват", "/атака атакующий:Ann цель:Thug приём:захват вопреки:да", "/бой далее",
			"Ann укрепляет захват (Thug)",
			"Ann: это (укрепление захвата) уже было в этом ходу — раз за ход. Мастер может разрешить: `вопреки:да`.",
			"Ann: это действие (укрепление захвата) можно совершить только в свой ход. Мастер может разрешить: `вопреки:да`.",
			"Мастер разрешил вопреки правилу"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := stBooksFight(t, tc.locale, "", nil, true)
			stPlayed(t, h, tc.tighten, tc.tightened)
			consoletest.RefusedUnchanged(t, h, tc.tighten, tc.twice)
			stPlayed(t, h, tc.force, tc.tightened, tc.overridden)
			h.Run(tc.next + "\n") // Bo's turn
			consoletest.RefusedUnchanged(t, h, tc.tighten, tc.ownTurn)
			// Thug's turn, then round 2: initiative 9s all round, ties to
			// the higher Dexterity + Wits — Ann first again.
			h.Run(tc.next + "\n" + tc.next + "\n")
			got := stPlayed(t, h, tc.tighten, tc.tightened)
			consoletest.MustNotContain(t, got, tc.overridden)
		})
	}
}

// «Жертва может попытаться вырваться из захвата (действие)»: breaking free
// is the victim's action. Thug punched Ann out of turn before she grabbed
// him, so his attempt on his turn is his second action of the round: Strength
// 4 + Brawl 2 = 6 dice − 3 = 3, and the reply says so. It is booked (the
// tracker shows his two actions), and a second attempt in the same turn —
// before, free and unlimited until it worked — is refused, by the button
// and by /combat action; the GM's force:true plays it and says so. On his
// next turn he tries again.
func TestStorytellerBooksBreakingFreeIsTheVictimsAction(t *testing.T) {
	for _, tc := range []struct {
		locale, punch, next, click, action, force                            string
		counted, books, twice, overridden, fullPool, againTitle, againAction string
	}{
		{"en", "/attack attacker:Thug target:Ann defense:none\n", "/combat next", "!click Break free",
			"/combat action action:struggle name:Thug", "/combat action action:struggle name:Thug force:true",
			"Thug fails to break free of Ann (2 2 2: 0 vs 2 2 2 2 2 2: 0); multiple actions −3.",
			"grappled by Ann · 2 actions this round",
			"Thug has already done this (breaking free) this turn: once a turn. The GM can allow it with `force:true`.",
			"Rule overridden by the GM", "(2 2 2 2 2 2: 0 vs 2 2 2 2 2 2: 0)", "Thug — breaking free", "/combat action action:\"break free\" name:Thug"},
		{"ru", "/атака атакующий:Thug цель:Ann защита:нет\n", "/бой далее", "!click Вырваться",
			"/бой действие действие:вырваться имя:Thug", "/бой действие действие:вырваться имя:Thug вопреки:да",
			"Thug — вырваться не удалось, держит Ann (2 2 2: 0 против 2 2 2 2 2 2: 0); множественные действия −3.",
			"в захвате (Ann) · 2 действия в этом раунде",
			"Thug: это (попытка вырваться) уже было в этом ходу — раз за ход. Мастер может разрешить: `вопреки:да`.",
			"Мастер разрешил вопреки правилу", "(2 2 2 2 2 2: 0 против 2 2 2 2 2 2: 0)", "Thug — попытка вырваться", "/бой действие действие:вырваться имя:Thug"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Thug's punch: Dexterity 2 + Brawl 2 = 4 dice of 2s, a miss.
			h := stBooksFight(t, tc.locale, tc.punch, []int{2, 2, 2, 2}, true)
			h.Run(tc.next + "\n" + tc.next + "\n") // Bo's turn, then Thug's
			out := h.Run(tc.click + "\n")
			consoletest.MustContain(t, consoletest.LastOf(t, out), tc.counted, tc.books)
			consoletest.RefusedUnchanged(t, h, tc.click, tc.twice)
			consoletest.RefusedUnchanged(t, h, tc.action, tc.twice)
			stPlayed(t, h, tc.force, tc.overridden, tc.fullPool, tc.againTitle)
			// Round 2 (initiative 9s): Ann, Bo, then Thug tries again at
			// his full pool, by command.
			h.Run(tc.next + "\n" + tc.next + "\n" + tc.next + "\n")
			got := stPlayed(t, h, tc.againAction, tc.fullPool)
			consoletest.MustNotContain(t, got, tc.overridden)
		})
	}
}

// «Если бросок неудачен, он может попробовать встать на ноги следующим
// действием»: a failed attempt to get up spends the action — before, it
// cost nothing and could be clicked again at once, and the attack after it
// kept its pool. Ann sweeps Bo (Dexterity 3 + Brawl 3 at 7: 8 8 8; his
// footing 2 2 at 8: down). On his turn Bo's first attempt rolls Dexterity 2
// + Athletics 3 = 5 dice and fails; his attack after it is his second
// action (4 dice − 3 = 1); taken back, the retry is the second action too
// (5 − 3 = 2 dice). Bo's player's force:true is refused; the GM's sets the
// count aside (5 dice) and says so. Next round the attempt has its 5 dice.
func TestStorytellerBooksFailedStandUpSpendsTheAction(t *testing.T) {
	for _, tc := range []struct {
		locale, sweep, next, click, attack, undo, playerForce, force    string
		failed, attackPool, attackNote, retry, gmOnly, overridden, full string
	}{
		{"en", "/attack attacker:Ann target:Bo maneuver:sweep defense:none\n", "/combat next", "!click Stand up",
			"@Bo /attack target:Ann defense:none", "/combat undo",
			"@Bo /combat action action:stand force:true", "/combat action action:stand name:Bo force:true",
			"Bo fails to get up (2, 2, 2, 2, 2) and may try again next action.",
			"Pool 1, difficulty 6", "this is Bo's action 2 this round",
			"Bo fails to get up (2, 2; multiple actions −3) and may try again next action.",
			"Only the GM can do that", "Rule overridden by the GM", "Bo fails to get up (2, 2, 2, 2, 2)"},
		{"ru", "/атака атакующий:Ann цель:Bo приём:подсечка защита:нет\n", "/бой далее", "!click Встать",
			"@Bo /атака цель:Ann защита:нет", "/бой отменить",
			"@Bo /бой действие действие:встать вопреки:да", "/бой действие действие:встать имя:Bo вопреки:да",
			"Bo: встать не удалось (2, 2, 2, 2, 2), новая попытка — следующим действием.",
			"Запас 1, сложность 6", "это действие 2 в раунде (Bo)",
			"Bo: встать не удалось (2, 2; множественные действия −3), новая попытка — следующим действием.",
			"Это может только мастер", "Мастер разрешил вопреки правилу", "Bo: встать не удалось (2, 2, 2, 2, 2)"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// The sweep: 8 8 8 2 2 2, damage 3 + 2 = 5 dice of 2s (no
			// level), Bo's footing 2 2 at 8: down.
			h := stBooksFight(t, tc.locale, tc.sweep, []int{8, 8, 8}, false)
			h.Run(tc.next + "\n") // Bo's turn: the roll to get up is owed
			consoletest.MustContain(t, consoletest.LastOf(t, h.Run(tc.click+"\n")), tc.failed)
			got := stPlayed(t, h, tc.attack, tc.attackPool, tc.attackNote)
			consoletest.MustNotContain(t, got, tc.overridden)
			h.Run(tc.undo + "\n")
			consoletest.MustContain(t, consoletest.LastOf(t, h.Run(tc.click+"\n")), tc.retry)
			consoletest.RefusedUnchanged(t, h, tc.playerForce, tc.gmOnly)
			stPlayed(t, h, tc.force, tc.overridden, tc.full)
			// Thug's turn, then round 2 (initiative 9s: Ann, Bo, Thug):
			// Bo's first attempt of the round.
			h.Run(tc.next + "\n" + tc.next + "\n" + tc.next + "\n")
			out := h.Run(tc.click + "\n")
			consoletest.MustContain(t, consoletest.LastOf(t, out), tc.failed)
		})
	}
}

// The multiple-action split counts every action of the round, whenever it
// was taken: Ann dodges Bo's blow on his turn (a defence is her action:
// «…включая защиту от нападения»), then attacks on hers — undeclared, one
// action was meant, so the attack is her second and loses 3 (Dexterity 3 +
// Brawl 3 = 6 → 3); with actions:2 declared on it the same place gives −3
// too (action 2 of 2). Next round, her first attack keeps its 6 dice. The
// GM's force:true sets the count aside (6 dice) and says so.
func TestStorytellerBooksSplitCountsEveryActionOfTheRound(t *testing.T) {
	for _, tc := range []struct {
		locale, boHits, punch, declared, force, undo, next string
		pool3, pool6, note, declaredNote, overridden       string
	}{
		{"en", "@Bo /attack target:Ann defense:dodge\n", "/attack attacker:Ann target:Thug defense:none", " actions:2",
			" force:true", "/combat undo", "/combat next",
			"Pool 3, difficulty 6", "Pool 6, difficulty 6",
			"Multiple actions: this is Ann's action 2 this round, and none were declared (one meant), so its pool is −3",
			"Multiple actions: Ann declared 2 actions this round; this attack is action 2, pool −3", "Rule overridden by the GM"},
		{"ru", "@Bo /атака цель:Ann защита:уворот\n", "/атака атакующий:Ann цель:Thug защита:нет", " действия:2",
			" вопреки:да", "/бой отменить", "/бой далее",
			"Запас 3, сложность 6", "Запас 6, сложность 6",
			"Множественное действие: это действие 2 в раунде (Ann), а заявлено не было (одно), поэтому запас −3",
			"Множественное действие: Ann — заявлено действий на ход: 2; эта атака — действие 2, запас −3", "Мастер разрешил вопреки правилу"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Bo (player) attacks Ann out of her turn: 8 8 2 2, her dodge
			// 2×6; the damage Strength 2 + 1 = 3 dice of 2s.
			h := stBooksFight(t, tc.locale, "", nil, false, 8, 8, 2, 2)
			stPlayed(t, h, tc.boHits, "🛡️")
			stPlayed(t, h, tc.punch, tc.pool3, tc.note)
			h.Run(tc.undo + "\n")
			stPlayed(t, h, tc.punch+tc.declared, tc.pool3, tc.declaredNote)
			h.Run(tc.undo + "\n")
			got := stPlayed(t, h, tc.punch+tc.force, tc.pool6, tc.overridden)
			consoletest.MustNotContain(t, got, tc.note)
			// Round 2 (initiative 9s): her first action keeps its pool.
			h.Run(tc.next + "\n" + tc.next + "\n" + tc.next + "\n")
			got = stPlayed(t, h, tc.punch, tc.pool6)
			consoletest.MustNotContain(t, got, tc.note, tc.overridden)
		})
	}
}

// An NPC rolls to get up by itself when its turn starts, and that attempt is
// its action too: Thug, swept by Ann (8 8 8; his footing Dexterity 2 at 8,
// 2 2: down), fails to get up at his turn (2 2), and his attack after it is
// his second action of the round: Dexterity 2 + Brawl 2 = 4 dice − 3 = 1.
func TestStorytellerBooksNPCStandUpIsItsAction(t *testing.T) {
	for _, tc := range []struct{ locale, sweep, next, attack, pool, note string }{
		{"en", "/attack attacker:Ann target:Thug maneuver:sweep defense:none\n", "/combat next", "/attack attacker:Thug target:Ann defense:none",
			"Pool 1, difficulty 6", "this is Thug's action 2 this round"},
		{"ru", "/атака атакующий:Ann цель:Thug приём:подсечка защита:нет\n", "/бой далее", "/атака атакующий:Thug цель:Ann защита:нет",
			"Запас 1, сложность 6", "это действие 2 в раунде (Thug)"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := stBooksFight(t, tc.locale, tc.sweep, []int{8, 8, 8}, false)
			h.Run(tc.next + "\n" + tc.next + "\n") // Bo's turn, then Thug's: he rolls to get up
			stPlayed(t, h, tc.attack, tc.pool, tc.note)
		})
	}
}
