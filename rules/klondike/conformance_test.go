package klondike

import (
	"testing"

	"fray/rules/dice"
	"fray/rules/rulestest"
)

// The conformance suite: other implementations' test vectors for the 2d6
// (Cepheus Engine / Traveller) family (rules/testdata/README.md), each fed
// to this package's rules with scripted dice. A vector that agrees with our
// rules must give the peer's value; one that does not must give ours, and
// the peer's must really differ. Every failure names the vector's source.

type peerVector = rulestest.PeerVector

// peerCheck rolls /check for a fighter with stats: the characteristic,
// the skill ("" none named), the target (0: 8+) and a modifier, on the
// 2d6 faces.
func peerCheck(t *testing.T, v *peerVector, stats map[string]int, o CheckOptions, d1, d2 int) Roll {
	t.Helper()
	c := fighter(t, 1, "", stats, "")
	d := dice.NewScripted(d1, d2)
	r, err := Check(c, o, d)
	if err != nil {
		v.Fatalf(t, "Check(%+v): %v", o, err)
	}
	if err := dice.Check(d); err != nil || d.Remaining() != 0 {
		v.Errorf(t, "Check(%+v): dice %v, %d left", o, err, d.Remaining())
	}
	return r.Roll
}

// charDM is the DM a check adds for a characteristic of value.
func charDM(t *testing.T, v *peerVector, value int) int {
	t.Helper()
	return peerCheck(t, v, map[string]int{STR: value}, CheckOptions{Characteristic: STR}, 1, 1).CharDM
}

func charDMs(t *testing.T, v *peerVector, values []int) []int {
	t.Helper()
	var out []int
	for _, c := range values {
		out = append(out, charDM(t, v, c))
	}
	return out
}

// peerDamage is GM /damage past armor on a fighter with END, STR and DEX,
// the overflow sent to STR (the player's choice the seed gives: «на выбор
// игрока, по Силе или Ловкости»).
func peerDamage(t *testing.T, v *peerVector, end, str, dex, amount int) *DamageReport {
	t.Helper()
	c := fighter(t, 1, "", map[string]int{END: end, STR: str, DEX: dex}, "")
	d := dice.NewScripted()
	r, err := Damage(c, DamageOptions{Amount: amount, To: ToSTR}, d)
	if err != nil {
		v.Fatalf(t, "Damage: %v", err)
	}
	if err := dice.Check(d); err != nil {
		v.Errorf(t, "Damage: dice %v", err)
	}
	return r
}

func TestConformancePeerVectorsKlondike(t *testing.T) {
	rulestest.RunPeerVectors(t, "traveller-cepheus-2d6", klondikePeerChecks)
}

// dmTable reads a vector of characteristic values and the peer's DMs,
// and returns ours for the values.
func dmTable(t *testing.T, v *peerVector) (ours, peer []int) {
	t.Helper()
	var in struct{ Characteristic []int }
	var want struct{ DM []int }
	v.Decode(t, &in, &want)
	return charDMs(t, v, in.Characteristic), want.DM
}

// dmTableAgrees: the peer's DMs are ours.
var dmTableAgrees = rulestest.Agrees(func(t *testing.T, v *peerVector) {
	ours, peer := dmTable(t, v)
	v.Agree(t, "DMs", ours, peer)
})

// dmTableDiffers: ours are want, RULES.md's table «0 → −3 · 1–2 → −2 ·
// 3–5 → −1 · 6–8 → 0 · 9–11 → +1 · 12–14 → +2 · 15+ → +3».
func dmTableDiffers(want ...int) rulestest.PeerCheck {
	return rulestest.Disagrees(func(t *testing.T, v *peerVector) {
		ours, peer := dmTable(t, v)
		v.Differ(t, "DMs", ours, want, peer)
	})
}

