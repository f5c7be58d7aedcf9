package klondike_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// The fight's books in klondike, driven through the console in both
// locales: each hole the books close tried and found closed (a refusal
// stating the rule, ephemeral, no die drawn, or the roll's numbers), the
// legal sequence the seed allows still working, the GM's force:true that
// sets the rule aside (the reply says so), and a player's force:true
// refused.

// klStep runs one console line and returns the bot's last reply to it (a
// response or a tracker update, not a tracker edit).
func klStep(t *testing.T, h *consoletest.Harness, line string) consoletest.Sent {
	t.Helper()
	return consoletest.LastOf(t, consoletest.Replies(h.Run(line+"\n")))
}

// klRefused checks a refusal: ephemeral, saying wants, and no die drawn.
func klRefused(t *testing.T, h *consoletest.Harness, what, line string, wants ...string) {
	t.Helper()
	before := h.Dice.Remaining()
	got := klStep(t, h, line)
	if !got.Ephemeral {
		t.Errorf("%s: not refused: %s", what, got.Text())
	}
	consoletest.KlWant(t, what, got, wants...)
	if n := h.Dice.Remaining(); n != before {
		t.Errorf("%s: the refusal drew %d dice", what, before-n)
	}
}

// klTaken checks an action taken: public, saying wants.
func klTaken(t *testing.T, h *consoletest.Harness, what, line string, wants ...string) consoletest.Sent {
	t.Helper()
	got := klStep(t, h, line)
	if got.Ephemeral {
		t.Errorf("%s: refused: %s", what, got.Text())
	}
	consoletest.KlWant(t, what, got, wants...)
	return got
}

// The GM's words on a forced action and a player's force:true, per locale.
var (
	klOverridden = map[string]string{"en": "Rule overridden by the GM", "ru": "Мастер разрешил вопреки правилу"}
	klGMOnly     = map[string]string{"en": "Only the GM can do that", "ru": "Это может только мастер"}
	klForce      = map[string]string{"en": " force:true", "ru": " вопреки:да"}
)

// «оба борющихся не могут совершать действий кроме продолжения борьбы» and
// «Каждый персонаж может совершить два действия в свою инициативу»:
// continuing a grapple is an action. Ann wins, deals 2+STR+Effect damage
// and holds, wrestles again (her second action) and deals it again; a
// third wrestle in the turn is refused — a won wrestle no longer deals its
// damage again and again. Next round she wrestles on. Initiative Ann 6+6,
// Orc 1+1; each wrestle Ann 5+5 against Orc 1+1.
func TestKlondikeGrappleContinuationCostsAnAction(t *testing.T) {
	for _, tc := range []struct {
		locale, setup, grapple, pick, again, gmAgain, next, refusal string
	}{
		{"en", `/system set system:klondike
/combat start
@Ann /char set stats:"STR 9 DEX 9 END 8 INT 8 Melee 2" name:Ann
@Ann /combat join
/combat add name:Orc stats:"STR 10 DEX 6 END 30 INT 5 Melee 1"
`, "@Ann /grapple target:Orc", "@Ann /grapple result:damage", "@Ann /grapple", "/grapple attacker:Ann", "/combat next",
			"Ann has no actions left this turn (two a turn, 2 spent)"},
		{"ru", `/система выбрать система:klondike
/бой начать
@Ann /персонаж задать параметры:"СИЛ 9 ЛОВ 9 ВЫН 8 ИНТ 8 Ближний_бой 2" имя:Ann
@Ann /бой войти
/бой добавить имя:Orc параметры:"СИЛ 10 ЛОВ 6 ВЫН 30 ИНТ 5 Ближний_бой 1"
`, "@Ann /борьба цель:Orc", "@Ann /борьба итог:damage", "@Ann /борьба", "/борьба атакующий:Ann", "/бой далее",
			"Ann: действий в этом ходу не осталось (их два за ход, потрачено 2)"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 5, 5, 1, 1, 5, 5, 1, 1, 5, 5, 1, 1, 6, 6, 1, 1, 5, 5, 1, 1)
			h.Run(tc.setup)
			klTaken(t, h, "the first wrestle", tc.grapple, "Ann", "Orc")
			klTaken(t, h, "the first damage", tc.pick, "2 +1")
			klTaken(t, h, "the wrestle continued", tc.again, "Ann", "Orc")
			klTaken(t, h, "the second damage", tc.pick, "2 +1")
			klRefused(t, h, "a third wrestle", tc.again, tc.refusal)
			klRefused(t, h, "a player's force", tc.again+klForce[tc.locale], klGMOnly[tc.locale])
			klTaken(t, h, "the GM's force", tc.gmAgain+klForce[tc.locale], klOverridden[tc.locale], tc.refusal)
			h.Run(tc.next + "\n" + tc.next + "\n")
			klTaken(t, h, "the next round's wrestle", tc.again, "Ann", "Orc")
			if n := h.Dice.Remaining(); n != 0 {
				t.Errorf("%d dice left", n)
			}
		})
	}
}

