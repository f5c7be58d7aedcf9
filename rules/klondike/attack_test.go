package klondike

import (
	"testing"

	"fray/rules"
)

var rifle = weapon("Rifle", "3d6 range:50 auto:4 ammo:30")

func shooter(t testing.TB) *rules.Combatant {
	return fighter(t, 1, "", map[string]int{STR: 8, DEX: 9, INT: 7, SkillGunCombat: 1, SkillMelee: 1, SkillAthletics: 0}, "",
		rifle, weapon("Scoped", "4d6 range:250 sight:scope"), weapon("Bottle", "d6 melee improvised"),
		weapon("Axe", "2d6 melee"), weapon("Grenade", "5d6 thrown blast:6"), weapon("Pistol", "2d6 range:10"))
}

func npc(t testing.TB, id int, armor string) *rules.Combatant {
	return fighter(t, id, "", map[string]int{STR: 7, DEX: 7, END: 7}, armor)
}

// "У каждого оружия есть показатель урона. … бросьте указанные в нём кубы,
// прибавьте Эффект атаки … Перед тем, как наносить его персонажу, из него
// вычитается Защита надетой на нём брони. Весь урон в первую очередь
// наносится по характеристике Выносливости. Когда она доходит до нуля,
// персонаж находится в шоке … Если любая из этих характеристик доходит до
// нуля, персонаж теряет сознание. Совершите бросок по изначальной
// характеристике Выносливости - при успехе он придет в себя через д6 минут,
// при провале через д6 часов."
func TestAttackDamageThroughEndIntoStrDex(t *testing.T) {
	a, b := shooter(t), npc(t, 2, "2")
	// 2d6 4+4 +1 DEX +1 Gun Combat = 10, Effect 2; damage 5+5+5+2 = 17;
	// knockdown (17 ≥ 2×7); armor 2 → 15: END 7→0, 8 more: STR 7→0
	// (NPC: the higher of STR/DEX, STR on a tie), 1 into DEX.
	// Unconscious: 3+4 = 7 vs 8+ on original END 7 → d6 hours: 2.
	d := script(4, 4, 5, 5, 5, 3, 4, 2)
	res, err := Attack(a, b, AttackOptions{Weapon: "rifle", Range: 30}, d)
	if err != nil {
		t.Fatal(err)
	}
	allUsed(t, d)
	if !res.Hit || res.Roll.Effect != 2 || res.DamageTotal != 17 {
		t.Fatalf("roll %+v damage %d", res.Roll, res.DamageTotal)
	}
	r := res.Damage
	if r.Armor != 2 || r.After != 15 || r.ToEnd != 7 || r.ToStr != 7 || r.ToDex != 1 {
		t.Fatalf("report %+v", r)
	}
	if !r.Knockdown || !r.Shock || !r.Wounded || !r.Seriously || !r.Unconscious {
		t.Fatalf("flags %+v", r)
	}
	if r.WakeRoll == nil || r.WakeRoll.Total != 7 || r.WakeUnit != UnitHours || r.WakeIn != 2 {
		t.Fatalf("wake %+v %s %d", r.WakeRoll, r.WakeUnit, r.WakeIn)
	}
	for _, o := range []string{OutHit, OutKnockdown, OutStunned, OutUnconscious} {
		if !has(res.Outcomes, o) {
			t.Errorf("outcome %s missing from %v", o, res.Outcomes)
		}
	}
	s := state(t, b)
	if s.End != 0 || s.Str != 0 || s.Dex != 6 || !s.Prone || s.WakeSeconds != 2*3600 || s.WoundPenalty() != -2 {
		t.Fatalf("state %+v", s)
	}
	if res.Rounds != 1 || res.AmmoLeft != 29 {
		t.Fatalf("ammo %d left %d", res.Rounds, res.AmmoLeft)
	}
	if lvl := New().Health(b).Level.Key; lvl != LevelSeriously {
		t.Fatalf("level %s", lvl)
	}
}

