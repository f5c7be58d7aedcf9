package storyteller

import (
	"errors"
	"testing"

	"fray/rules"
)

// always rolls the same face (capped at the die): every die a success.
type always int

func (a always) Roll(sides int) int { return min(int(a), sides) }

func brawler(t testing.TB, opts ...func(*rules.Sheet)) *rules.Combatant {
	return fighter(t, 1, "Боец", map[string]int{Strength: 4, Dexterity: 3, Stamina: 2, Brawl: 2, Melee: 1, Firearms: 2, Perception: 2, Wits: 2}, opts...)
}

func victim(t testing.TB, opts ...func(*rules.Sheet)) *rules.Combatant {
	return fighter(t, 2, "Жертва", map[string]int{Strength: 2, Dexterity: 2, Stamina: 2, Dodge: 2, Athletics: 1, Brawl: 1}, opts...)
}

// Every row of «Таблица маневров в ближнем бою» and «…в бою на дистанции».
func TestManeuverTableRows(t *testing.T) {
	type row struct {
		attr, abil, armed string
		acc, diff         int
		special           bool
		dmg               string
		bonus             int
		x, c, u           bool
	}
	want := map[string]row{
		ManBlock:   {Dexterity, Brawl, "", 0, 0, true, DamageDefense, 0, false, false, true},
		ManGrapple: {Strength, Brawl, "", 0, 0, false, DamageStrength, 0, true, false, false},
		ManDisarm:  {Dexterity, Brawl, Melee, 0, 1, false, DamageDisarm, 0, false, false, false},
		ManDodge:   {Dexterity, Dodge, "", 0, 0, true, DamageDefense, 0, false, false, true},
		ManHold:    {Strength, Brawl, "", 0, 0, false, DamageNone, 0, true, false, false},
		ManKick:    {Dexterity, Brawl, "", 0, 1, false, DamageStrength, 1, false, false, false},
		ManParry:   {Dexterity, Melee, "", 0, 0, true, DamageDefense, 0, false, false, true},
		ManPunch:   {Dexterity, Brawl, "", 0, 0, false, DamageStrength, 0, false, false, false},
		ManSweep:   {Dexterity, Brawl, Melee, 0, 1, false, DamageStrength, 0, false, true, false},
		ManTackle:  {Strength, Brawl, "", 0, 1, false, DamageStrength, 1, false, true, false},
		ManStrike:  {Dexterity, Melee, "", 0, 0, false, DamageWeapon, 0, false, false, false},
		ManAuto:    {Dexterity, Firearms, "", 10, 2, false, DamageWeapon, 0, false, false, false},
		ManMulti:   {Dexterity, Firearms, "", 0, 0, true, DamageWeapon, 0, false, false, false},
		ManStrafe:  {Dexterity, Firearms, "", 10, 2, false, DamageWeapon, 0, false, false, false},
		ManBurst:   {Dexterity, Firearms, "", 2, 1, false, DamageWeapon, 0, false, false, false},
		ManTwo:     {Dexterity, Firearms, "", 0, 0, true, DamageWeapon, 0, false, false, false},
		ManShot:    {Dexterity, Firearms, "", 0, 0, false, DamageWeapon, 0, false, false, false},
		ManAim:     {Dexterity, Firearms, "", 0, 0, false, DamageWeapon, 0, false, false, false},
	}
	if len(want) != len(Maneuvers) {
		t.Fatalf("%d maneuvers, %d rows expected", len(Maneuvers), len(want))
	}
	for _, m := range Maneuvers {
		w, ok := want[m.Key]
		got := row{m.Attribute, m.Ability, m.ArmedAbil, m.Accuracy, m.Difficulty, m.Special, m.Damage, m.Bonus, m.Sustained, m.Knockdown, m.Defense}
		if !ok || got != w {
			t.Errorf("%s: %+v, want %+v", m.Key, got, w)
		}
		if f, ok := FindManeuver(m.Ru); !ok || f.Key != m.Key {
			t.Errorf("%s not found by its Russian name %q", m.Key, m.Ru)
		}
	}
}

// Each melee maneuver's pool, difficulty and damage dice, resolved: the
// attacker has Strength 4, Dexterity 3, Brawl 2, Melee 1.
func TestMeleeManeuverNumbers(t *testing.T) {
	tests := []struct {
		maneuver, weapon string
		pool, diff       int
		dmgBase          int // 0: no damage roll
		typ              DamageType
	}{
		{ManPunch, "", 5, 6, 4, Bashing},    // Ловкость + Рукопашный бой; Сила
		{ManKick, "", 5, 7, 5, Bashing},     // +1 сложность; Сила +1
		{ManSweep, "", 5, 7, 4, Bashing},    // +1 сложность; Сила (С)
		{ManSweep, "Меч", 4, 7, 4, Bashing}, // «Рукопашный бой / Фехтование»: armed uses Melee
		{ManTackle, "", 6, 7, 5, Bashing},   // Сила + Рукопашный бой; +1; Сила +1 (С)
		{ManGrapple, "", 6, 6, 4, Bashing},  // Сила + Рукопашный бой; Сила (Х)
		{ManHold, "", 6, 6, 0, ""},          // Х, no damage
		{ManStrike, "Меч", 4, 6, 6, Lethal}, // Ловкость + Фехтование; Меч: Сила +2
		{ManStrike, "Дубинка", 4, 6, 5, Bashing},
		{ManStrike, "Большой топор", 4, 6, 7, Lethal},
	}
	for _, tt := range tests {
		t.Run(tt.maneuver+" "+tt.weapon, func(t *testing.T) {
			a, b := brawler(t), victim(t)
			r, err := Attack(AttackOptions{Maneuver: tt.maneuver, Weapon: tt.weapon}, a, b, always(10))
			if err != nil {
				t.Fatal(err)
			}
			s := r.Shots[0]
			if s.Attack.Roll.Pool != tt.pool || s.Attack.Roll.Difficulty != tt.diff {
				t.Fatalf("pool %d diff %d", s.Attack.Roll.Pool, s.Attack.Roll.Difficulty)
			}
			if tt.dmgBase == 0 {
				if s.Damage != nil {
					t.Fatal("damage rolled")
				}
				return
			}
			// All tens: net successes = pool, damage pool = base + (net − 1).
			if s.Damage.Base != tt.dmgBase || s.Damage.Roll.Pool != tt.dmgBase+tt.pool-1 || s.Damage.Type != tt.typ {
				t.Fatalf("damage %+v", s.Damage)
			}
		})
	}
}