var klondikePeerChecks = map[string]rulestest.PeerCheck{
	"Characteristic DM table (peer test)":         dmTableAgrees,
	"Characteristic DM with values clamped at 15": dmTableAgrees,
	// 15 and up: +3, no more.
	"High characteristics are not capped": dmTableDiffers(3, 3, 3),
	// 0 is −3 and 18 is +3.
	"DM at the ends of the range": dmTableDiffers(-3, -2, -2, 3, 3),

	"Characteristic DMs on a new traveller (peer test)": rulestest.Agrees(func(t *testing.T, v *peerVector) {
		var in, want struct {
			DM                 map[string]int
			STR, DEX, END, INT int
		}
		v.Decode(t, &in, &want)
		stats := map[string]int{STR: in.STR, DEX: in.DEX, END: in.END, INT: in.INT}
		ours := map[string]int{}
		for key := range stats {
			ours[key] = peerCheck(t, v, stats, CheckOptions{Characteristic: key}, 1, 1).CharDM
		}
		v.Agree(t, "DMs", ours, want.DM)
	}),

	"Characteristic 0 by ruleset": rulestest.Disagrees(func(t *testing.T, v *peerVector) {
		var in struct {
			Characteristic int
			Ruleset        []string
		}
		var want struct{ DM []int }
		v.Decode(t, &in, &want)
		// One table, no rulesets: «0 → −3» (RULES.md) whatever the peer's
		// preset.
		var ours []int
		for range in.Ruleset {
			ours = append(ours, charDM(t, v, in.Characteristic))
		}
		v.Differ(t, "DM of 0", ours, []int{-3, -3, -3}, want.DM)
	}),

	"Effect against Average (8+)": rulestest.Agrees(func(t *testing.T, v *peerVector) {
		var in struct {
			Roll       int `json:"roll_2d6"`
			DM         int `json:"characteristic_dm"`
			Skill      int
			Difficulty string
		}
		var want struct {
			Total, Effect int
			Success       bool
		}
		v.Decode(t, &in, &want)
		if in.Difficulty != "Average" || in.DM != 1 {
			v.Fatalf(t, "input %+v", in)
		}
		// DEX 9 is DM +1; Average is the default 8+.
		r := peerCheck(t, v, map[string]int{DEX: 9, SkillMelee: in.Skill}, CheckOptions{Characteristic: DEX, Skill: SkillMelee}, in.Roll-3, 3)
		v.Agree(t, "total", r.Total, want.Total)
		v.Agree(t, "Effect", r.Effect, want.Effect)
		v.Agree(t, "success", r.Success, want.Success)
	}),

	"Untrained skill value": rulestest.Agrees(func(t *testing.T, v *peerVector) {
		var in struct{ Skill string }
		var want struct {
			Value int `json:"skill_value"`
		}
		v.Decode(t, &in, &want)
		// An untrained roll («none») and a skill the sheet lacks both take −3.
		r := peerCheck(t, v, nil, CheckOptions{Characteristic: DEX, Skill: "none"}, 1, 1)
		v.Agree(t, "untrained roll", r.SkillLevel, want.Value)
		r = peerCheck(t, v, nil, CheckOptions{Characteristic: DEX, Skill: SkillRecon}, 1, 1)
		v.Agree(t, "a skill not on the sheet", r.SkillLevel, want.Value)
	}),

	"Damage goes to END first, then STR, then DEX": rulestest.Agrees(func(t *testing.T, v *peerVector) {
		var in struct {
			END, STR, DEX int
			Damage        int `json:"damage_after_armor"`
		}
		var want struct{ END, STR, DEX int }
		v.Decode(t, &in, &want)
		r := peerDamage(t, v, in.END, in.STR, in.DEX, in.Damage)
		v.Agree(t, "END, STR, DEX", [3]int{r.End, r.Str, r.Dex}, [3]int{want.END, want.STR, want.DEX})
	}),

	"Characteristic DM (peer test)": rulestest.Agrees(func(t *testing.T, v *peerVector) {
		var in struct{ Characteristic []*int }
		var want struct{ DM []int }
		v.Decode(t, &in, &want)
		var ours []int
		for _, c := range in.Characteristic {
			stats := map[string]int{}
			if c != nil {
				stats[STR] = *c
			}
			// A characteristic the sheet leaves out is 7: DM 0.
			ours = append(ours, peerCheck(t, v, stats, CheckOptions{Characteristic: STR}, 1, 1).CharDM)
		}
		v.Agree(t, "DMs", ours, want.DM)
	}),

	"Characteristic check with a DM (peer test)": rulestest.Agrees(func(t *testing.T, v *peerVector) {
		var in struct {
			Check string
			END   int
			Roll  int `json:"roll_2d6"`
			DM    int
		}
		var want struct {
			Modifier, Total int
			Success         bool
		}
		v.Decode(t, &in, &want)
		if in.Check != "End 7+" {
			v.Fatalf(t, "check %q", in.Check)
		}
		r := peerCheck(t, v, map[string]int{END: in.END}, CheckOptions{Characteristic: END, Target: 7, Modifier: in.DM}, in.Roll-3, 3)
		v.Agree(t, "modifier (characteristic DM + DMs)", r.Total-in.Roll, want.Modifier)
		v.Agree(t, "total", r.Total, want.Total)
		v.Agree(t, "success", r.Success, want.Success)
	}),

	"Skill check sums skill, characteristic DM and modifiers (peer test)": rulestest.Agrees(func(t *testing.T, v *peerVector) {
		var in struct {
			Skill      int `json:"skillLevel"`
			DM         int `json:"characteristic_dm"`
			Difficulty int
		}
		var want struct {
			TotalDM int    `json:"totalDM"`
			Success string `json:"success_rule"`
			Effect  string `json:"effect_rule"`
		}
		v.Decode(t, &in, &want)
		if want.Success != "total >= difficulty" || want.Effect != "total - difficulty" || in.DM != 1 {
			v.Fatalf(t, "the peer's rules changed: %+v, %+v", in, want)
		}
		stats := map[string]int{INT: 9, SkillTactics: in.Skill} // INT 9: DM +1
		o := CheckOptions{Characteristic: INT, Skill: SkillTactics, Target: in.Difficulty}
		// The rules at the boundary: 2 + 3 + 3 = 8 reaches 8 (Effect 0), 7 does not.
		for _, c := range []struct{ d1, d2 int }{{2, 3}, {2, 2}} {
			r := peerCheck(t, v, stats, o, c.d1, c.d2)
			v.Agree(t, "total DM", r.Total-c.d1-c.d2, want.TotalDM)
			v.Agree(t, "success is total ≥ difficulty", r.Success, r.Total >= in.Difficulty)
			v.Agree(t, "Effect is total − difficulty", r.Effect, r.Total-in.Difficulty)
		}
	}),

	"Skill omitted from a check": rulestest.Disagrees(func(t *testing.T, v *peerVector) {
		var in struct {
			Skill      string `json:"skillLevel"`
			DM         int    `json:"characteristic_dm"`
			Difficulty int
		}
		var want struct {
			TotalDM int `json:"totalDM"`
		}
		v.Decode(t, &in, &want)
		// A skill check with a skill the sheet omits is untrained: −3
		// (RULES.md «untrained −3»), where the peer counts level 0.
		r := peerCheck(t, v, map[string]int{INT: 7}, CheckOptions{Characteristic: INT, Skill: SkillMedicine, Target: in.Difficulty}, 4, 4)
		v.Differ(t, "total DM", r.Total-8, -3, want.TotalDM)
	}),

	"Personal damage only ever reduces END": rulestest.Disagrees(func(t *testing.T, v *peerVector) {
		var in struct {
			End    int `json:"current_endurance"`
			Damage int
		}
		var want struct {
			End           int    `json:"current_endurance"`
			Consciousness string `json:"consciousness"`
			STRDEX        int    `json:"STR_DEX_damage"`
		}
		v.Decode(t, &in, &want)
		r := peerDamage(t, v, in.End, DefaultCharacteristic, DefaultCharacteristic, in.Damage)
		v.Agree(t, "END", r.End, want.End)
		// «Весь последующий урон наносится … по Силе или Ловкости»: the 3
		// left go on to STR. END at 0 is shock, not unconsciousness, which
		// comes when STR or DEX reaches 0.
		v.Differ(t, "STR and DEX damage", r.ToStr+r.ToDex, 3, want.STRDEX)
		state := "shock"
		if r.Unconscious {
			state = "unconscious"
		}
		v.Differ(t, "consciousness", state, "shock", want.Consciousness)
	}),

	"Absent skill": rulestest.Agrees(func(t *testing.T, v *peerVector) {
		var in struct{ Skill string }
		var want struct{ Value int }
		v.Decode(t, &in, &want)
		r := peerCheck(t, v, nil, CheckOptions{Characteristic: EDU, Skill: SkillMechanic}, 1, 1)
		v.Agree(t, "a skill not on the sheet", r.SkillLevel, want.Value)
	}),
}