// The player picks STR or DEX for damage past END; "and on into the other
// when that one reaches 0".
func TestPlayerChoosesOverflow(t *testing.T) {
	b := fighter(t, 2, "player", map[string]int{STR: 6, DEX: 5, END: 4}, "")
	rep, err := Damage(b, DamageOptions{Amount: 10}, script())
	if err != nil {
		t.Fatal(err)
	}
	if rep.ToEnd != 4 || rep.Pending != 6 || rep.ToDex != 0 || !rep.Shock {
		t.Fatalf("report %+v", rep)
	}
	ev := New().StartTurn(b, script())
	found := false
	for _, e := range ev {
		found = found || e.Prompt == PromptDamageTo
	}
	if !found {
		t.Fatalf("no damage prompt in %+v", ev)
	}
	// to:dex — DEX 5 → 0 (unconscious: 4+4 = 8 on END 4 (−1) = 7: hours, d6 5),
	// the last point into STR.
	d := script(4, 4, 5)
	rep, err = ChooseDamage(b, ChooseOptions{To: "лов"}, d)
	if err != nil {
		t.Fatal(err)
	}
	allUsed(t, d)
	if rep.ToDex != 5 || rep.ToStr != 1 || rep.Str != 5 || !rep.Unconscious || rep.WakeUnit != UnitHours || rep.WakeRoll.CharDM != -1 {
		t.Fatalf("report %+v", rep)
	}
	if _, err := ChooseDamage(b, ChooseOptions{To: "str"}, script()); err == nil {
		t.Fatal("nothing pending should be refused")
	}
}

// "Если все три характеристики упали до нуля - персонаж при смерти."
// "Опционально вы можете считать, что персонаж, чьи физические
// характеристики упали в 0, погибает сразу же."
func TestAllThreeZero(t *testing.T) {
	for _, instant := range []bool{false, true} {
		b := npc(t, 2, "")
		d := script(6, 6, 1) // the unconsciousness roll on the first stat at 0
		rep, err := Damage(b, DamageOptions{Amount: 30, To: "str", InstantDeath: instant}, d)
		if err != nil {
			t.Fatal(err)
		}
		allUsed(t, d)
		// The roll to come round drawn when STR reached 0 does not stand:
		// the same hit left all three at 0.
		if rep.WakeRoll != nil || rep.WakeUnit != "" || state(t, b).WakeSeconds != 0 {
			t.Fatalf("a dying character does not wake in minutes: %+v", rep)
		}
		s := state(t, b)
		if instant {
			if !s.Dead || !has(rep.Outcomes, OutDead) || New().Health(b).Level.Key != LevelDead {
				t.Fatalf("instant death: %+v", s)
			}
		} else if !s.Dying || s.Dead || !has(rep.Outcomes, OutDying) {
			t.Fatalf("dying: %+v", s)
		}
	}
}

// "Нокдаун: если урон до брони равен или превышает удвоенную Ловкость
// персонажа, то его сбивает с ног, вне зависимости от того, получил он урон
// или нет."
func TestKnockdown(t *testing.T) {
	cases := []struct {
		dex, armor, amount int
		knock, stops       bool
	}{
		{3, 10, 6, true, true},  // 6 ≥ 2×3 though armor stops it all
		{3, 10, 5, false, true}, // 5 < 6
		{7, 0, 14, true, false},
		{7, 0, 13, false, false},
	}
	for _, tc := range cases {
		b := fighter(t, 2, "", map[string]int{STR: 9, DEX: tc.dex, END: 20}, itoa(tc.armor))
		rep, err := Damage(b, DamageOptions{Amount: tc.amount}, script())
		if err != nil {
			t.Fatal(err)
		}
		if rep.Knockdown != tc.knock || has(rep.Outcomes, OutArmorStops) != tc.stops || state(t, b).Prone != tc.knock {
			t.Errorf("%+v: report %+v", tc, rep)
		}
	}
}