// RULES.md soak: «Mortals soak bashing with Stamina and bashing/lethal with
// armor; supernatural beings also soak lethal with Stamina; aggravated is
// soaked only by a character flagged able to».
func TestAttackDamageAndSoakByType(t *testing.T) {
	tests := []struct {
		name    string
		o       AttackOptions
		target  []func(*rules.Sheet)
		faces   []int
		soakSta int
		soakArm int
		levels  int
		level   string
		dizzied bool
	}{
		{
			// Punch: attack 5 dice (7,8,2,1,9: 3 hits − one 1 = 2), damage Str 4 +1 = 5
			// dice (6,6,2,1,2 → 2; the 1 cancels nothing), soak Stamina 2 (6,3 → 1).
			name: "punch bashing soaked by stamina", o: AttackOptions{Maneuver: ManPunch},
			faces: []int{7, 8, 2, 1, 9, 6, 6, 2, 1, 2, 6, 3}, soakSta: 2, levels: 1, level: "bruised",
		},
		{
			// Sword on a mortal in a kevlar vest (3/1): attack Dex 3 + Melee 1 = 4
			// dice (6,6,6,3 → 3), damage Str 4 + 2 + 2 = 8 dice (6,7,8,9,10,2,3,6 → 6),
			// soak armor 3 only (6,1,1 → 1): 5 lethal, Mauled; 5 > Stamina 2: dizzied.
			name: "sword lethal, mortal soaks with armor only", o: AttackOptions{Weapon: "Меч"},
			target: []func(*rules.Sheet){withArmor("кевларовый жилет")},
			faces:  []int{6, 6, 6, 3, 6, 7, 8, 9, 10, 2, 3, 6, 6, 1, 1}, soakArm: 3, levels: 5, level: "mauled", dizzied: true,
		},
		{
			// The same blow on a supernatural being: Stamina 2 + armor 3 soak
			// (6,6,1,1,1 → 2): 4 lethal, Wounded; 4 is not above Stamina + 2.
			name: "supernatural soaks lethal with stamina", o: AttackOptions{Weapon: "Меч"},
			target: []func(*rules.Sheet){withArmor("3/1"), withFlag(FlagSupernatural)},
			faces:  []int{6, 6, 6, 3, 6, 7, 8, 9, 10, 2, 3, 6, 6, 6, 1, 1, 1}, soakSta: 2, soakArm: 3, levels: 4, level: "wounded",
		},
		{
			// Claws (aggravated) on a mortal: no soak roll at all.
			name: "aggravated unsoaked", o: AttackOptions{Maneuver: ManPunch, Type: "aggravated"},
			target: []func(*rules.Sheet){withArmor("2/1")},
			faces:  []int{6, 6, 2, 2, 2, 6, 6, 6, 2, 2}, levels: 3, level: "injured", dizzied: true,
		},
		{
			// A being that may soak aggravated uses Stamina and armor: 2 + 2 dice.
			name: "aggravated soaked when flagged", o: AttackOptions{Maneuver: ManPunch, Type: "aggravated"},
			target: []func(*rules.Sheet){withArmor("2/1"), withFlag(FlagSoakAggravated)},
			faces:  []int{6, 6, 2, 2, 2, 6, 6, 6, 2, 2, 6, 2, 2, 2}, soakSta: 2, soakArm: 2, levels: 2, level: "hurt",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, b := brawler(t), victim(t, tt.target...)
			src := seq(tt.faces...)
			r, err := Attack(tt.o, a, b, src)
			if err != nil {
				t.Fatal(err)
			}
			allUsed(t, src)
			d := r.Shots[0].Damage
			if d == nil || d.SoakStamina != tt.soakSta || d.SoakArmor != tt.soakArm || d.Levels != tt.levels || d.LevelAfter != tt.level || d.Dizzied != tt.dizzied {
				t.Fatalf("%+v", d)
			}
			if r.TargetLevel != tt.level || state(t, b).Dizzied != tt.dizzied || has(r.Outcomes, OutcomeStunned) != tt.dizzied {
				t.Fatalf("result %+v", r)
			}
		})
	}
}

// «Блокировать удар / Увернуться / Парировать … У – уменьшает количество
// успешных баллов у противника»; dice in the order attack, defence, damage, soak.
func TestDefenceSubtractsInOrder(t *testing.T) {
	a, b := brawler(t), victim(t)
	if err := DeclareDefense(b, "уворот"); err != nil {
		t.Fatal(err)
	}
	// attack 5 (6,6,6,2,2 → 3), dodge Dex 2 + Dodge 2 (7,7,2,2 → 2): net 1,
	// damage Str 4 + 0 (6,2,2,2 → 1), soak 2 (2,2 → 0).
	src := seq(6, 6, 6, 2, 2, 7, 7, 2, 2, 6, 2, 2, 2, 2, 2)
	r, err := Attack(AttackOptions{Maneuver: ManPunch}, a, b, src)
	if err != nil {
		t.Fatal(err)
	}
	allUsed(t, src)
	s := r.Shots[0]
	if s.DefenseKind != ManDodge || s.Defense.Roll.Successes != 2 || s.Net != 1 || s.Damage.Roll.Pool != 4 || s.Damage.Levels != 1 {
		t.Fatalf("%+v", s)
	}
	// A full dodge: net 0, a miss, no damage dice drawn.
	src = seq(6, 2, 2, 2, 2, 7, 2, 2, 2)
	r, _ = Attack(AttackOptions{Maneuver: ManPunch}, a, b, src)
	allUsed(t, src)
	if r.Shots[0].Hit || !has(r.Outcomes, OutcomeMiss) {
		t.Fatalf("%+v", r)
	}
	// The GM's "none" overrides the declared dodge; a missed attack draws no defence.
	src = seq(2, 2, 2, 2, 2)
	r, _ = Attack(AttackOptions{Maneuver: ManPunch, Defense: "none"}, a, b, src)
	allUsed(t, src)
	// A botched attack is a fumble.
	src = seq(1, 2, 2, 2, 2)
	r, _ = Attack(AttackOptions{Maneuver: ManPunch}, a, b, src)
	if !has(r.Outcomes, OutcomeFumble) {
		t.Fatalf("%v", r.Outcomes)
	}
	// Parry against a gun is refused; only a dodge helps against bullets.
	g := brawler(t, withWeapon("Пистолет", "heavy pistol"))
	if _, err := Attack(AttackOptions{Weapon: "Пистолет", Defense: "parry"}, g, b, seq()); errKey(err) != "storyteller.error.defense_vs_ranged" {
		t.Fatal(err)
	}
}

