package storyteller

import (
	"testing"

	"fray/rules"
	"fray/rules/rulestest"
)

// RULES.md: «Initiative: 1d10 + Dexterity + Wits − wound penalty, each turn».
func TestInitiative(t *testing.T) {
	sys := New()
	c := fighter(t, 1, "Быстрый", map[string]int{Dexterity: 3, Wits: 2})
	in := sys.Initiative(c, seq(7))
	if in.Total != 12 || in.Mod != 5 || !eqInts(in.Dice, []int{7}) {
		t.Fatalf("%+v", in)
	}
	setState(t, c, func(s *State) { s.Lethal = 6 }) // Crippled −5
	if in = sys.Initiative(c, seq(7)); in.Total != 7 || in.Mod != 0 {
		t.Fatalf("crippled: %+v", in)
	}
	if !sys.RerollEachRound() {
		t.Fatal("initiative is rolled every turn")
	}
}

func TestCompareTie(t *testing.T) {
	sys := New()
	a := fighter(t, 1, "A", map[string]int{Dexterity: 3, Wits: 2})
	b := fighter(t, 2, "B", map[string]int{Dexterity: 2, Wits: 2})
	c := fighter(t, 3, "C", map[string]int{Dexterity: 2, Wits: 3})
	d := fighter(t, 4, "D", map[string]int{Dexterity: 2, Wits: 3})
	if sys.CompareTie(a, b) >= 0 || sys.CompareTie(b, a) <= 0 {
		t.Fatal("higher Dexterity + Wits acts first")
	}
	if sys.CompareTie(c, a) >= 0 {
		t.Fatal("equal rating: higher Wits first")
	}
	if sys.CompareTie(c, d) != 0 {
		t.Fatal("a true tie is the tracker's roll-off")
	}
}

func TestStatsSchema(t *testing.T) {
	sys := New()
	seen := map[string]string{}
	for _, d := range sys.Stats() {
		for _, n := range append([]string{d.Key, d.En, d.Ru}, d.Aliases...) {
			k := normName(n)
			if prev, ok := seen[k]; ok && prev != d.Key {
				t.Fatalf("%q names both %s and %s", n, prev, d.Key)
			}
			seen[k] = d.Key
			if got, ok := LookupStat(n); !ok || got != d.Key {
				t.Fatalf("LookupStat(%q) = %q", n, got)
			}
		}
	}
	// The skills the seed uses, by its own words.
	for word, key := range map[string]string{
		"Рукопашный_бой": Brawl, "Фехтование": Melee, "огнестрел": Firearms, "Уворот": Dodge,
		"Атлетизм": Athletics, "Медицина": Medicine, "Выживание": Survival, "Сила": Strength,
		"Ловкость": Dexterity, "Выносливость": Stamina, "Восприятие": Perception,
		"Интеллект": Intelligence, "Сообразительность": Wits, "Сила_воли": Willpower, "Духовная_Сила": Faith,
	} {
		if got, ok := LookupStat(word); !ok || got != key {
			t.Fatalf("%s → %q", word, got)
		}
	}
}

func TestHooksNPCAndPlayer(t *testing.T) {
	sys := New()
	npc := fighter(t, 1, "Бандит", map[string]int{Dexterity: 2, Athletics: 1})
	setState(t, npc, func(s *State) { s.Prone = true })
	// NPC: rolls Dexterity 2 + Athletics 1 at once (7,2,2 → up).
	src := seq(7, 2, 2)
	ev := sys.StartTurn(npc, src)
	allUsed(t, src)
	if len(ev) != 1 || ev[0].Prompt != "" || ev[0].Note.Key != "storyteller.event.stood" || state(t, npc).Prone {
		t.Fatalf("%+v", ev)
	}
	// Player: a prompt, no dice.
	pc := fighter(t, 2, "Игрок", map[string]int{Dexterity: 2, Athletics: 1})
	pc.Owner = "42"
	setState(t, pc, func(s *State) { s.Prone = true })
	ev = sys.StartTurn(pc, seq())
	if len(ev) != 1 || ev[0].Prompt != PromptStand || ev[0].Combatant != 2 {
		t.Fatalf("%+v", ev)
	}
	// The button: a failure leaves it down.
	r, err := Stand(pc, seq(2, 3, 4))
	if err != nil || !r.Down || !state(t, pc).Prone {
		t.Fatalf("%v %+v", err, r)
	}
}

// «Ошеломленный персонаж пропускает своё следующее действие»: the action is
// lost at its next turn, and the daze ends with that round.
func TestDizziedLosesNextAction(t *testing.T) {
	sys := New()
	c := fighter(t, 1, "Оглушённый", nil)
	setState(t, c, func(s *State) { s.Dizzied = true })
	if !sys.Health(c).Out {
		t.Fatal("a dizzied combatant cannot act")
	}
	sys.EndRound(c, seq()) // dizzied after its turn this round: still dizzied
	if !state(t, c).Dizzied {
		t.Fatal("recovered before losing an action")
	}
	ev := sys.StartTurn(c, seq())
	if len(ev) != 1 || ev[0].Note.Key != "storyteller.event.dizzied" {
		t.Fatalf("%+v", ev)
	}
	sys.EndRound(c, seq())
	if state(t, c).Dizzied || sys.Health(c).Out {
		t.Fatal("still dizzied after its lost action")
	}
}