func itoa(n int) string {
	if n == 0 {
		return ""
	}
	s := ""
	for n > 0 {
		s = string(rune('0'+n%10)) + s
		n /= 10
	}
	return s
}

// The ranged modifier table of the seed.
func TestRangedModifiers(t *testing.T) {
	cases := []struct {
		name  string
		opts  AttackOptions
		prone bool
		mods  map[string]int
	}{
		// "Каждый шаг дистанции от указанной в профиле оружия накладывает штраф -2": 120 m with 50 m → 2 steps.
		{"range steps", AttackOptions{Weapon: "Rifle", Range: 120}, false, map[string]int{"klondike.mod.range": -4}},
		{"in range", AttackOptions{Weapon: "Rifle", Range: 50}, false, map[string]int{"klondike.mod.range": 0}},
		// "-1 … визуального укрытия … -2 … твердого … -3 … огневой точки"
		{"light cover", AttackOptions{Weapon: "Rifle", Cover: "лёгкое"}, false, map[string]int{"klondike.mod.cover": -1}},
		{"hard cover", AttackOptions{Weapon: "Rifle", Cover: "hard"}, false, map[string]int{"klondike.mod.cover": -2}},
		// "Положение цели лежа даёт штраф -2 или улучшает штраф от укрытия на -1"
		{"prone", AttackOptions{Weapon: "Rifle"}, true, map[string]int{"klondike.mod.prone": -2}},
		{"prone in cover", AttackOptions{Weapon: "Rifle", Cover: "hard", Prone: true}, false, map[string]int{"klondike.mod.cover": -2, "klondike.mod.prone": -1}},
		// "в полной темноте даёт штраф -4, в сумерках … -1"
		{"dark", AttackOptions{Weapon: "Rifle", Light: "темнота"}, false, map[string]int{"klondike.mod.light": -4}},
		{"dim", AttackOptions{Weapon: "Rifle", Light: "dim"}, false, map[string]int{"klondike.mod.light": -1}},
		// "+1 с мушки, +2 с прицелом, +3 с оптическим прицелом"
		{"aim iron cap", AttackOptions{Weapon: "Rifle", Aim: 3}, false, map[string]int{"klondike.mod.aim": 1}},
		{"aim scope", AttackOptions{Weapon: "Scoped", Aim: 3}, false, map[string]int{"klondike.mod.aim": 3}},
		{"gm modifier", AttackOptions{Weapon: "Rifle", Modifier: 2}, false, map[string]int{"klondike.mod.modifier": 2}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			a, b := shooter(t), npc(t, 2, "")
			if tc.prone {
				setState(t, b, func(s *State) { s.Prone = true })
			}
			res, err := Attack(a, b, tc.opts, script(1, 1))
			if err != nil {
				t.Fatal(err)
			}
			sum := 0
			for k, want := range tc.mods {
				got, _ := modOf(res.Roll, k)
				if got != want {
					t.Errorf("%s = %d, want %d (%+v)", k, got, want, res.Roll.Mods)
				}
				sum += want
			}
			if res.Roll.Total != 2+1+1+sum {
				t.Errorf("total %d, want %d", res.Roll.Total, 4+sum)
			}
		})
	}
}

// "Если итоговый модификатор укрытия равен -4 или выше, это означает, что
// цель полностью скрыта за ним и сама не может атаковать прямой наводкой."
func TestFullyHidden(t *testing.T) {
	a, b := shooter(t), npc(t, 2, "")
	d := script()
	_, err := Attack(a, b, AttackOptions{Weapon: "Rifle", Cover: "fortified", Prone: true}, d)
	wantUserError(t, err, "klondike.error.hidden")
	if d.Used() != 0 {
		t.Fatal("refused attack consumed dice")
	}
}