// Firearms: «Автоматическая стрельба … +10 … сложность увеличивается на 2 …
// только при заполненной обойме на половину или больше»; «Короткая очередь …
// три пули … два кубика … +1»; «Множественные выстрелы … уменьшается на общее
// количество выстрелов … каждый последующий … на один кубик».
func TestFireModes(t *testing.T) {
	tests := []struct {
		name   string
		o      AttackOptions
		rounds int // loaded before (-1: full)
		pools  []int
		diff   int
		used   int
		left   int
		errKey string
	}{
		{"single shot", AttackOptions{Weapon: "smg"}, -1, []int{5}, 6, 1, 30, ""},
		{"three-round burst", AttackOptions{Weapon: "smg", Maneuver: "очередь"}, -1, []int{7}, 7, 3, 28, ""},
		{"automatic fire empties the clip", AttackOptions{Weapon: "smg", Maneuver: ManAuto}, -1, []int{15}, 8, 31, 0, ""},
		{"automatic fire at exactly half a clip", AttackOptions{Weapon: "smg", Maneuver: ManAuto}, 15, []int{15}, 8, 15, 0, ""},
		{"automatic fire below half a clip", AttackOptions{Weapon: "smg", Maneuver: ManAuto}, 14, nil, 0, 0, 0, "storyteller.error.half_clip"},
		// The half-clip limit is automatic fire's alone; strafing empties
		// whatever the clip holds («полностью опустошает обойму»).
		{"strafing below half a clip", AttackOptions{Weapon: "smg", Maneuver: ManStrafe}, 10, []int{15}, 8, 10, 0, ""},
		{"strafing from an empty clip", AttackOptions{Weapon: "smg", Maneuver: ManStrafe}, 0, nil, 0, 0, 0, "storyteller.error.empty"},
		{"burst with two rounds", AttackOptions{Weapon: "smg", Maneuver: ManBurst}, 2, nil, 0, 0, 0, "storyteller.error.empty"},
		{"three shots", AttackOptions{Weapon: "smg", Shots: 3}, -1, []int{2, 1, 0}, 6, 3, 28, ""},
		{"shots beyond the rate", AttackOptions{Weapon: "smg", Shots: 4}, -1, nil, 0, 0, 0, "storyteller.error.shots_rate"},
		{"burst from a pistol", AttackOptions{Weapon: "pistol", Maneuver: ManBurst}, -1, nil, 0, 0, 0, "storyteller.error.no_auto"},
		{"empty gun", AttackOptions{Weapon: "pistol"}, 0, nil, 0, 0, 0, "storyteller.error.empty"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := brawler(t, withWeapon("smg", "Пистолет-пулемет легкий"), withWeapon("pistol", "Пистолет крупного калибра"))
			b := victim(t)
			if tt.rounds >= 0 {
				setState(t, a, func(s *State) { s.Ammo[ammoKey(tt.o.Weapon)] = tt.rounds })
			}
			r, err := Attack(tt.o, a, b, always(2))
			if errKey(err) != tt.errKey {
				t.Fatalf("error %v, want %q", err, tt.errKey)
			}
			if err != nil {
				if left, _ := Ammo(a, tt.o.Weapon); tt.rounds >= 0 && left != tt.rounds {
					t.Fatal("refused attack spent rounds")
				}
				return
			}
			if len(r.Shots) != len(tt.pools) {
				t.Fatalf("%d shots", len(r.Shots))
			}
			for i, p := range tt.pools {
				if got := r.Shots[i].Attack.Roll.Pool; got != p || r.Shots[i].Attack.Roll.Difficulty != tt.diff {
					t.Fatalf("shot %d: pool %d diff %d", i, got, r.Shots[i].Attack.Roll.Difficulty)
				}
			}
			if left, ok := Ammo(a, tt.o.Weapon); !ok || r.AmmoUsed != tt.used || r.AmmoLeft != tt.left || left != tt.left {
				t.Fatalf("ammo used %d left %d/%d", r.AmmoUsed, r.AmmoLeft, left)
			}
		})
	}
}

// «Обойма 7+1»: a reload fills the clip and the chamber.
func TestReload(t *testing.T) {
	a := brawler(t, withWeapon("Кольт", "Пистолет крупного калибра"))
	if n, _ := Ammo(a, "кольт"); n != 8 {
		t.Fatalf("a fresh state holds %d", n)
	}
	Attack(AttackOptions{Shots: 3}, a, victim(t), always(2))
	r, err := Reload(ReloadOptions{}, a)
	if err != nil || r.Before != 5 || r.Rounds != 8 {
		t.Fatalf("%v %+v", err, r)
	}
	if _, err := Reload(ReloadOptions{Weapon: "нож"}, a); errKey(err) != "storyteller.error.reload_not_gun" {
		t.Fatal(err)
	}
}

// A reload that finds no firearm names the guns the combatant has (a table
// gun fired by name is not on the sheet) or says it has none; nothing changes.
func TestReloadWithoutAGunSaysWhich(t *testing.T) {
	fresh := func() *rules.Combatant { return brawler(t) }
	fired := func() *rules.Combatant {
		c := brawler(t)
		if _, err := Attack(AttackOptions{Weapon: "Heavy SMG"}, c, victim(t), always(2)); err != nil {
			t.Fatal(err)
		}
		return c
	}
	twoFired := func() *rules.Combatant {
		c := fired()
		if _, err := Attack(AttackOptions{Weapon: "Light pistol"}, c, victim(t), always(2)); err != nil {
			t.Fatal(err)
		}
		return c
	}
	for _, tc := range []struct {
		name    string
		c       func() *rules.Combatant
		weapon  string
		key     string
		weapons string
	}{
		{"no gun at all", fresh, "", "storyteller.error.reload_no_gun", ""},
		{"two table guns fired", twoFired, "", "storyteller.error.reload_which", "Heavy SMG, Light pistol"},
		{"a knife named", fired, "нож", "storyteller.error.reload_not_gun", "Heavy SMG"},
		{"an unknown weapon", fresh, "бластер", "storyteller.error.weapon_unknown", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := tc.c()
			before := string(c.State)
			_, err := Reload(ReloadOptions{Weapon: tc.weapon}, c)
			if errKey(err) != tc.key {
				t.Fatalf("got %v, want %s", err, tc.key)
			}
			var ue *rules.UserError
			if errors.As(err, &ue) && tc.weapons != "" && ue.Note.Args["Weapons"] != tc.weapons {
				t.Fatalf("weapons %v, want %q", ue.Note.Args["Weapons"], tc.weapons)
			}
			if string(c.State) != before {
				t.Fatal("a refused reload changed the state")
			}
		})
	}
	// The one table gun fired is the one a reload without a name fills.
	if r, err := Reload(ReloadOptions{}, fired()); err != nil || r.Rounds != r.Capacity || r.Row != "heavy_smg" {
		t.Fatalf("the one fired gun: %v %+v", err, r)
	}
	// Naming the fired table gun reloads it.
	c := fired()
	if r, err := Reload(ReloadOptions{Weapon: "heavy smg"}, c); err != nil || r.Rounds != r.Capacity {
		t.Fatalf("%v %+v", err, r)
	}
}

// «Атаки на короткой дистанции имеют сложность 6 … между короткой и
// максимальной имеют сложность 8 … Сложность выстрела в упор составляет 4»;
// the heavy pistol's short range is 30 m.
func TestRange(t *testing.T) {
	for _, tt := range []struct {
		metres, diff int
		err          string
	}{{1, 4, ""}, {2, 4, ""}, {3, 6, ""}, {30, 6, ""}, {31, 8, ""}, {60, 8, ""}, {61, 0, "storyteller.error.out_of_range"}} {
		a := brawler(t, withWeapon("Кольт", "Пистолет крупного калибра"))
		r, err := Attack(AttackOptions{Range: tt.metres}, a, victim(t), always(2))
		if errKey(err) != tt.err {
			t.Fatalf("%d m: %v", tt.metres, err)
		}
		if err == nil && r.Shots[0].Attack.Roll.Difficulty != tt.diff {
			t.Fatalf("%d m: diff %d", tt.metres, r.Shots[0].Attack.Roll.Difficulty)
		}
	}
}