// «Ведущий может сделать бросок на Выносливость, чтобы определить, остался ли
// персонаж в сознании».
func TestConsciousness(t *testing.T) {
	sys := New()
	npc := fighter(t, 1, "Бандит", map[string]int{Stamina: 2})
	Damage(DamageOptions{Levels: 7, Type: "bashing"}, npc, seq())
	ev := sys.StartTurn(npc, seq(2, 1))
	if len(ev) != 1 || ev[0].Note.Key != "storyteller.event.unconscious" || !state(t, npc).Unconscious {
		t.Fatalf("%+v", ev)
	}
	if ev = sys.StartTurn(npc, seq()); len(ev) != 0 {
		t.Fatalf("rolled twice: %+v", ev)
	}
	pc := fighter(t, 2, "Игрок", map[string]int{Stamina: 3})
	pc.Owner = "7"
	Damage(DamageOptions{Levels: 7, Type: "lethal"}, pc, seq())
	if ev = sys.StartTurn(pc, seq()); len(ev) != 1 || ev[0].Prompt != PromptConsciousness {
		t.Fatalf("%+v", ev)
	}
	r, err := Consciousness(pc, seq(6, 2, 2))
	if err != nil || r.Unconscious {
		t.Fatalf("%v %+v", err, r)
	}
	if _, err := Consciousness(fighter(t, 3, "Целый", nil), seq()); errKey(err) != "storyteller.error.not_incapacitated" {
		t.Fatal(err)
	}
}

func TestHealthLine(t *testing.T) {
	sys := New()
	c := fighter(t, 1, "Боец", map[string]int{Stamina: 4}) // 4 levels do not daze it
	Damage(DamageOptions{Levels: 4, Type: "lethal"}, c, seq())
	h := sys.Health(c)
	if h.Cur != 3 || h.Max != 7 || h.Level.Key != "storyteller.level.wounded" || h.Level.Args["Penalty"] != 2 || h.Out || h.Dead {
		t.Fatalf("%+v", h)
	}
	keys := map[string]bool{}
	for _, n := range h.Conditions {
		keys[n.Key] = true
	}
	// «Ранения: … невозможность бега» and the bleeding.
	if !keys["storyteller.move.no_run"] || !keys["storyteller.condition.bleeding"] || !keys["storyteller.condition.boxes"] {
		t.Fatalf("%+v", h.Conditions)
	}
	Damage(DamageOptions{Levels: 4, Type: "lethal"}, c, seq())
	if h = sys.Health(c); !h.Dead || h.Cur != 0 || h.Level.Key != "storyteller.level.dead" {
		t.Fatalf("%+v", h)
	}
	// A state whose Bashing is a string does not decode.
	bad := &rules.Combatant{Name: "Сломанный", State: rulestest.MsgMap("b", "x")}
	if h = sys.Health(bad); h.Level.Key != "storyteller.error.state" {
		t.Fatalf("%+v", h)
	}
	if ev := sys.StartTurn(bad, seq()); len(ev) != 1 || ev[0].Note.Key != "storyteller.error.state" {
		t.Fatalf("%+v", ev)
	}
}

func TestStateRoundTrip(t *testing.T) {
	c := fighter(t, 1, "Стрелок", nil, withWeapon("Кольт", "Пистолет крупного калибра"), withFlag(FlagShortTrack))
	s := state(t, c)
	if s.Ammo["кольт"] != 8 || !s.ShortTrack {
		t.Fatalf("%+v", s)
	}
	s.Lethal, s.Lock = 2, &Lock{Maneuver: ManHold, Other: 3, Holder: true, Pool: 5, Name: "X"}
	if err := SaveState(c, s); err != nil {
		t.Fatal(err)
	}
	s2 := state(t, c)
	if s2.Lethal != 2 || s2.Lock == nil || s2.Lock.Pool != 5 {
		t.Fatalf("%+v", s2)
	}
	// A combatant without state reads as fresh.
	empty := &rules.Combatant{Name: "Новый"}
	if s3 := state(t, empty); s3.Filled() != 0 {
		t.Fatal(s3)
	}
}

// «Ошеломленный персонаж пропускает своё следующее действие» — one action.
// Dizzied during its own turn before acting, the fighter loses that turn
// and acts next round; dizzied after acting, it loses next round's.
func TestDazeOnOwnTurnCostsOneAction(t *testing.T) {
	sys := New()
	for _, tc := range []struct {
		name       string
		acted      bool
		actsRound2 bool
	}{
		{"before acting", false, true},
		{"after acting", true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := fighter(t, 1, "Ann", map[string]int{Stamina: 2})
			sys.StartRound(c, seq())
			sys.StartTurn(c, seq())
			if tc.acted {
				setState(t, c, func(s *State) { s.Acted = true })
			}
			// Three levels against Stamina 2 dizzy her on her own turn.
			if _, err := Damage(DamageOptions{Levels: 3, Type: "bashing"}, c, seq()); err != nil {
				t.Fatal(err)
			}
			lost, err := DazeOnTurn(c)
			if err != nil {
				t.Fatal(err)
			}
			if lost != !tc.acted {
				t.Fatalf("the current turn lost: %v", lost)
			}
			if state(t, c).CanAct() {
				t.Fatal("a dizzied fighter may act on")
			}
			sys.EndRound(c, seq())
			sys.StartRound(c, seq())
			sys.StartTurn(c, seq())
			if got := state(t, c).CanAct(); got != tc.actsRound2 {
				t.Fatalf("round 2: can act %v, want %v", got, tc.actsRound2)
			}
			sys.EndRound(c, seq())
			sys.StartRound(c, seq())
			sys.StartTurn(c, seq())
			if !state(t, c).CanAct() {
				t.Fatal("round 3: still dizzied — more than one action lost")
			}
		})
	}
}