// "Если цель сражается в ближнем бою с кем-то, кого стреляющий не хочет
// задеть, на атаку накладывается штраф –d6. Если благополучие целей не
// волнует стрелка, то при промахе совершается еще одна атака по второй
// стороне ближнего боя."
func TestTargetInMelee(t *testing.T) {
	a, b, c := shooter(t), npc(t, 2, ""), npc(t, 3, "")
	// careful: 2d6 then the −d6: 5+4+2 −3 = 8 → hit Effect 0 (graze); damage 1,1,1.
	d := script(5, 4, 3, 1, 1, 1)
	res, err := Attack(a, b, AttackOptions{Weapon: "Rifle", Engaged: "careful"}, d)
	if err != nil {
		t.Fatal(err)
	}
	allUsed(t, d)
	if res.EngagedDie != 3 || !res.Hit || !has(res.Outcomes, OutGraze) || res.DamageTotal != 3 {
		t.Fatalf("careful: %+v", res)
	}
	// careless: a miss (1+1) becomes an attack on the other fighter (6+6 hit,
	// damage 1,1,1 + Effect 6).
	d = script(1, 1, 6, 6, 1, 1, 1)
	res, err = Attack(a, b, AttackOptions{Weapon: "Rifle", Engaged: "careless", Bystander: c}, d)
	if err != nil {
		t.Fatal(err)
	}
	allUsed(t, d)
	if res.Hit || res.Stray == nil || !res.Stray.Hit || res.Stray.Target != 3 || res.Stray.DamageTotal != 9 || !has(res.Stray.Outcomes, OutCritical) {
		t.Fatalf("careless: %+v stray %+v", res, res.Stray)
	}
	if state(t, c).End != 0 {
		t.Fatal("the bystander was not hurt")
	}
}

// "Огонь очередями: показатель Авто добавляется к урону от успешной атаки.
// Тратится кол-во патронов, равное значению Авто x2."
func TestBurst(t *testing.T) {
	a, b := shooter(t), npc(t, 2, "")
	d := script(3, 3, 1, 1, 1) // 6+2 = 8 hit, Effect 0; damage 3 + Auto 4
	res, err := Attack(a, b, AttackOptions{Weapon: "Rifle", Mode: "очередь"}, d)
	if err != nil {
		t.Fatal(err)
	}
	allUsed(t, d)
	if res.Rounds != 8 || res.AmmoLeft != 22 || res.AutoBonus != 4 || res.DamageTotal != 7 {
		t.Fatalf("burst %+v", res)
	}
	_, err = Attack(a, b, AttackOptions{Weapon: "Pistol", Mode: "burst"}, script())
	wantUserError(t, err, "klondike.error.not_automatic")
}

// "совершается количество атак, равное показателю Авто … не может получать
// бонус от прицела или Прицеливания. … только одно действие в раунд, и он
// тратит кол-во патронов, равное значению Авто, умноженному на 5."
func TestFullAuto(t *testing.T) {
	a, b, c := shooter(t), npc(t, 2, "10"), npc(t, 3, "10")
	setState(t, a, func(s *State) { s.Aim = 1 })
	// 4 attacks, round-robin b, c, b, c; all miss except the first (damage 3d6 stopped by armor 10).
	d := script(6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1)
	v, err := FullAuto(a, []*rules.Combatant{b, c}, AttackOptions{Weapon: "Rifle", Aim: 2}, d)
	if err != nil {
		t.Fatal(err)
	}
	allUsed(t, d)
	if len(v.Shots) != 4 || v.Rounds != 20 || v.AmmoLeft != 10 {
		t.Fatalf("volley %+v", v)
	}
	if _, ok := modOf(v.Shots[0].Roll, "klondike.mod.aim"); ok {
		t.Fatal("full auto took an aiming bonus")
	}
	if v.Shots[1].Target != 3 || v.Shots[2].Target != 2 {
		t.Fatalf("targets %d %d", v.Shots[1].Target, v.Shots[2].Target)
	}
	_, err = FullAuto(a, []*rules.Combatant{b}, AttackOptions{Weapon: "Rifle"}, script())
	wantUserError(t, err, "klondike.error.full_auto_used")
	New().StartRound(a, script())
	_, err = FullAuto(a, []*rules.Combatant{b}, AttackOptions{Weapon: "Rifle"}, script())
	wantUserError(t, err, "klondike.error.no_ammo") // 10 rounds left, 20 needed
	if n, err := Reload(a, "rifle"); err != nil || n != 30 {
		t.Fatalf("reload %d %v", n, err)
	}
}