// A range given as a band instead of metres: «в упор» 4, short 6, long
// (up to twice short) 8; metres win when both are given.
func TestRangeBand(t *testing.T) {
	for _, tt := range []struct {
		band   string
		metres int
		diff   int
		err    string
	}{{RangePointBlank, 0, 4, ""}, {RangeShort, 0, 6, ""}, {RangeLong, 0, 8, ""}, {RangeLong, 2, 4, ""}, {"far away", 0, 0, "storyteller.error.range_band"}} {
		a := brawler(t, withWeapon("Кольт", "Пистолет крупного калибра"))
		r, err := Attack(AttackOptions{RangeBand: tt.band, Range: tt.metres}, a, victim(t), always(2))
		if errKey(err) != tt.err {
			t.Fatalf("%s: %v", tt.band, err)
		}
		if err == nil && r.Shots[0].Attack.Roll.Difficulty != tt.diff {
			t.Fatalf("%s: diff %d, want %d", tt.band, r.Shots[0].Attack.Roll.Difficulty, tt.diff)
		}
	}
}

func TestSituationModifiers(t *testing.T) {
	tests := []struct {
		name       string
		o          AttackOptions
		pool, diff int
	}{
		// The seed's example: «ваш персонаж спрятался за автомобиль, а противник
		// лежит на земле, сложность увеличивается на две единицы»…
		{"behind a car at a prone target", AttackOptions{Cover: 1, OwnCover: 2}, 5, 8},
		// …«Сложность выстрелов для вашего противника также увеличивается на две единицы».
		{"prone at a target behind a car", AttackOptions{Cover: 2, OwnCover: 1}, 5, 8},
		{"excellent cover", AttackOptions{Cover: 3}, 5, 9},
		// «+1 за каждого дополнительного противника, начиная со второго … +4».
		{"three opponents", AttackOptions{Opponents: 3}, 5, 8},
		{"nine opponents cap at +4", AttackOptions{Opponents: 9}, 5, 10},
		// «вы получаете два дополнительных кубика … слепой персонаж получает +2».
		{"blind target", AttackOptions{BlindTarget: true}, 7, 6},
		{"blind attacker", AttackOptions{BlindAttacker: true}, 5, 8},
		// «Если ваш персонаж атакует обездвиженную жертву … на два кубика».
		{"immobilised target", AttackOptions{Immobilized: "partial"}, 7, 6},
		// «Прицеливание … Единицы Восприятия определяют, сколько кубиков».
		{"aim with Perception 2", AttackOptions{Maneuver: ManAim}, 7, 6},
		{"aim one die", AttackOptions{Aim: 1}, 6, 6},
		{"aim:true takes all of Perception 2", AttackOptions{AimFull: true}, 7, 6},
		{"aim capped at Perception", AttackOptions{Aim: 5}, 7, 6},
		{"aim with a scope", AttackOptions{Weapon: "Винтовка", Aim: 2}, 9, 6},
		{"GM dice and difficulty", AttackOptions{Modifier: -2, DiffMod: 1}, 3, 7},
		{"GM pool and difficulty replace the base", AttackOptions{Pool: 8, Difficulty: 5, Cover: 1}, 8, 6},
		{"difficulty clamps at 10", AttackOptions{Difficulty: 9, Cover: 3}, 5, 10},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := brawler(t, withWeapon("Кольт", "Пистолет крупного калибра"), withWeapon("Винтовка", "винтовка прицел"))
			r, err := Attack(tt.o, a, victim(t), always(2))
			if err != nil {
				t.Fatal(err)
			}
			if p, d := r.Shots[0].Attack.Roll.Pool, r.Shots[0].Attack.Roll.Difficulty; p != tt.pool || d != tt.diff {
				t.Fatalf("pool %d diff %d, mods %+v %+v", p, d, r.Shots[0].Attack.PoolMods, r.Shots[0].Attack.DiffMods)
			}
		})
	}
}

func TestAimRestrictions(t *testing.T) {
	gun := withWeapon("Кольт", "Пистолет крупного калибра")
	// «персонаж должен иметь хотя бы одно очко в Огнестрельном оружии».
	rookie := fighter(t, 1, "Новичок", map[string]int{Dexterity: 3}, gun)
	if _, err := Attack(AttackOptions{Aim: 1}, rookie, victim(t), always(2)); errKey(err) != "storyteller.error.aim_untrained" {
		t.Fatal(err)
	}
	// «Если персонаж уже выполнил какое-либо действие перед стрельбой, включая защиту».
	a := brawler(t, gun)
	setState(t, a, func(s *State) { s.Acted = true })
	if _, err := Attack(AttackOptions{Aim: 1}, a, victim(t), always(2)); errKey(err) != "storyteller.error.aim_after_action" {
		t.Fatal(err)
	}
	// A new round clears it.
	New().StartRound(a, always(2))
	if _, err := Attack(AttackOptions{Aim: 1}, a, victim(t), always(2)); err != nil {
		t.Fatal(err)
	}
	// «не может прицелиться, если противник движется со скоростью, превышающей обычный шаг».
	New().StartRound(a, always(2))
	if _, err := Attack(AttackOptions{Aim: 1, FastTarget: true}, a, victim(t), always(2)); errKey(err) != "storyteller.error.aim_fast_target" {
		t.Fatal(err)
	}
	// A defender that dodged has acted.
	b := fighter(t, 2, "Стрелок", map[string]int{Dexterity: 2, Dodge: 2, Firearms: 1, Stamina: 3}, gun)
	DeclareDefense(b, ManDodge)
	Attack(AttackOptions{Maneuver: ManPunch}, brawler(t), b, always(6))
	if _, err := Attack(AttackOptions{Aim: 1}, b, a, always(2)); errKey(err) != "storyteller.error.aim_after_action" {
		t.Fatal(err)
	}
}

// «Если жертва полностью обездвижена, все атаки автоматически считаются успешными».
func TestFullyImmobilisedIsAutomatic(t *testing.T) {
	a, b := brawler(t), victim(t)
	// No attack dice: damage Str 4 (6,6,6,2 → 3), soak 2 (6,2 → 1).
	src := seq(6, 6, 6, 2, 6, 2)
	r, err := Attack(AttackOptions{Maneuver: ManPunch, Immobilized: "full"}, a, b, src)
	if err != nil {
		t.Fatal(err)
	}
	allUsed(t, src)
	if s := r.Shots[0]; !s.Automatic || s.Damage.Levels != 2 {
		t.Fatalf("%+v", s)
	}
}

// «Стрельба из двух стволов … сложность выстрела из "слабой" руки увеличивается на единицу».
func TestTwoWeapons(t *testing.T) {
	guns := []func(*rules.Sheet){withWeapon("Левый", "Пистолет малого калибра"), withWeapon("Правый", "Пистолет крупного калибра")}
	a := brawler(t, guns...)
	r, err := Attack(AttackOptions{Maneuver: ManTwo, Weapon: "Правый"}, a, victim(t), always(2))
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Shots) != 2 || r.Shots[0].Attack.Roll.Pool != 3 || r.Shots[1].Attack.Roll.Pool != 2 ||
		r.Shots[0].Attack.Roll.Difficulty != 6 || r.Shots[1].Attack.Roll.Difficulty != 7 || r.Shots[1].Weapon != "Левый" {
		t.Fatalf("%+v", r.Shots)
	}
	if r.AmmoLeft != 7 || r.AmmoLeft2 != 17 {
		t.Fatalf("ammo %d %d", r.AmmoLeft, r.AmmoLeft2)
	}
	amb := brawler(t, append(guns, withFlag(FlagAmbidextrous))...)
	r, _ = Attack(AttackOptions{Maneuver: ManTwo}, amb, victim(t), always(2))
	if r.Shots[1].Attack.Roll.Difficulty != 6 {
		t.Fatal("ambidextrous got the off-hand penalty")
	}
}

