package klondike

import (
	"slices"
	"testing"

	"fray/rules"
)

// A vehicle's crew keeps the names it boarded under, index for index, so
// that a later fight's combatant with the same ID is not taken for one of
// them (KeepCrew); a crew stored before the names existed is judged by ID.
func TestVehicleCrewNamesFollowBoardLeaveKeep(t *testing.T) {
	ann, bob, cid := &rules.Combatant{ID: 1, Name: "Ann"}, &rules.Combatant{ID: 2, Name: "Bob"}, &rules.Combatant{ID: 3, Name: "Cid"}
	v := &Vehicle{Name: "Jeep", Crew: []int{7}} // stored without names
	for _, c := range []*rules.Combatant{ann, bob, cid} {
		if err := v.Board(c); err != nil {
			t.Fatal(err)
		}
	}
	if want := []string{"", "Ann", "Bob", "Cid"}; !slices.Equal(v.CrewNames, want) {
		t.Fatalf("names %q, want %q", v.CrewNames, want)
	}
	if err := v.Leave(bob); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(v.Crew, []int{7, 1, 3}) || !slices.Equal(v.CrewNames, []string{"", "Ann", "Cid"}) {
		t.Fatalf("after Bob left: %v %q", v.Crew, v.CrewNames)
	}
	// The next fight: ID 1 is Thug now, 3 is still Cid, 7 is there.
	now := map[int]string{1: "Thug", 3: "Cid", 7: "Old"}
	v.KeepCrew(func(id int, name string) bool {
		n, ok := now[id]
		return ok && (name == "" || name == n)
	})
	if !slices.Equal(v.Crew, []int{7, 3}) || !slices.Equal(v.CrewNames, []string{"", "Cid"}) {
		t.Fatalf("kept %v %q, want [7 3] [\"\" Cid]", v.Crew, v.CrewNames)
	}
	v.KeepCrew(func(int, string) bool { return false })
	if v.Crew != nil || v.CrewNames != nil {
		t.Fatalf("nobody here: %v %q", v.Crew, v.CrewNames)
	}
}