// Suppressive fire: "потратьте кол-во патронов, равное значению Авто,
// умноженному на 5, после чего совершите 1 атаку по каждой цели в ней со
// штрафом -2 … Количество таких «свободных» атак ограничено значением «Авто»
// … Огонь по области оканчивается в начале вашего следующего хода."
func TestSuppress(t *testing.T) {
	a, b, c := shooter(t), npc(t, 2, ""), npc(t, 3, "")
	d := script(1, 1, 1, 1)
	v, err := Suppress(a, []*rules.Combatant{b, c}, AttackOptions{Weapon: "Rifle", Cover: "hard"}, d)
	if err != nil {
		t.Fatal(err)
	}
	allUsed(t, d)
	if v.Rounds != 20 || len(v.Shots) != 2 || v.FreeLeft != 4 {
		t.Fatalf("suppress %+v", v)
	}
	if m, _ := modOf(v.Shots[0].Roll, "klondike.mod.suppress"); m != -2 {
		t.Fatalf("mods %+v", v.Shots[0].Roll.Mods)
	}
	// A free attack on someone moving into hard cover ignores it.
	res, err := SuppressFree(a, b, AttackOptions{Cover: "hard"}, true, script(1, 1))
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := modOf(res.Roll, "klondike.mod.cover"); ok || res.Rounds != 4 || res.AmmoLeft != 6 {
		t.Fatalf("free %+v", res)
	}
	ev := New().StartTurn(a, script())
	if len(ev) == 0 || ev[0].Note.Key != "klondike.event.suppress_end" {
		t.Fatalf("events %+v", ev)
	}
	_, err = SuppressFree(a, b, AttackOptions{}, false, script())
	wantUserError(t, err, "klondike.error.no_suppression")
}

// "бросок Атлетики/ЛОВ 8+. Дальность полета снаряда может достигать СИЛх4,
// её можно удвоить со штрафом -2 на бросок. В случае промаха снаряд упадет
// на 2d6+Эффект метров от цели в случайном направлении."
func TestThrown(t *testing.T) {
	a, b := shooter(t), npc(t, 2, "")
	// STR 8 → 32 m. At 50 m: −2. Miss 1+2 +1 DEX +0 −2 = 2, Effect −6 (fumble);
	// scatter 6+5 −6 = 5 m, direction d8 3.
	d := script(1, 2, 6, 5, 3)
	res, err := Attack(a, b, AttackOptions{Weapon: "Grenade", Range: 50}, d)
	if err != nil {
		t.Fatal(err)
	}
	allUsed(t, d)
	if res.RangeSteps != 1 || res.Scatter != 5 || res.Direction != 3 || !has(res.Outcomes, OutFumble) {
		t.Fatalf("thrown %+v", res)
	}
	// A fresh thrower: the first one's only grenade is gone.
	a = shooter(t)
	_, err = Attack(a, b, AttackOptions{Weapon: "Grenade", Range: 65}, script())
	wantUserError(t, err, "klondike.error.out_of_range")
}