func TestStrafeShares(t *testing.T) {
	for _, tt := range []struct {
		succ, targets int
		want          []int
	}{
		{6, 1, []int{3}}, // «только половина успешных баллов»
		{7, 1, []int{3}},
		{6, 3, []int{2, 2, 2}}, // «равномерно распределяются»
		{7, 3, []int{3, 2, 2}},
		{2, 4, []int{1, 1, 0, 0}}, // «распределяют их по одному»
		{0, 2, []int{0, 0}},
	} {
		if got := StrafeShares(tt.succ, tt.targets); !eqInts(got, tt.want) {
			t.Fatalf("%d over %d: %v", tt.succ, tt.targets, got)
		}
	}
}

func TestStrafe(t *testing.T) {
	gun := withWeapon("Узи", "light smg")
	a := fighter(t, 1, "Стрелок", map[string]int{Dexterity: 1}, gun)
	b, c, d := victim(t), fighter(t, 3, "Второй", nil), fighter(t, 4, "Третий", nil)
	DeclareDefense(c, ManDodge)
	// Attack: 1 + 10 = 11 dice at 8 (8,8,8,9,2×7 → 4) over 3 targets: 2,1,1.
	// b: damage 4 + 2 (6×6 → 6), no soak for lethal; c dodges at 7 with
	// Dexterity 1 (7 → 1): share gone; d: damage 4 + 1 (6,6,2,2,2 → 2).
	src := seq(8, 8, 8, 9, 2, 2, 2, 2, 2, 2, 2, 6, 6, 6, 6, 6, 6, 7, 6, 6, 2, 2, 2)
	r, err := Strafe(AttackOptions{}, a, []*rules.Combatant{b, c, d}, src)
	if err != nil {
		t.Fatal(err)
	}
	allUsed(t, src)
	if !eqInts(r.Shares, []int{2, 1, 1}) || r.Shots[1].Defense.Roll.Difficulty != 7 || r.Shots[1].Hit {
		t.Fatalf("%+v", r)
	}
	if state(t, b).Lethal != 6 || state(t, c).Filled() != 0 || state(t, d).Lethal != 2 {
		t.Fatal("damage went astray")
	}
	if r.AmmoLeft != 0 || r.AmmoUsed != 31 {
		t.Fatalf("ammo %d", r.AmmoLeft)
	}
}

// «Захват … До освобождения или отпускания жертвы, ни один из противников не
// может выполнять другие действия. Жертва выполняет бросок на Силу +
// Рукопашный бой … Если жертва набирает больше успешных баллов, она освобождается».
func TestGrappleLockStruggleTighten(t *testing.T) {
	a, b := brawler(t), victim(t)
	other := fighter(t, 3, "Третий", nil)
	// attack 6 (6,6,6,2,2,2 → 3), damage Str 4 + 2 (6,6,2,2,2,2 → 2), soak 2 (2,2).
	src := seq(6, 6, 6, 2, 2, 2, 6, 6, 2, 2, 2, 2, 2, 2)
	r, err := Attack(AttackOptions{Maneuver: "захват"}, a, b, src)
	if err != nil || r.Lock != ManGrapple {
		t.Fatalf("%v %+v", err, r)
	}
	allUsed(t, src)
	if _, err := Attack(AttackOptions{}, a, other, always(2)); errKey(err) != "storyteller.error.locked_holder" {
		t.Fatal(err)
	}
	if _, err := Attack(AttackOptions{}, b, a, always(2)); errKey(err) != "storyteller.error.locked_victim" {
		t.Fatal(err)
	}
	// The victim's turn offers the struggle.
	ev := New().StartTurn(b, always(2))
	if len(ev) != 1 || ev[0].Prompt != PromptStruggle {
		t.Fatalf("%+v", ev)
	}
	// A tie keeps the grip: the victim has Str 2 + Brawl 1 − Hurt 1 = 2 dice.
	src = seq(7, 2, 7, 2, 2, 2, 2, 2)
	s, err := Struggle(b, a, src)
	if err != nil || s.Free || s.Escape.Roll.Pool != 2 || s.Grip.Roll.Pool != 6 {
		t.Fatalf("%v %+v", err, s)
	}
	allUsed(t, src)
	// «укрепив захват (бросок на Силу)»: no attack roll, Strength 4 dice, soak.
	src = seq(6, 6, 2, 2, 2, 2)
	r, err = Attack(AttackOptions{Maneuver: ManGrapple}, a, b, src)
	if err != nil || !r.Shots[0].Automatic || r.Shots[0].Damage.Roll.Pool != 4 || r.Shots[0].Damage.Levels != 2 {
		t.Fatalf("%v %+v", err, r)
	}
	allUsed(t, src)
	// Now Wounded (−2): 1 die; more successes break free.
	s, _ = Struggle(b, a, seq(7, 2, 2, 2, 2, 2, 2))
	if !s.Free || state(t, a).Lock != nil || state(t, b).Lock != nil {
		t.Fatalf("%+v", s)
	}
	if _, err := Struggle(b, a, seq()); errKey(err) != "storyteller.error.not_locked" {
		t.Fatal(err)
	}
}

// «Удерживание … не предполагает нанесение повреждений»; a held target is
// immobilised: other attackers get +2 dice.
func TestHoldImmobilises(t *testing.T) {
	a, b := brawler(t), victim(t)
	r, err := Attack(AttackOptions{Maneuver: "удерживание"}, a, b, always(10))
	if err != nil || r.Shots[0].Damage != nil || r.Lock != ManHold || state(t, b).Filled() != 0 {
		t.Fatalf("%v %+v", err, r)
	}
	c := fighter(t, 3, "Помощник", map[string]int{Dexterity: 2, Brawl: 1})
	r, _ = Attack(AttackOptions{Maneuver: ManPunch}, c, b, always(2))
	if r.Shots[0].Attack.Roll.Pool != 5 {
		t.Fatalf("pool %d", r.Shots[0].Attack.Roll.Pool)
	}
	if err := Release(a, b); err != nil || state(t, b).Lock != nil {
		t.Fatal(err)
	}
}

// «Подсечка … противник выполняет бросок на Ловкость + Атлетизм ( сложность 8 )».
func TestSweepKnockdown(t *testing.T) {
	a, b := brawler(t), victim(t)
	// attack 5 at 7 (7,2,2,2,2 → 1), damage Str 4 (2,2,2,2 → 0: no soak roll),
	// footing Dex 2 + Athletics 1 at 8 (7,8,2 → 1): stays up.
	src := seq(7, 2, 2, 2, 2, 2, 2, 2, 2, 7, 8, 2)
	r, err := Attack(AttackOptions{Maneuver: "подсечка"}, a, b, src)
	if err != nil {
		t.Fatal(err)
	}
	allUsed(t, src)
	if len(r.Footing) != 1 || r.Footing[0].Roll.Roll.Difficulty != 8 || r.Footing[0].Down || has(r.Outcomes, OutcomeKnockdown) {
		t.Fatalf("%+v", r)
	}
	// A botched footing roll: down, and one bashing level.
	src = seq(7, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2)
	r, _ = Attack(AttackOptions{Maneuver: ManSweep}, a, b, src)
	allUsed(t, src)
	if !r.Footing[0].Down || r.Footing[0].Wound == nil || !has(r.Outcomes, OutcomeKnockdown) || state(t, b).Bashing != 1 || !state(t, b).Prone {
		t.Fatalf("%+v", r.Footing)
	}
}