// «Цель может встретить тебя атакой, но, если у неё не был заявлен Дозор,
// атака получает штраф -2»: only the charge's target meets it, once.
// Nobody has charged: the Orc's meeting is refused. Ann charges the Orc;
// Bob, whom nobody charged, may not meet it; the Orc meets it at −2, and
// a second meeting is refused. Initiative Ann 6+6, Bob 3+3, Orc 1+1;
// every roll 1+1, a miss.
func TestKlondikeMeetChargeOnlyByItsTargetOnce(t *testing.T) {
	for _, tc := range []struct {
		locale, setup, meet, charge, bobMeets, noCharge, bobRefusal, penalty string
	}{
		{"en", `/system set system:klondike
/combat start
@Ann /char set stats:"STR 9 DEX 9 END 8 INT 8 Melee 2" name:Ann
@Ann /char weapon add name:Axe spec:"2d6 melee"
@Ann /combat join
@Bob /char set stats:"STR 9 DEX 9 END 8 INT 8" name:Bob
@Bob /combat join
/combat add name:Orc stats:"STR 10 DEX 6 END 30 INT 5 Melee 1"
`, "/attack attacker:Orc target:Ann damage:2d6 maneuver:meet_charge", "@Ann /attack target:Orc weapon:Axe maneuver:charge",
			"@Bob /attack target:Ann damage:d6 maneuver:meet_charge",
			"Orc can meet only a charge at them, once: Ann has not charged Orc this round, or that charge was already met.",
			"Bob can meet only a charge at them, once: Ann has not charged Bob this round", "meeting a charge −2"},
		{"ru", `/система выбрать система:klondike
/бой начать
@Ann /персонаж задать параметры:"СИЛ 9 ЛОВ 9 ВЫН 8 ИНТ 8 Ближний_бой 2" имя:Ann
@Ann /персонаж оружие добавить название:Топор свойства:"2d6 ближний"
@Ann /бой войти
@Bob /персонаж задать параметры:"СИЛ 9 ЛОВ 9 ВЫН 8 ИНТ 8" имя:Bob
@Bob /бой войти
/бой добавить имя:Orc параметры:"СИЛ 10 ЛОВ 6 ВЫН 30 ИНТ 5 Ближний_бой 1"
`, "/атака атакующий:Orc цель:Ann урон:2d6 приём:встречная", "@Ann /атака цель:Orc оружие:Топор приём:рывок",
			"@Bob /атака цель:Ann урон:d6 приём:встречная",
			"Orc: встретить атакой можно только рывок на себя, и один раз: Ann в этом раунде не делал(а) рывка на Orc, или этот рывок уже встречен.",
			"Bob: встретить атакой можно только рывок на себя, и один раз: Ann в этом раунде не делал(а) рывка на Bob", "встречная атака на рывок −2"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1)
			h.Run(tc.setup)
			klRefused(t, h, "meeting no charge", tc.meet, tc.noCharge)
			klTaken(t, h, "the charge", tc.charge, "+2")
			klRefused(t, h, "meeting another's charge", tc.bobMeets, tc.bobRefusal)
			klRefused(t, h, "a player's force", tc.bobMeets+klForce[tc.locale], klGMOnly[tc.locale])
			klTaken(t, h, "the target meets it", tc.meet, tc.penalty)
			klRefused(t, h, "meeting it twice", tc.meet, tc.noCharge)
			klTaken(t, h, "the GM's force", tc.meet+klForce[tc.locale], klOverridden[tc.locale], tc.penalty)
			if n := h.Dice.Remaining(); n != 0 {
				t.Errorf("%d dice left", n)
			}
		})
	}
}