// "Оружие с тегом “Взрыв” наносят полный урон всем целям в зоне поражения.
// … простое падение на землю уменьшит урон в два раза (до применения к нему
// брони). Обычное укрытие снизит урон до d6 (до брони), а полное
// препятствие … позволяет полностью избежать урона."
func TestBlast(t *testing.T) {
	a := shooter(t)
	b, c, e, f := npc(t, 2, "1"), npc(t, 3, "1"), npc(t, 4, "1"), npc(t, 5, "1")
	// hit 4+4 +1 = 9, Effect 1; damage 5d6 2,2,2,2,2 +1 Effect +0 STR DM = 11.
	// b none: 11 −1 → 10; c prone: 5 −1 → 4; e cover: d6 3 −1 → 2; f obstacle: 0.
	d := script(4, 4, 2, 2, 2, 2, 2, 3)
	res, err := Blast(a, BlastOptions{Attack: AttackOptions{Weapon: "Grenade", Range: 10},
		Caught: []*rules.Combatant{b, c, e, f}, Dives: []string{"", "prone", "cover", "obstacle"}}, d)
	if err != nil {
		t.Fatal(err)
	}
	if res.Damage != 11 {
		t.Fatalf("damage %d", res.Damage)
	}
	want := []int{10, 4, 2, 0}
	for i, h := range res.Hits {
		if h.Damage.After != want[i] {
			t.Errorf("hit %d: after %d, want %d", i, h.Damage.After, want[i])
		}
	}
	allUsed(t, d) // b: END 7 → 0 and 3 into STR; nobody reaches 0 STR/DEX, so no more dice
	if !state(t, c).DivePending || !state(t, c).Prone || state(t, b).DivePending {
		t.Fatal("diving for cover costs the next action")
	}
	ev := New().StartTurn(c, script())
	if state(t, c).ActionsLeft != 1 || len(ev) == 0 {
		t.Fatalf("dive not spent: %+v", ev)
	}
}

// "Атака в ближнем бою требует броска Ближний бой/СИЛ 8+. Если вы атакуете не
// оружием … бросок получает штраф –d6." Damage adds the STR DM.
func TestMelee(t *testing.T) {
	a := fighter(t, 1, "", map[string]int{STR: 12, SkillMelee: 1}, "", weapon("Bottle", "d6 melee improvised"), weapon("Axe", "2d6 melee"))
	b := npc(t, 2, "")
	// 6+5 +2 STR +1 Melee − d6 2 = 12, Effect 4; damage d6 3 + 4 + 2 = 9.
	d := script(6, 5, 2, 3)
	res, err := Attack(a, b, AttackOptions{Weapon: "bottle"}, d)
	if err != nil {
		t.Fatal(err)
	}
	allUsed(t, d)
	if res.ImprovisedDie != 2 || res.Roll.Total != 12 || res.StrDM != 2 || res.DamageTotal != 9 {
		t.Fatalf("melee %+v", res)
	}
	// Charge: "после чего атаковать в ближнем бою с бонусом +2".
	res, err = Attack(a, b, AttackOptions{Weapon: "Axe", Charge: true}, script(1, 1))
	if err != nil {
		t.Fatal(err)
	}
	if m, _ := modOf(res.Roll, "klondike.mod.charge"); m != 2 {
		t.Fatalf("charge %+v", res.Roll.Mods)
	}
	// "Цель может встретить тебя атакой, но, если у неё не был заявлен Дозор,
	// атака получает штраф -2." (b is in shock now; a fresh defender.)
	b = npc(t, 3, "")
	res, _ = Attack(b, a, AttackOptions{Damage: "d6", MeetCharge: true}, script(1, 1))
	if m, _ := modOf(res.Roll, "klondike.mod.meet_charge"); m != -2 {
		t.Fatalf("meet charge %+v", res.Roll.Mods)
	}
	if _, err := Act(b, ActOverwatch); err != nil {
		t.Fatal(err)
	}
	res, _ = Attack(b, a, AttackOptions{Damage: "d6", MeetCharge: true}, script(1, 1))
	if _, ok := modOf(res.Roll, "klondike.mod.meet_charge"); ok || state(t, b).Overwatch {
		t.Fatalf("overwatch should remove the −2 and be spent: %+v", res.Roll.Mods)
	}
}