// «Сбить с ног … Оба игрока бросают кубики на Ловкость + Атлетизм (сложность 7)
// … сложность всех его действий в следующем ходу повышается на 1».
func TestTackle(t *testing.T) {
	a, b := brawler(t), victim(t)
	sys := New()
	// attack Str 4 + Brawl 2 at 7 (7,2,2,2,2,2 → 1), damage Str 4 + 1 (all 2s: no
	// soak roll), the target's footing at 7 (7,2,2 → up), the attacker's
	// Dexterity 3 + Athletics 0 at 7 (2,2,2 → down).
	src := seq(7, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 7, 2, 2, 2, 2, 2)
	r, err := Attack(AttackOptions{Maneuver: "сбить с ног"}, a, b, src)
	if err != nil || len(r.Footing) != 2 || r.Footing[0].Combatant != b.ID || r.Footing[1].Combatant != a.ID || r.Footing[0].Roll.Roll.Difficulty != 7 || !r.OffBalance {
		t.Fatalf("%v %+v", err, r)
	}
	allUsed(t, src)
	if r.Footing[0].Down || !r.Footing[1].Down || !state(t, a).Prone || state(t, b).Prone {
		t.Fatalf("%+v", r.Footing)
	}
	// This round the +1 is not yet due; next round it is; then it is gone.
	if d := diffOf(t, b, a); d != 6 {
		t.Fatalf("same round: %d", d)
	}
	sys.EndRound(b, always(1))
	if d := diffOf(t, b, a); d != 7 {
		t.Fatalf("next round: %d", d)
	}
	if ev := sys.StartTurn(b, always(1)); len(ev) != 1 || ev[0].Note.Key != "storyteller.event.off_balance" {
		t.Fatalf("%+v", ev)
	}
	sys.EndRound(b, always(1))
	if d := diffOf(t, b, a); d != 6 {
		t.Fatalf("after: %d", d)
	}
}

func diffOf(t *testing.T, a, b *rules.Combatant) int {
	t.Helper()
	saved, savedB := append([]byte(nil), a.State...), append([]byte(nil), b.State...)
	r, err := Attack(AttackOptions{Maneuver: ManPunch, Defense: "none"}, a, b, always(2))
	if err != nil {
		t.Fatal(err)
	}
	a.State, b.State = saved, savedB
	return r.Shots[0].Attack.Roll.Difficulty
}

// «Обезоруживание … Если полученный результат превышает значение Силы
// противника, считается, что оружие было выбито. Противник не получает повреждений».
func TestDisarm(t *testing.T) {
	for _, tt := range []struct {
		name     string
		faces    []int
		disarmed bool
		failed   bool
	}{
		// attack 5 at 7 (7,7,7,2,2 → 3), damage Str 4 + 2 (6,6,6,2,2,2 → 3 > Str 2).
		{"knocked away", []int{7, 7, 7, 2, 2, 6, 6, 6, 2, 2, 2}, true, false},
		// 2 successes do not exceed Strength 2.
		{"held on", []int{7, 7, 7, 2, 2, 6, 6, 2, 2, 2, 2}, false, false},
		{"attack fails", []int{6, 2, 2, 2, 2}, false, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			a, b := brawler(t), victim(t, withWeapon("Нож", ""))
			src := seq(tt.faces...)
			r, err := Attack(AttackOptions{Maneuver: "обезоружить"}, a, b, src)
			if err != nil {
				t.Fatal(err)
			}
			allUsed(t, src)
			if state(t, b).Disarmed != tt.disarmed || r.DisarmFailed != tt.failed || state(t, b).Filled() != 0 {
				t.Fatalf("%+v", r)
			}
			if tt.disarmed {
				if _, err := Attack(AttackOptions{Weapon: "Нож"}, b, a, always(2)); errKey(err) != "storyteller.error.disarmed" {
					t.Fatal(err)
				}
			}
		})
	}
}

func TestAttackRefusals(t *testing.T) {
	gun := withWeapon("Кольт", "Пистолет крупного калибра")
	tests := []struct {
		name  string
		o     AttackOptions
		setup func(a, b *rules.Combatant)
		key   string
	}{
		{"unknown maneuver", AttackOptions{Maneuver: "фаербол"}, nil, "storyteller.error.maneuver_unknown"},
		{"defence as attack", AttackOptions{Maneuver: "block"}, nil, "storyteller.error.defense_maneuver"},
		{"unknown weapon", AttackOptions{Weapon: "бластер"}, nil, "storyteller.error.weapon_unknown"},
		{"burst from a revolver", AttackOptions{Maneuver: ManAuto}, nil, "storyteller.error.no_auto"},
		{"aiming a kick", AttackOptions{Maneuver: ManKick, Aim: 2}, nil, "storyteller.error.aim_melee"},
		{"aim:true on a kick", AttackOptions{Maneuver: ManKick, AimFull: true}, nil, "storyteller.error.aim_melee"},
		{"gun in melee", AttackOptions{Maneuver: ManKick, Weapon: "Кольт"}, nil, "storyteller.error.gun_in_melee"},
		{"negative cover", AttackOptions{Cover: -1}, nil, "storyteller.error.option_range"},
		{"huge shots", AttackOptions{Shots: 1 << 40}, nil, "storyteller.error.option_range"},
		{"huge pool", AttackOptions{Pool: 1 << 40}, nil, "storyteller.error.option_range"},
		{"bad type", AttackOptions{Type: "огонь"}, nil, "storyteller.error.damage_type"},
		{"bad immobilised", AttackOptions{Immobilized: "x"}, nil, "storyteller.error.immobilized"},
		{"no willpower", AttackOptions{Willpower: true}, nil, "storyteller.error.no_willpower_rating"},
		{"dizzied attacker", AttackOptions{}, func(a, b *rules.Combatant) { setState(t, a, func(s *State) { s.Dizzied = true }) }, "storyteller.error.cannot_act_dizzied"},
		{"incapacitated attacker", AttackOptions{}, func(a, b *rules.Combatant) { setState(t, a, func(s *State) { s.Bashing = 7 }) }, "storyteller.error.cannot_act_incapacitated"},
		{"dead target", AttackOptions{}, func(a, b *rules.Combatant) { setState(t, b, func(s *State) { s.Dead = true }) }, "storyteller.error.target_dead"},
		{"multiple punches", AttackOptions{Shots: 2, Maneuver: ManPunch}, nil, "storyteller.error.shots_melee"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, b := brawler(t, gun), victim(t)
			if tt.setup != nil {
				tt.setup(a, b)
			}
			before := string(a.State) + string(b.State)
			if _, err := Attack(tt.o, a, b, seq()); errKey(err) != tt.key {
				t.Fatalf("%v, want %s", err, tt.key)
			}
			if string(a.State)+string(b.State) != before {
				t.Fatal("a refused attack changed state")
			}
		})
	}
	a := brawler(t)
	if _, err := Attack(AttackOptions{Maneuver: ManShot}, a, victim(t), seq()); errKey(err) != "storyteller.error.needs_firearm" {
		t.Fatal(err)
	}
	if _, err := Attack(AttackOptions{}, a, a, seq()); errKey(err) != "storyteller.error.self_target" {
		t.Fatal(err)
	}
	if _, err := Attack(AttackOptions{}, a, nil, seq()); errKey(err) != "storyteller.error.no_target" {
		t.Fatal(err)
	}
}