// «трата действия на прицеливание непосредственно перед атакой даёт атаке
// модификатор +1. Прицеливание может накапливаться до максимального
// модификатора в зависимости от вида оружия»: aim:N is N aim actions spent
// right before the shot, each one of the turn's two — aim:2 and the shot
// are three, refused. An aim with a Move after it is lost: the next
// round's shot has no aiming. An aim at the end of a turn carries into
// the next round, and aim:1 there adds one more: +2, the rifle's sight. Sam
// (DEX 9, Gun Combat 1: +2) at T, the rifle at 50 m; initiative each round
// Sam 6+6, T 1+1; shots 3+3, damage 1+1+1.
func TestKlondikeAimIsActionsSpentRightBeforeTheShot(t *testing.T) {
	for _, tc := range []struct {
		locale, setup, aim2, aim, move, next, shot, aim1, gmAim2 string
		refusal, noAim, aimed, left0, left1                      string
	}{
		{"en", `/system set system:klondike
/combat start
@Sam /char set stats:"DEX 9 Gun_Combat 1 INT 9" name:Sam
@Sam /char weapon add name:rifle
@Sam /combat join
/combat add name:T stats:"END 30 DEX 12"
`, "@Sam /attack target:T weapon:rifle range:50 aim:2", "@Sam !click Aim", "@Sam !click Move", "/combat next",
			"@Sam /attack target:T weapon:rifle range:50", "@Sam /attack target:T weapon:rifle range:50 aim:1",
			"/attack attacker:Sam target:T weapon:rifle range:50 aim:2",
			"Sam has no actions left this turn (two a turn, 2 spent)", "🎲 3+3 +2 = **8** vs 8+", "🎲 3+3 +4 = **10** vs 8+",
			"0 actions left", "1 action left"},
		{"ru", `/система выбрать система:klondike
/бой начать
@Sam /персонаж задать параметры:"ЛОВ 9 Стрельба 1 ИНТ 9" имя:Sam
@Sam /персонаж оружие добавить название:rifle
@Sam /бой войти
/бой добавить имя:T параметры:"ВЫН 30 ЛОВ 12"
`, "@Sam /атака цель:T оружие:rifle дистанция:50 прицел:2", "@Sam !click Прицеливание", "@Sam !click Движение", "/бой далее",
			"@Sam /атака цель:T оружие:rifle дистанция:50", "@Sam /атака цель:T оружие:rifle дистанция:50 прицел:1",
			"/атака атакующий:Sam цель:T оружие:rifle дистанция:50 прицел:2",
			"Sam: действий в этом ходу не осталось (их два за ход, потрачено 2)", "🎲 3+3 +2 = **8** против 8+", "🎲 3+3 +4 = **10** против 8+",
			"осталось 0 действий", "осталось 1 действие"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			round := []int{6, 6, 1, 1}
			shot := []int{3, 3, 1, 1, 1}
			var faces []int
			faces = append(append(append(append(append(append(faces, round...), round...), shot...), round...), shot...), shot...)
			h := consoletest.NewSystemHarness(t, tc.locale, faces...)
			h.Run(tc.setup)
			klRefused(t, h, "aim:2 and the shot", tc.aim2, tc.refusal)
			klRefused(t, h, "a player's force", tc.aim2+klForce[tc.locale], klGMOnly[tc.locale])
			klTaken(t, h, "the aim", tc.aim, "(+1)", tc.left1)
			klTaken(t, h, "a move after it", tc.move, tc.left0)
			h.Run(tc.next + "\n" + tc.next + "\n")
			got := klTaken(t, h, "the shot after aim and move", tc.shot, tc.noAim)
			consoletest.KlNot(t, "the shot after aim and move", got, "aiming", "прицеливание")
			klTaken(t, h, "an aim after the shot", tc.aim, "(+1)", tc.left0)
			klRefused(t, h, "a third action", tc.move, tc.refusal)
			h.Run(tc.next + "\n" + tc.next + "\n")
			klRefused(t, h, "nothing spent yet, aim:2", tc.aim2, tc.refusal)
			klTaken(t, h, "the aim carried over, aim:1", tc.aim1, tc.aimed, tc.left0)
			klTaken(t, h, "the GM's force", tc.gmAim2+klForce[tc.locale], klOverridden[tc.locale], tc.aimed)
			if n := h.Dice.Remaining(); n != 0 {
				t.Errorf("%d dice left", n)
			}
		})
	}
}

