package klondike

import (
	"testing"

	"fray/rules"
)

// What a fight leaves on a character that the party keeps: BetweenFights
// clears what lasts only while the fight runs — «находится в шоке 1 раунд»
// (the round is over), the turn's two actions («Каждый персонаж может
// совершить два действия в свою инициативу») and what they declared — and
// keeps what the seed lets outlast it: the characteristics, Wounded
// («до излечения он Ранен»), being unconscious with the wake clock,
// ammunition, damage waiting for the player's choice, the recovery clocks.
func TestBetweenFights(t *testing.T) {
	c := fighter(t, 1, "u1", map[string]int{STR: 7, DEX: 8, END: 6, SkillMelee: 2}, "")
	setState(t, c, func(s *State) {
		s.End, s.Dex, s.Wounded, s.Shock, s.ShockTurnSeen = 0, 5, true, true, true
		s.Unconscious, s.WakeSeconds = true, 300
		s.ActionsLeft, s.Fresh, s.Aim, s.Support, s.Overwatch = 0, false, 2, 2, true
		s.Watchers, s.WatchStrikes, s.ChargedBy, s.Charged, s.Cleaves, s.CleaveReady = []int{3}, []int{3}, []int{4}, true, 0, true
		s.Grappling, s.GrappleWon, s.GrapplePending = 5, true, 5
		s.Suppressing, s.SuppressFree, s.SuppressWeapon = true, 2, "smg"
		s.Prone, s.Caught, s.OutNoted, s.DivePending, s.FullAutoUsed, s.LeadBonus = true, true, true, true, true, 1
		s.Pending, s.Ammo, s.EndClock, s.DayClock = 3, map[string]int{"smg": 7}, 4, 60
	})
	if err := BetweenFights(c); err != nil {
		t.Fatal(err)
	}
	s := state(t, c)
	for _, tc := range []struct {
		what      string
		got, want any
	}{
		{"shock over", s.Shock || s.ShockTurnSeen, false},
		{"Wounded kept", s.Wounded, true},
		{"END, DEX kept", [2]int{s.End, s.Dex}, [2]int{0, 5}},
		{"unconscious kept", [2]any{s.Unconscious, s.WakeSeconds}, [2]any{true, 300}},
		{"two actions, no turn yet", [2]any{s.ActionsLeft, s.Fresh}, [2]any{PerTurn, true}},
		{"declarations over", s.Aim + s.Support + s.LeadBonus, 0},
		{"overwatch, charge, cleave over", s.Overwatch || s.Charged || s.CleaveReady || len(s.Watchers)+len(s.WatchStrikes)+len(s.ChargedBy) > 0, false},
		{"cleaves back to Melee 2", s.Cleaves, 2},
		{"wrestling over", s.Grappling + s.GrapplePending, 0},
		{"suppressive fire over", s.Suppressing || s.SuppressFree > 0 || s.SuppressWeapon != "", false},
		{"prone, surprise, dive over", s.Prone || s.Caught || s.OutNoted || s.DivePending || s.FullAutoUsed, false},
		{"pending damage kept", s.Pending, 3},
		{"ammunition kept", s.Ammo["smg"], 7},
		{"recovery clocks kept", [2]int{s.EndClock, s.DayClock}, [2]int{4, 60}},
	} {
		if tc.got != tc.want {
			t.Errorf("%s: got %v, want %v", tc.what, tc.got, tc.want)
		}
	}
}

// A reload between fights fills the magazine and spends no action; in a
// fight it is an action («перезарядка … также являются действием»), and
// one with none left is refused. Neither reloads for one who is out.
func TestRefillAndReload(t *testing.T) {
	for _, tc := range []struct {
		name     string
		refill   bool
		actions  int
		out      bool
		wantErr  bool
		wantLeft int
	}{
		{"reload in a fight spends an action", false, 2, false, false, 1},
		{"reload with no action left is refused", false, 0, false, true, 0},
		{"refill between fights spends none", true, 0, false, false, 0},
		{"refill for the unconscious is refused", true, 2, true, true, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := fighter(t, 1, "u1", map[string]int{STR: 7, DEX: 8, END: 6}, "", weapon("pistol", "3d6 range:10 ammo:6"))
			setState(t, c, func(s *State) {
				s.ActionsLeft, s.Fresh, s.Unconscious = tc.actions, false, tc.out
				s.Ammo = map[string]int{"pistol": 1}
			})
			var err error
			if tc.refill {
				_, err = Refill(c, "pistol")
			} else {
				_, err = Reload(c, "pistol")
			}
			s := state(t, c)
			if (err != nil) != tc.wantErr {
				t.Fatalf("err = %v, want error %v", err, tc.wantErr)
			}
			if _, isUser := err.(*rules.UserError); err != nil && !isUser {
				t.Fatalf("not a user error: %v", err)
			}
			wantAmmo := 6
			if tc.wantErr {
				wantAmmo = 1
			}
			if s.Ammo["pistol"] != wantAmmo || s.ActionsLeft != tc.wantLeft {
				t.Errorf("ammo %d, actions %d; want %d, %d", s.Ammo["pistol"], s.ActionsLeft, wantAmmo, tc.wantLeft)
			}
		})
	}
}