// Wound penalties lower the attack pool; armor's penalty lowers Dexterity pools.
func TestAttackPenalties(t *testing.T) {
	a := brawler(t, withArmor("бронежилет"))         // 4/2
	setState(t, a, func(s *State) { s.Bashing = 3 }) // Injured −1
	r, _ := Attack(AttackOptions{Maneuver: ManPunch}, a, victim(t), always(2))
	if r.Shots[0].Attack.Roll.Pool != 2 {
		t.Fatalf("pool %d: %+v", r.Shots[0].Attack.Roll.Pool, r.Shots[0].Attack.PoolMods)
	}
	// Strength pools do not lose the armor penalty.
	r, _ = Attack(AttackOptions{Maneuver: ManTackle}, a, victim(t), always(2))
	if r.Shots[0].Attack.Roll.Pool != 5 {
		t.Fatalf("tackle pool %d", r.Shots[0].Attack.Roll.Pool)
	}
}

func TestCustomManeuver(t *testing.T) {
	m, err := ValidateManeuver(Maneuver{Key: "headbutt", Ru: "Удар головой", Attribute: Strength, Ability: Brawl, Difficulty: 2, Damage: DamageStrength, Bonus: 2})
	if err != nil {
		t.Fatal(err)
	}
	r, err := Attack(AttackOptions{Custom: &m}, brawler(t), victim(t), always(10))
	if err != nil || r.Shots[0].Attack.Roll.Pool != 6 || r.Shots[0].Attack.Roll.Difficulty != 8 || r.Shots[0].Damage.Base != 6 {
		t.Fatalf("%v %+v", err, r.Shots)
	}
	for _, bad := range []Maneuver{
		{Key: "x", En: "X", Attribute: "luck", Ability: Brawl, Damage: DamageStrength},
		{Key: "x", En: "X", Attribute: Strength, Ability: Strength, Damage: DamageStrength},
		{Key: "punch", En: "Punch", Attribute: Strength, Ability: Brawl, Damage: DamageStrength},
		{Key: "x", En: "X", Attribute: Strength, Ability: Brawl, Damage: "magic"},
		{Key: "x", En: "X", Attribute: Strength, Ability: Brawl, Damage: DamageStrength, Difficulty: 9},
		{Key: "", Attribute: Strength, Ability: Brawl, Damage: DamageStrength},
	} {
		if _, err := ValidateManeuver(bad); errKey(err) == "" {
			t.Fatalf("%+v accepted", bad)
		}
	}
}

func TestStrafeRefusals(t *testing.T) {
	a := fighter(t, 1, "Стрелок", map[string]int{Dexterity: 1}, withWeapon("Узи", "light smg"))
	b := victim(t)
	for _, targets := range [][]*rules.Combatant{nil, {nil}, {b, nil}, {b, b}, {a}, {b, a}} {
		if _, err := Strafe(AttackOptions{}, a, targets, seq()); errKey(err) == "" {
			t.Fatalf("%v accepted", targets)
		}
	}
	if _, err := Strafe(AttackOptions{Maneuver: ManPunch}, a, []*rules.Combatant{b}, seq()); errKey(err) != "storyteller.error.not_strafe" {
		t.Fatal(err)
	}
	// A lone combatant strafed through Attack gets half the successes.
	src := seq(8, 8, 8, 8, 2, 2, 2, 2, 2, 2, 2, 6, 6, 6, 6, 6, 6)
	r, err := Attack(AttackOptions{Maneuver: "обстрел"}, a, b, src)
	if err != nil || !eqInts(r.Shares, []int{2}) || r.Shots[0].Damage.Roll.Pool != 6 {
		t.Fatalf("%v %+v", err, r)
	}
	allUsed(t, src)
}

func TestAttackWillpower(t *testing.T) {
	a := fighter(t, 1, "Упрямый", map[string]int{Dexterity: 2, Brawl: 1, Strength: 2, Willpower: 3})
	b := victim(t)
	// attack 3 dice botched (1,2,3) becomes one success; damage Str 2 (2,2: none).
	src := seq(1, 2, 3, 2, 2)
	r, err := Attack(AttackOptions{Maneuver: ManPunch, Willpower: true}, a, b, src)
	if err != nil {
		t.Fatal(err)
	}
	allUsed(t, src)
	if !r.Shots[0].Hit || r.Shots[0].Attack.Roll.Botch || r.WillpowerLeft != 2 || has(r.Outcomes, OutcomeFumble) {
		t.Fatalf("%+v", r)
	}
	// No roll (a fully immobilised target): no point spent.
	r, _ = Attack(AttackOptions{Maneuver: ManPunch, Willpower: true, Immobilized: "full"}, a, b, always(2))
	if r.WillpowerLeft != 2 {
		t.Fatalf("spent on an automatic success: %d", r.WillpowerLeft)
	}
}

// «считается, что оружие было выбито»: the disarmed fighter attacks with no
// weapon until it is picked up, an action (Acted) of one able to act.
func TestPickUpRearmsAndTakesTheAction(t *testing.T) {
	ann := fighter(t, 1, "Ann", map[string]int{Dexterity: 3, Brawl: 2, Melee: 2, Strength: 2, Stamina: 2})
	bob := fighter(t, 2, "Bob", map[string]int{Stamina: 2})
	if err := PickUp(ann, false); errKey(err) != "storyteller.error.not_disarmed" {
		t.Fatalf("armed pick-up: %v", err)
	}
	setState(t, ann, func(s *State) { s.Disarmed = true })
	if _, err := Attack(AttackOptions{Weapon: "Knife", Defense: "none"}, ann, bob, seq()); errKey(err) != "storyteller.error.disarmed" {
		t.Fatalf("a disarmed fighter struck with the knife: %v", err)
	}

	setState(t, ann, func(s *State) { s.Dizzied = true })
	if err := PickUp(ann, false); errKey(err) != "storyteller.error.cannot_act_dizzied" {
		t.Fatalf("dizzied pick-up: %v", err)
	}
	setState(t, ann, func(s *State) { s.Dizzied, s.Lock = false, &Lock{Maneuver: ManGrapple, Other: 2, Name: "Bob"} })
	if err := PickUp(ann, false); errKey(err) != "storyteller.error.locked_victim" {
		t.Fatalf("held pick-up: %v", err)
	}
	setState(t, ann, func(s *State) { s.Lock = nil })

	if err := PickUp(ann, false); err != nil {
		t.Fatal(err)
	}
	if st := state(t, ann); st.Disarmed || !st.Acted {
		t.Fatalf("after picking up: disarmed %v, acted %v", st.Disarmed, st.Acted)
	}
	// Armed again: the knife strikes (Dexterity 3 + Melee 2 = 5 dice, all 2s: a miss).
	src := seq(2, 2, 2, 2, 2)
	if _, err := Attack(AttackOptions{Weapon: "Knife", Defense: "none"}, ann, bob, src); err != nil {
		t.Fatal(err)
	}
	allUsed(t, src)
}