// «За боевой раунд техника может проехать до 40 метров … В идеальных
// условиях она может проехать количество метров, равное её скорости»:
// the driver's second Move in a round would take the jeep twice its
// distance; it is refused, by the tracker's Move and by /combat action.
// The GM's force:true sends it on; the next round it goes again.
// Initiative each round Ann 6+6, Bob 1+1.
func TestKlondikeVehicleGoesItsSpeedOnceARound(t *testing.T) {
	for _, tc := range []struct {
		locale, setup, move, drive, gmDrive, next, moved, drives string
	}{
		{"en", `/system set system:klondike
/combat start
@Ann /char set stats:"STR 8 DEX 8 END 8 INT 8 Drive 1" name:Ann
@Ann /combat join
/combat add name:Bob
/vehicle add name:Jeep armor:6 speed:100 handling:1 crew:Ann,Bob
`, "@Ann !click Move", "@Ann /combat action action:move", "/combat action action:move name:Ann", "/combat next",
			"Jeep has already moved this round (Ann drove): a vehicle covers at most its speed in a round — up to 40 m, in ideal conditions 100 m.",
			"Ann: 🚙 drives Jeep up to 40 m this round (in ideal conditions its speed, 100 m)"},
		{"ru", `/система выбрать система:klondike
/бой начать
@Ann /персонаж задать параметры:"СИЛ 8 ЛОВ 8 ВЫН 8 ИНТ 8 Вождение 1" имя:Ann
@Ann /бой войти
/бой добавить имя:Bob
/техника добавить имя:Джип броня:6 скорость:100 управляемость:1 экипаж:Ann,Bob
`, "@Ann !click Движение", "@Ann /бой действие действие:движение", "/бой действие действие:Движение имя:Ann", "/бой далее",
			"Техника «Джип» уже двигалась в этом раунде (вёл(а) Ann): за боевой раунд техника проезжает не больше своей скорости — до 40 м, в идеальных условиях 100 м.",
			"Ann: 🚙 ведёт технику «Джип»: до 40 м за раунд (в идеальных условиях — на всю скорость, 100 м)"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 6, 6, 1, 1)
			h.Run(tc.setup)
			klTaken(t, h, "the drive", tc.move, tc.drives)
			klRefused(t, h, "a second Move", tc.move, tc.moved)
			klRefused(t, h, "a second drive", tc.drive, tc.moved)
			klRefused(t, h, "a player's force", tc.drive+klForce[tc.locale], klGMOnly[tc.locale])
			klTaken(t, h, "the GM's force", tc.gmDrive+klForce[tc.locale], klOverridden[tc.locale], tc.drives, tc.moved)
			h.Run(tc.next + "\n" + tc.next + "\n")
			klTaken(t, h, "the next round's drive", tc.move, tc.drives)
		})
	}
}

