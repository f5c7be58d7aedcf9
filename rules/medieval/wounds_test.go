package medieval

import "testing"

func TestLevelOf(t *testing.T) {
	cases := []struct {
		wounds int
		lvl    Level
		mortal int
	}{
		{0, LevelUnhurt, 0},
		{1, LevelLight, 0}, {4, LevelLight, 0},
		{5, LevelSerious, 0}, {8, LevelSerious, 0},
		{9, LevelCritical, 0}, {12, LevelCritical, 0},
		{13, LevelMortal, 0}, {16, LevelMortal, 0},
		// Seed: «персонаж получив 20 очков урона, что помещает его в Смертельное 1».
		{17, LevelMortal, 1}, {20, LevelMortal, 1},
		{29, LevelMortal, 4}, {32, LevelMortal, 4},
		// Seed: «Смертельные ранения оцениваются от 0 до 8».
		{45, LevelMortal, 8}, {48, LevelMortal, 8},
		{49, LevelDead, 0}, {1000, LevelDead, 0},
		{-5, LevelUnhurt, 0},
	}
	for _, c := range cases {
		lvl, n := LevelOf(c.wounds)
		if lvl != c.lvl || n != c.mortal {
			t.Errorf("LevelOf(%d) = %v %d, want %v %d", c.wounds, lvl, n, c.lvl, c.mortal)
		}
	}
}

func TestLevelNote(t *testing.T) {
	n := LevelNote(20, false)
	if n.Key != "medieval.level.mortal" || n.Args["N"] != 1 {
		t.Errorf("20 points: %+v, want Mortal 1", n)
	}
	if k := LevelNote(6, false).Key; k != "medieval.level.serious" {
		t.Errorf("6 points: %s", k)
	}
	if k := LevelNote(6, true).Key; k != "medieval.level.dead" {
		t.Errorf("dead flag: %s", k)
	}
}

func TestStunPenalty(t *testing.T) {
	// RULES.md: Light 0, Serious 1, Critical 2, Mortal N → 3+N.
	for _, c := range []struct{ wounds, pen int }{{0, 0}, {3, 0}, {5, 1}, {12, 2}, {13, 3}, {20, 4}, {32, 7}, {48, 11}} {
		if got := StunPenalty(c.wounds); got != c.pen {
			t.Errorf("StunPenalty(%d) = %d, want %d", c.wounds, got, c.pen)
		}
	}
}

func TestBTM(t *testing.T) {
	for _, c := range []struct{ body, btm int }{{1, 0}, {2, 0}, {3, 1}, {4, 1}, {5, 2}, {7, 2}, {8, 3}, {9, 3}, {10, 4}, {11, 5}, {20, 5}} {
		if got := BTM(c.body); got != c.btm {
			t.Errorf("BTM(%d) = %d, want %d", c.body, got, c.btm)
		}
	}
}

func TestWoundEffects(t *testing.T) {
	// Seed: Serious «-2 к характеристике Рефлексы»; Critical «уменьшаются вдвое
	// (округлить вверх)»; Mortal «до 1/3 от нормы (… округляя в большую сторону)».
	cases := []struct {
		key            string
		v, wounds, out int
	}{
		{REF, 7, 0, 7}, {REF, 7, 4, 7},
		{REF, 7, 5, 5}, {INT, 7, 5, 7},
		{REF, 7, 9, 4}, {INT, 7, 9, 4}, {COOL, 7, 9, 4}, {TECH, 7, 9, 7}, {BODY, 7, 9, 7},
		{REF, 7, 13, 3}, {INT, 8, 20, 3}, {COOL, 9, 48, 3}, {TECH, 9, 48, 9},
		{REF, 1, 5, 0},
	}
	for _, c := range cases {
		if got := woundAdjust(c.key, c.v, c.wounds); got != c.out {
			t.Errorf("woundAdjust(%s %d, %d wounds) = %d, want %d", c.key, c.v, c.wounds, got, c.out)
		}
	}
}

func TestBoxes(t *testing.T) {
	b := Boxes(6)
	if b[0] != 4 || b[1] != 2 || b[2] != 0 {
		t.Errorf("Boxes(6) = %v", b)
	}
	if b := Boxes(48); b[len(b)-1] != 4 {
		t.Errorf("Boxes(48) = %v", b)
	}
}