// "Если персонаж с навыком Ближнего боя 1 и выше выводит врага из строя атакой
// в ближнем бою, он может пройти до 2 метров и атаковать еще одну цель, не
// тратя действия. Количество таких дополнительных атак не может превышать
// уровень навыка Ближнего Боя."
func TestCleave(t *testing.T) {
	a := fighter(t, 1, "", map[string]int{STR: 12, SkillMelee: 1}, "", weapon("Axe", "2d6 melee"))
	b := fighter(t, 2, "", map[string]int{STR: 1, DEX: 1, END: 1}, "")
	c := fighter(t, 3, "", map[string]int{STR: 1, DEX: 1, END: 1}, "")
	e := npc(t, 4, "")
	New().StartTurn(a, script())
	// Takes b out (dying): 6,6 hit; damage 6,6; unconsciousness roll 1,1 and d6 1.
	d := script(6, 6, 6, 6, 1, 1, 1)
	res, err := Attack(a, b, AttackOptions{Weapon: "Axe"}, d)
	if err != nil {
		t.Fatal(err)
	}
	allUsed(t, d)
	if !res.CanCleave || res.ActionsLeft != 1 {
		t.Fatalf("cleave %+v", res)
	}
	res, err = Attack(a, c, AttackOptions{Weapon: "Axe", Cleave: true}, script(1, 1))
	if err != nil {
		t.Fatal(err)
	}
	if res.ActionsLeft != 1 {
		t.Fatal("a cleave spent an action")
	}
	_, err = Attack(a, e, AttackOptions{Weapon: "Axe", Cleave: true}, script())
	wantUserError(t, err, "klondike.error.no_cleave")
}

func TestAttackRefusals(t *testing.T) {
	a, b := shooter(t), npc(t, 2, "")
	cases := []struct {
		name string
		prep func()
		opts AttackOptions
		key  string
	}{
		{"no weapon", nil, AttackOptions{}, "klondike.error.no_weapon"},
		{"unknown weapon", nil, AttackOptions{Weapon: "Bazooka"}, "klondike.error.unknown_weapon"},
		{"bad cover", nil, AttackOptions{Weapon: "Rifle", Cover: "wall"}, "klondike.error.bad_cover"},
		{"negative range", nil, AttackOptions{Weapon: "Rifle", Range: -5}, "klondike.error.range"},
		{"huge aim", nil, AttackOptions{Weapon: "Rifle", Aim: 1000}, "klondike.error.aim"},
		{"bad dice", nil, AttackOptions{Damage: "3x6"}, "klondike.error.bad_dice"},
		// Valid notation over /roll's limit of 100 dice names the limit.
		{"too many dice", nil, AttackOptions{Damage: "999d6"}, "dice.err.limit.dice_per_term"},
		{"dice count overflowing an int", nil, AttackOptions{Damage: "99999999999999999999d6"}, "dice.err.limit.dice_per_term"},
		{"too many sides", nil, AttackOptions{Damage: "2d1000"}, "dice.err.limit.sides"},
		{"charge with a gun", nil, AttackOptions{Weapon: "Rifle", Charge: true}, "klondike.error.melee_only"},
		{"in shock", func() { setState(t, a, func(s *State) { s.Shock = true }) }, AttackOptions{Weapon: "Rifle"}, "klondike.error.in_shock"},
		{"unconscious", func() { setState(t, a, func(s *State) { s.Shock, s.Unconscious = false, true }) }, AttackOptions{Weapon: "Rifle"}, "klondike.error.unconscious"},
	}
	for _, tc := range cases {
		if tc.prep != nil {
			tc.prep()
		}
		d := script()
		_, err := Attack(a, b, tc.opts, d)
		wantUserError(t, err, tc.key)
		if d.Used() != 0 {
			t.Errorf("%s: consumed dice", tc.name)
		}
	}
	_, err := Attack(b, b, AttackOptions{Damage: "d6"}, script())
	wantUserError(t, err, "klondike.error.self")
}