// «Лидер группы может бросить Командование/ИНТ 8+, и его Эффект станет
// модификатором для всей партии»: once a round for the party — not again
// until a good Effect comes up, nor by another of the party. An undo gives
// the roll back with the books; the next round it comes again.
// Initiative Cap 6+6, Pvt 3+3, Ann 1+1, next round the same; each lead
// 4+4.
func TestKlondikeLeaderRollsOnceARound(t *testing.T) {
	for _, tc := range []struct {
		locale, setup, lead, pvt, annLead, undo, next, again, party, title string
	}{
		{"en", `/system set system:klondike
/combat start
/combat add name:Cap stats:"INT 9 Leadership 1"
/combat add name:Pvt
@Ann /char set stats:"INT 8" name:Ann
@Ann /combat join
`, "/combat lead name:Cap", "/combat lead name:Pvt", "@Ann /combat lead", "/combat undo", "/combat next",
			"Cap has already rolled Leadership for the party this round: the leader's roll is once a round.",
			"Cap has already rolled Leadership for this party this round: the leader's roll is once a round, so Pvt cannot roll it again.",
			"Cap leads the party"},
		{"ru", `/система выбрать система:klondike
/бой начать
/бой добавить имя:Cap параметры:"ИНТ 9 Командование 1"
/бой добавить имя:Pvt
@Ann /персонаж задать параметры:"ИНТ 8" имя:Ann
@Ann /бой войти
`, "/бой командование имя:Cap", "/бой командование имя:Pvt", "@Ann /бой командование", "/бой отменить", "/бой далее",
			"Cap: Командование за группу в этом раунде уже брошено — бросок лидера один раз за раунд.",
			"Cap уже бросил(а) Командование за эту группу в этом раунде: бросок лидера один раз за раунд, Pvt не бросает его снова.",
			"Cap"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 3, 3, 1, 1, 4, 4, 4, 4, 4, 4, 4, 4, 6, 6, 3, 3, 1, 1, 4, 4)
			h.Run(tc.setup)
			klTaken(t, h, "the lead", tc.lead, tc.title)
			klRefused(t, h, "the lead again", tc.lead, tc.again)
			klRefused(t, h, "another of the party", tc.pvt, tc.party)
			klTaken(t, h, "a player's own party", tc.annLead)
			klRefused(t, h, "a player's force", tc.annLead+klForce[tc.locale], klGMOnly[tc.locale])
			klTaken(t, h, "the GM's force", tc.lead+klForce[tc.locale], klOverridden[tc.locale], tc.again)
			h.Run(tc.undo + "\n" + tc.undo + "\n" + tc.undo + "\n")
			klTaken(t, h, "the lead after the undo", tc.lead, tc.title)
			h.Run(tc.next + "\n" + tc.next + "\n" + tc.next + "\n")
			klTaken(t, h, "the next round's lead", tc.lead, tc.title)
			if n := h.Dice.Remaining(); n != 0 {
				t.Errorf("%d dice left", n)
			}
		})
	}
}