// «Затем противник выполняет бросок на Ловкость + Атлетизм ( сложность 8 ),
// чтобы избежать падения»: a dizzied target («не может атаковать или
// защищаться») still rolls its footing; only one that cannot move falls unrolled.
func TestDizziedTargetRollsItsFooting(t *testing.T) {
	three := func(n int) []int {
		out := make([]int, n)
		for i := range out {
			out[i] = 3
		}
		return out
	}
	for _, tc := range []struct {
		name  string
		man   string
		diff  int
		faces []int
	}{
		// Attack Dexterity 3 + Brawl 2 = 5 dice at 7, 8s; damage Strength
		// 3 + 4 extra = 7 dice of 3s (nothing to soak); Bob's footing:
		// Dexterity 3 + Athletics 2 = 5 dice at 8, 9 9 2 2 2.
		{"sweep", ManSweep, SweepDifficulty, append(append([]int{8, 8, 8, 8, 8}, three(7)...), 9, 9, 2, 2, 2)},
		// Attack Strength 3 + Brawl 2 = 5 dice at 7; damage Strength 3 + 1
		// + 4 = 8 dice; Bob's footing at 7, then Ann's own: 9s.
		{"tackle", ManTackle, TackleDifficulty, append(append([]int{8, 8, 8, 8, 8}, three(8)...), 9, 9, 2, 2, 2, 9, 9, 9, 9, 9)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ann := fighter(t, 1, "Ann", map[string]int{Dexterity: 3, Brawl: 2, Strength: 3, Athletics: 2})
			bob := fighter(t, 2, "Bob", map[string]int{Dexterity: 3, Athletics: 2, Stamina: 3})
			setState(t, bob, func(s *State) { s.Dizzied = true })
			src := seq(tc.faces...)
			res, err := Attack(AttackOptions{Maneuver: tc.man, Defense: "none"}, ann, bob, src)
			if err != nil {
				t.Fatal(err)
			}
			allUsed(t, src)
			if len(res.Footing) == 0 || res.Footing[0].Combatant != bob.ID {
				t.Fatalf("no footing roll for the dizzied target: %+v", res.Footing)
			}
			f := res.Footing[0]
			if f.Roll.Roll.Difficulty != tc.diff || f.Roll.Roll.Successes != 2 || f.Down {
				t.Fatalf("footing: %+v", f.Roll.Roll)
			}
			if state(t, bob).Prone {
				t.Fatal("Bob fell though he kept his footing")
			}
			for _, n := range res.Notes {
				if n.Key == "storyteller.note.down_no_roll" {
					t.Fatal("said to fall without a roll")
				}
			}
		})
	}
	// One that cannot move («Недееспособность: персонаж не может
	// двигаться») still falls without a roll.
	ann := fighter(t, 1, "Ann", map[string]int{Dexterity: 3, Brawl: 2, Strength: 3})
	bob := fighter(t, 2, "Bob", map[string]int{Dexterity: 3, Athletics: 2, Stamina: 3})
	setState(t, bob, func(s *State) { s.Bashing = 7 })
	src := seq(append([]int{8, 8, 8, 8, 8}, three(7)...)...)
	res, err := Attack(AttackOptions{Maneuver: ManSweep, Defense: "none"}, ann, bob, src)
	if err != nil {
		t.Fatal(err)
	}
	allUsed(t, src)
	if len(res.Footing) != 0 || !state(t, bob).Prone {
		t.Fatalf("an Incapacitated target: footing %+v, prone %v", res.Footing, state(t, bob).Prone)
	}
}

// Strafing: «Сложность бросков на уворот от обстрела увеличивается на
// единицу» — each target in the area dodges for itself. defense: names the
// main target's; the others keep their declared defence, or Defenses gives
// one per target.
func TestStrafeEachTargetDefendsForItself(t *testing.T) {
	mk := func() (*rules.Combatant, []*rules.Combatant) {
		bob := fighter(t, 1, "Bob", map[string]int{Dexterity: 3, Firearms: 2})
		var ts []*rules.Combatant
		for i, n := range []string{"Orc", "Gob", "Elf"} {
			ts = append(ts, fighter(t, 2+i, n, map[string]int{Dexterity: 2, Dodge: 1, Stamina: 1}))
		}
		if err := DeclareDefense(ts[1], ManDodge); err != nil { // Gob declared a dodge
			t.Fatal(err)
		}
		return bob, ts
	}
	// 15 dice at 8: six 8s → 6 successes, 2 each. A dodge: 3 dice at 7,
	// 2 2 2. Damage: Light SMG 4 + 2 = 6 dice, all 2s, nothing to soak.
	attack := append([]int{8, 8, 8, 8, 8, 8}, 2, 2, 2, 2, 2, 2, 2, 2, 2)
	dodge := []int{2, 2, 2}
	dmg := []int{2, 2, 2, 2, 2, 2}
	cat := func(parts ...[]int) []int {
		var out []int
		for _, p := range parts {
			out = append(out, p...)
		}
		return out
	}
	for _, tc := range []struct {
		name     string
		o        AttackOptions
		faces    []int
		wantKind []string
	}{
		{"defense is the main target's", AttackOptions{Defense: "dodge"},
			cat(attack, dodge, dmg, dodge, dmg, dmg), []string{ManDodge, ManDodge, ""}},
		{"one each", AttackOptions{Defenses: []string{"", "none", "dodge"}},
			cat(attack, dmg, dmg, dodge, dmg), []string{"", "", ManDodge}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			bob, ts := mk()
			tc.o.Weapon = "Light SMG"
			src := seq(tc.faces...)
			res, err := Strafe(tc.o, bob, ts, src)
			if err != nil {
				t.Fatal(err)
			}
			allUsed(t, src)
			for i, s := range res.Shots {
				if s.DefenseKind != tc.wantKind[i] {
					t.Errorf("%s defends with %q, want %q", ts[i].Name, s.DefenseKind, tc.wantKind[i])
				}
			}
			if res.Shots[2].Defense == nil && tc.wantKind[2] != "" {
				t.Error("Elf rolled no dodge")
			}
		})
	}
	bob, ts := mk()
	if _, err := Strafe(AttackOptions{Weapon: "Light SMG", Defenses: []string{"dodge", "dodge", "dodge", "dodge"}}, bob, ts, seq()); errKey(err) != "storyteller.error.defenses_count" {
		t.Fatalf("four defences for three targets: %v", err)
	}
	if _, err := Attack(AttackOptions{Weapon: "Light SMG", Defenses: []string{"dodge"}}, bob, ts[0], seq()); errKey(err) != "storyteller.error.defenses_not_strafe" {
		t.Fatalf("a list for one shot: %v", err)
	}
	if _, err := Strafe(AttackOptions{Weapon: "Light SMG", Defenses: []string{"parry"}}, bob, ts, seq()); errKey(err) != "storyteller.error.defense_vs_ranged" {
		t.Fatalf("a parry against gunfire: %v", err)
	}
}