// "Если вам нужно метнуть гранату или другой предмет, вы можете сделать
// это броском Атлетики/ЛОВ 8+." A thrown grenade is used up: a grenade
// line with no count is one grenade, ammo:N says how many; the last throw
// is followed by a refusal that spends nothing; SetAmmo restocks; Reload
// refuses a grenade.
func TestGrenadeCount(t *testing.T) {
	for _, tc := range []struct {
		spec  string
		stock int
	}{
		{"5d6 thrown blast:6", 1},
		{"5d6 thrown blast:6 ammo:3", 3},
		{"d6 thrown", 0}, // a thrown knife nobody counts
		{"d6 thrown ammo:2", 2},
	} {
		w, err := ParseWeaponSpec("x", tc.spec)
		if err != nil {
			t.Fatal(err)
		}
		if w.Stock() != tc.stock {
			t.Errorf("%q: stock %d, want %d", tc.spec, w.Stock(), tc.stock)
		}
	}
	a := fighter(t, 1, "", map[string]int{DEX: 9, STR: 8, SkillAthletics: 1}, "", weapon("Grenade", "5d6 thrown blast:6 ammo:2"))
	b := fighter(t, 2, "", map[string]int{END: 30}, "")
	throw := func() (*BlastResult, error) {
		setState(t, a, func(s *State) { s.ActionsLeft = 2 })
		return Blast(a, BlastOptions{Attack: AttackOptions{Weapon: "Grenade", Range: 10}, Caught: []*rules.Combatant{b}}, script(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1))
	}
	for want := 1; want >= 0; want-- {
		r, err := throw()
		if err != nil {
			t.Fatal(err)
		}
		if r.AmmoLeft != want {
			t.Fatalf("left %d, want %d", r.AmmoLeft, want)
		}
	}
	before := string(a.State)
	_, err := throw()
	wantUserError(t, err, "klondike.error.none_left")
	if s := state(t, a); s.Ammo["Grenade"] != 0 || s.ActionsLeft != 2 {
		t.Fatalf("the refused throw changed %s → %s", before, a.State)
	}
	_, err = Reload(a, "Grenade")
	wantUserError(t, err, "klondike.error.thrown_reload")
	if _, err := SetAmmo(a, "Grenade", -1); err == nil {
		t.Fatal("a negative count was taken")
	}
	if n, err := SetAmmo(a, "gren", 1); err != nil || n != "Grenade" {
		t.Fatalf("set: %q %v", n, err)
	}
	if r, err := throw(); err != nil || r.AmmoLeft != 0 {
		t.Fatalf("after the count: %+v %v", r, err)
	}
	// A single throw (Attack) counts the same.
	c := fighter(t, 3, "", map[string]int{DEX: 9, STR: 8}, "", weapon("Grenade", "5d6 thrown blast:6"))
	if res, err := Attack(c, b, AttackOptions{Weapon: "Grenade", Range: 10}, script(1, 1, 1, 1)); err != nil || res.AmmoLeft != 0 {
		t.Fatalf("attack: %+v %v", res, err)
	}
	setState(t, c, func(s *State) { s.ActionsLeft = 2 })
	_, err = Attack(c, b, AttackOptions{Weapon: "Grenade", Range: 10}, script())
	wantUserError(t, err, "klondike.error.none_left")
}

// "Количество таких «свободных» атак ограничено значением «Авто»": once
// they are spent the refusal says so, not that no fire is active.
func TestSuppressFreeAttacksSpent(t *testing.T) {
	a := fighter(t, 1, "", map[string]int{SkillGunCombat: 1}, "", weapon("MG", "3d6 range:50 auto:1 ammo:20"))
	b := fighter(t, 2, "", nil, "")
	if _, err := Suppress(a, []*rules.Combatant{b}, AttackOptions{Weapon: "MG"}, script(1, 1)); err != nil {
		t.Fatal(err)
	}
	if _, err := SuppressFree(a, b, AttackOptions{}, false, script(1, 1)); err != nil {
		t.Fatal(err)
	}
	_, err := SuppressFree(a, b, AttackOptions{}, false, script())
	wantUserError(t, err, "klondike.error.free_attacks_spent")
}