// Two actions a turn bind the GM's fighters too: a third needs the GM's
// force:true, and the reply says the rule was set aside and why — spent,
// or caught off guard by the surprise («бесплатный раунд действий до
// начала инициативы»). Bandit (1+2) attacks twice while Guard (3+4) has
// the turn, a newcomer's two of round 1; the third is the GM's call. Ann
// (Recon 1) 6+6 +1 against the Orc's 1+1 −3: the Orc is caught; the GM's
// Orc swings 3+3 −3, a miss.
func TestKlondikeThirdActionIsTheGMsCall(t *testing.T) {
	for _, tc := range []struct {
		locale, bandit, swing, spent, surprise, orc, caught string
	}{
		{"en", `/combat add name:Bandit stats:"STR 7 DEX 7 END 7 INT 6"
/combat add name:Guard stats:"STR 7 DEX 7 END 12 INT 6"
/attack attacker:Bandit target:Guard damage:1d6
/attack attacker:Bandit target:Guard damage:1d6
`, "/attack attacker:Bandit target:Guard damage:1d6", "Bandit has no actions left this turn (two a turn, 2 spent)",
			`/combat add name:Ann stats:"INT 8 Recon 1"
/combat add name:Orc stats:"STR 7 INT 7"
/combat surprise side_a:Ann side_b:Orc
`, "/attack attacker:Orc target:Ann damage:1d6", "Orc has no actions left this turn: caught off guard by the surprise, they act from their first turn in round 1."},
		{"ru", `/бой добавить имя:Bandit параметры:"СИЛ 7 ЛОВ 7 ВЫН 7 ИНТ 6"
/бой добавить имя:Guard параметры:"СИЛ 7 ЛОВ 7 ВЫН 12 ИНТ 6"
/атака атакующий:Bandit цель:Guard урон:1d6
/атака атакующий:Bandit цель:Guard урон:1d6
`, "/атака атакующий:Bandit цель:Guard урон:1d6", "Bandit: действий в этом ходу не осталось (их два за ход, потрачено 2)",
			`/бой добавить имя:Ann параметры:"ИНТ 8 Разведка 1"
/бой добавить имя:Orc параметры:"СИЛ 7 ИНТ 7"
/бой внезапность сторона-а:Ann сторона-б:Orc
`, "/атака атакующий:Orc цель:Ann урон:1d6", "Orc: действий в этом ходу не осталось — внезапность застала врасплох, действия будут с первого хода в 1-м раунде."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 1, 2, 3, 4, 1, 1, 1, 1, 1, 1)
			h.Run(consoletest.KlSetup(tc.locale) + tc.bandit)
			klRefused(t, h, "the third attack", tc.swing, tc.spent)
			klTaken(t, h, "the GM's third attack", tc.swing+klForce[tc.locale], klOverridden[tc.locale], tc.spent)

			h = consoletest.NewSystemHarness(t, tc.locale, 2, 2, 3, 3, 6, 6, 1, 1, 3, 3)
			h.Run(consoletest.KlSetup(tc.locale) + tc.surprise)
			klRefused(t, h, "the caught Orc", tc.orc, tc.caught)
			klTaken(t, h, "the GM's caught Orc", tc.orc+klForce[tc.locale], klOverridden[tc.locale], tc.caught)
			if n := h.Dice.Remaining(); n != 0 {
				t.Errorf("%d dice left", n)
			}
		})
	}
}

// The tracker shows the books, and the replies count the same two: Ann
// moves (1 of 2, one left), dives for cover in her own turn — «потратить
// свое следующее действие»: the next is this turn's other one, so 2 of 2
// now — and round 2 brings her two whole: two moves, the third refused.
// Initiative each round Ann 6+6, Bob 1+1.
func TestKlondikeTrackerShowsTheBooks(t *testing.T) {
	for _, tc := range []struct {
		locale, setup, move, dive, next, moved, dove, one, two, refusal string
	}{
		{"en", "/combat add name:Ann\n/combat add name:Bob\n", "!click Move", "!click Dive for cover", "/combat next",
			"Ann: Moves 10 m · 1 action left", "0 actions left", "1 of 2 actions this turn", "2 of 2 actions this turn", "Ann has no actions left this turn"},
		{"ru", "/бой добавить имя:Ann\n/бой добавить имя:Bob\n", "!click Движение", "!click Нырнуть в укрытие", "/бой далее",
			"Ann: Движется на 10 м · осталось 1 действие", "осталось 0 действий", "1 из 2 действий в этом ходу", "2 из 2 действий в этом ходу", "Ann: действий в этом ходу не осталось"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 6, 6, 1, 1)
			h.Run(consoletest.KlSetup(tc.locale) + tc.setup)
			klTaken(t, h, "the move", tc.move, tc.moved, tc.one)
			klTaken(t, h, "the dive", tc.dive, tc.dove, tc.two)
			out := h.Run(tc.next + "\n" + tc.next + "\n")
			tracker := consoletest.LastOf(t, out)
			if strings.Contains(tracker.Text(), tc.one) || strings.Contains(tracker.Text(), tc.two) {
				t.Errorf("round 2's tracker counts Ann's dive of round 1: %s", tracker.Text())
			}
			klTaken(t, h, "round 2's move", tc.move, tc.one)
			klTaken(t, h, "round 2's second move", tc.move, tc.two)
			klRefused(t, h, "round 2's third move", tc.move, tc.refusal)
		})
	}
}
